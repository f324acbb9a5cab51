import { sql } from 'drizzle-orm';
import type { Job } from '@orbit/shared/job-contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { LruMap } from '../../lib/lru-map.ts';

/**
 * Cache of a job list's answers and of their expensive, shared parts: the total of a filter set and the ranked ids of
 * a search. Counting 35,000 matches of 'engineer' or ranking them costs 50–150 ms on 100k jobs whatever the index,
 * while visitors ask the same lists again and again (page 2, 3 … of one search, the popular categories), so each is
 * computed once and a warm request runs one tiny query: the version.
 *
 * Entries belong to one catalogue version: a deferred trigger bumps the `catalogue_version` sequence at the commit of
 * any change to jobs (import, posting, edit, expiry by a feed, another server process, a test's builder), and a
 * lookup under a newer version recomputes. Jobs also expire by time, which no write announces: an entry names the
 * moment it stops being true (`validUntil`: the first expiry among the jobs it holds or counted), and lives at most
 * `ttlMs` on the app's clock in any case. Concurrent misses of one key share one computation.
 *
 * Presented jobs are kept too, under the same version and until their own expiry, so that a page asked for the first
 * time reads only the jobs no other page brought.
 */

export interface ListCacheOptions {
  ttlMs: number;
  /** Totals and search rankings kept (a ranking is at most 400 ids). */
  maxEntries: number;
  /** Whole answers kept: they hold their jobs, and the route keeps each one's bytes beside it (job-list-json.ts). */
  maxAnswers: number;
  /** Presented jobs kept (~1.5 KB each with demo-sized texts, more with a long imported description). */
  maxJobs: number;
}

interface Kept<V> {
  version: string;
  storedAt: number;
  /** Set once the value is known, when it names a moment it stops being true (ms on the app clock). */
  validUntil?: number | null | undefined;
  value: V;
}

/** The cached value of a key for a version, else the result of `compute()` (kept once it succeeds). */
type CachedValue = <T>(
  key: string,
  version: string,
  compute: () => Promise<T>,
  validUntil?: (value: T) => number | null,
) => Promise<T>;

export interface ListCache {
  /**
   * The current catalogue version: one tiny read, shared by the requests that ask before it is sent (the read
   * starts after every request that joins it began, so none misses a commit it followed).
   */
  version(): Promise<string>;
  /** A total or a ranking. `validUntil` tells from the value when it stops being true (null: only a new version). */
  get: CachedValue;
  /** A whole answer (a page), in a store of its own so that big pages cannot push the rankings out. */
  answer: CachedValue;
  /**
   * The live jobs of `ids`, in that order: kept ones from memory, the others through `read` (which answers the live
   * ones among the ids it is given, in any order). An id `read` does not answer is left out.
   */
  jobsById(ids: string[], version: string, read: (ids: string[]) => Promise<Job[]>): Promise<Job[]>;
  /** Hits and misses since start, answers and totals together. */
  stats(): { hits: number; misses: number; entries: number };
}

/** Reads the `catalogue_version` sequence. */
export const catalogueVersionReader = (db: Pick<Db, 'execute'>) => async (): Promise<string> => {
  // Both drivers answer { rows }; a sequence's last_value is a bigint, read as text.
  const result = (await db.execute(sql`select last_value::text as version from catalogue_version`)) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0]?.version ?? '0';
};

export function createListCache(
  clock: Clock,
  options: ListCacheOptions,
  readVersion: () => Promise<string>,
): ListCache {
  const counts = { hits: 0, misses: 0 };
  const fresh = (entry: Kept<unknown>, version: string, now: number) =>
    entry.version === version &&
    now - entry.storedAt >= 0 &&
    now - entry.storedAt < options.ttlMs &&
    (entry.validUntil == null || now < entry.validUntil);

  const cachedValues =
    (store: LruMap<string, Kept<Promise<unknown>>>): CachedValue =>
    (key, version, compute, validUntil) => {
      const now = clock.now().getTime();
      const found = store.take(key);
      if (found && fresh(found, version, now)) {
        counts.hits += 1;
        store.set(key, found);
        return found.value as ReturnType<typeof compute>;
      }
      counts.misses += 1;
      const value = compute();
      const entry: Kept<Promise<unknown>> = { version, storedAt: now, value };
      store.set(key, entry);
      value.then(
        (known) => {
          entry.validUntil = validUntil?.(known);
        },
        // A failed computation is not kept: the next request tries again.
        () => store.deleteIf(key, entry),
      );
      return value;
    };
  const totals = new LruMap<string, Kept<Promise<unknown>>>(options.maxEntries);
  const answers = new LruMap<string, Kept<Promise<unknown>>>(options.maxAnswers);
  const presented = new LruMap<string, Kept<Job>>(options.maxJobs);
  let queuedVersionRead: Promise<string> | null = null;

  return {
    version() {
      if (queuedVersionRead) return queuedVersionRead;
      const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // From here on, a request gets a read of its own: this one may already be on its way.
        queuedVersionRead = null;
        return readVersion();
      });
      queuedVersionRead = read;
      return read;
    },

    get: cachedValues(totals),
    answer: cachedValues(answers),

    async jobsById(ids, version, read) {
      const now = clock.now().getTime();
      const found = new Map<string, Job>();
      const missing: string[] = [];
      for (const id of ids) {
        const kept = presented.take(id);
        if (kept && fresh(kept, version, now)) {
          presented.set(id, kept);
          found.set(id, kept.value);
        } else {
          missing.push(id);
        }
      }
      if (missing.length > 0) {
        for (const job of await read(missing)) {
          // A kept job goes at its expiry: read again then, it is no longer live and is left out.
          presented.set(job._id, { version, storedAt: now, validUntil: Date.parse(job.expiresAt), value: job });
          found.set(job._id, job);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    stats: () => ({ ...counts, entries: totals.size + answers.size }),
  };
}
