import { sql } from 'drizzle-orm';
import type { Job } from '@orbit/shared/job-contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Cache of the expensive, shared parts of a job list: the total of a filter set and the ranked ids of a search.
 * Counting 35,000 matches of 'engineer' or ranking them costs 50–150 ms on 100k jobs whatever the index, while the
 * page itself is a few rows; visitors ask the same lists again and again (page 2, 3 … of one search, the popular
 * categories), so the aggregate is computed once and the page rows are still read fresh on every request.
 *
 * Entries belong to one catalogue version: a deferred trigger bumps the `catalogue_version` sequence at the commit of
 * any change to jobs (import, posting, edit, expiry by a feed, another server process, a test's builder), and a
 * lookup under a newer version recomputes. Jobs also expire by time, which no write announces: an entry lives at
 * most `ttlMs` on the app's clock, so a total may count a job that expired within that window (its row is no longer
 * returned). Concurrent misses of one key share one computation.
 *
 * The jobs of a page are kept too, as presented, under the same version: a page's ids are found by SQL on every
 * request (or come from a cached ranking) and only the jobs not kept are read in full. A job past its expiry is left
 * out of a page at once.
 */

export interface ListCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Presented jobs kept (a page of 20 is ~30 KB of JSON with demo-sized texts). */
  maxJobs: number;
}

interface Entry {
  version: string;
  storedAt: number;
  value: Promise<unknown>;
}

export interface ListCache {
  /** The current catalogue version: one tiny read per request. */
  version(db: Pick<Db, 'execute'>): Promise<string>;
  /** The cached value of `key` for this version, else `compute()` (stored once it succeeds). */
  get<T>(key: string, version: string, compute: () => Promise<T>): Promise<T>;
  /**
   * The live jobs of `ids`, in that order: kept ones from memory, the others through `read` (which answers the live
   * ones among the ids it is given, in any order). An id `read` does not answer is left out.
   */
  jobsById(ids: string[], version: string, read: (ids: string[]) => Promise<Job[]>): Promise<Job[]>;
  /** Hits and misses since start (benchmarks print the hit rate). */
  stats(): { hits: number; misses: number; entries: number };
}

/** A Map used as a least-recently-used store of at most `max` entries. */
function boundedMap<V>(max: number) {
  const map = new Map<string, V>();
  return {
    /** Takes the entry out: the caller puts it back with `set` when it is still good, as the most recent. */
    take(key: string): V | undefined {
      const value = map.get(key);
      if (value !== undefined) map.delete(key);
      return value;
    },
    set(key: string, value: V) {
      map.delete(key);
      map.set(key, value);
      // Insertion order: the first key is the least recently used.
      while (map.size > max) map.delete(map.keys().next().value as string);
    },
    deleteIf(key: string, value: V) {
      if (map.get(key) === value) map.delete(key);
    },
    get size() {
      return map.size;
    },
  };
}

export function createListCache(clock: Clock, options: ListCacheOptions): ListCache {
  const entries = boundedMap<Entry>(options.maxEntries);
  const presented = boundedMap<{ version: string; storedAt: number; job: Job }>(options.maxJobs);
  let hits = 0;
  let misses = 0;
  const fresh = (entry: { version: string; storedAt: number }, version: string, now: number) =>
    entry.version === version && now - entry.storedAt >= 0 && now - entry.storedAt < options.ttlMs;

  return {
    async version(db) {
      // Both drivers answer { rows }; a sequence's last_value is a bigint, read as text.
      const result = (await db.execute(sql`select last_value::text as version from catalogue_version`)) as unknown as {
        rows: { version: string }[];
      };
      return result.rows[0]?.version ?? '0';
    },

    get<T>(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      const now = clock.now().getTime();
      const found = entries.take(key);
      if (found && fresh(found, version, now)) {
        hits += 1;
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      misses += 1;
      const value = compute();
      const entry: Entry = { version, storedAt: now, value };
      entries.set(key, entry);
      // A failed computation is not kept: the next request tries again.
      value.catch(() => entries.deleteIf(key, entry));
      return value;
    },

    async jobsById(ids, version, read) {
      const now = clock.now().getTime();
      const found = new Map<string, Job>();
      const missing: string[] = [];
      for (const id of ids) {
        const kept = presented.take(id);
        if (kept && fresh(kept, version, now)) {
          presented.set(id, kept);
          found.set(id, kept.job);
        } else {
          missing.push(id);
        }
      }
      if (missing.length > 0) {
        for (const job of await read(missing)) {
          presented.set(job._id, { version, storedAt: now, job });
          found.set(job._id, job);
        }
      }
      return ids.flatMap((id) => {
        const job = found.get(id);
        return job && Date.parse(job.expiresAt) > now ? [job] : [];
      });
    },

    stats: () => ({ hits, misses, entries: entries.size }),
  };
}
