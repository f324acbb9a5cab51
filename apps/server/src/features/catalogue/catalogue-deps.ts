import type { AppDeps } from '../../lib/request-context.ts';
import type { ListJobsDeps } from './list-jobs.ts';
import { catalogueVersionReader, createListCache } from './list-cache.ts';

/** Totals and rankings kept per process: at most ~400 ids each, so ~25 MB at worst. */
const listCacheEntries = 1000;
/**
 * Answered pages kept per process, each with its bytes: ~32 KB for 20 jobs with demo-sized texts, ~200 KB with long
 * imported descriptions, so ~60 MB at worst.
 */
const listCacheAnswers = 300;
/** Presented jobs kept per process: ~1.5 KB each with demo texts, ~10 KB with a long imported description. */
const listCacheJobs = 5000;

export type CatalogueDeps = AppDeps & ListJobsDeps;

/**
 * The app's dependencies with the process's one list cache (ADR 0005), built once by app.ts and shared by the API
 * (routes.ts) and the server-rendered pages (features/seo), so a page and the API read the same cached answers.
 */
export function withListCache(deps: AppDeps): CatalogueDeps {
  return {
    ...deps,
    listCache:
      deps.config.listCacheSeconds > 0
        ? createListCache(
            deps.clock,
            {
              ttlMs: deps.config.listCacheSeconds * 1000,
              maxEntries: listCacheEntries,
              maxAnswers: listCacheAnswers,
              maxJobs: listCacheJobs,
            },
            catalogueVersionReader(deps.db),
          )
        : undefined,
  };
}
