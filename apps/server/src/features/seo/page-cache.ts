import { LruMap } from '../../lib/lru-map.ts';
import type { CatalogueDeps } from '../catalogue/catalogue-deps.ts';
import type { ListCache } from '../catalogue/list-cache.ts';
import type { RenderedPage } from './page-renderer.ts';

/** Rendered pages kept per app: a list page with its data is ~60–150 KB, so ~45 MB at worst. */
const maxPages = 300;

interface Kept {
  version: string;
  storedAt: number;
  page: Promise<RenderedPage | null>;
}

/** One store per list cache, that is per app (tests run several apps in one process). */
const stores = new WeakMap<ListCache, LruMap<string, Kept>>();

/** Pages showing the catalogue's jobs and nothing else, so a new catalogue version is exactly when they change. */
const showsOnlyJobs = (pathname: string) => pathname === '/jobs' || /^\/jobs\/[^/]+$/.test(pathname);

/**
 * A rendered /jobs or /jobs/{id} page, kept under the catalogue version like the API's list answers (ADR 0005): the
 * same address asked again renders nothing until the catalogue changes, the list cache's time-to-live passes (its
 * jobs may have expired, its "2 days ago" grown older), or it is pushed out. Concurrent misses share one render; a
 * page whose data failed is not kept. Other pages read data that moves without a new catalogue version (companies'
 * profiles) and are rendered every time.
 */
export async function cachedPage(
  deps: CatalogueDeps,
  url: string,
  render: () => Promise<RenderedPage | null>,
): Promise<RenderedPage | null> {
  const { listCache } = deps;
  if (!listCache || !showsOnlyJobs(new URL(url, 'http://page').pathname)) return render();
  let store = stores.get(listCache);
  if (!store) {
    store = new LruMap(maxPages);
    stores.set(listCache, store);
  }
  let version: string;
  try {
    version = await listCache.version();
  } catch {
    // The database unreachable: the render reads fail the same way and the page shows its error state.
    return render();
  }
  const now = deps.clock.now().getTime();
  const found = store.take(url);
  if (found && found.version === version && now - found.storedAt >= 0 && now - found.storedAt < ttlMs(deps)) {
    store.set(url, found);
    return found.page;
  }
  const entry: Kept = { version, storedAt: now, page: render() };
  const kept = store;
  kept.set(url, entry);
  entry.page.then(
    (page) => {
      if (page === null || page.arrived === null || page.errors.length > 0) kept.deleteIf(url, entry);
    },
    () => kept.deleteIf(url, entry),
  );
  return entry.page;
}

const ttlMs = (deps: CatalogueDeps) => deps.config.listCacheSeconds * 1000;
