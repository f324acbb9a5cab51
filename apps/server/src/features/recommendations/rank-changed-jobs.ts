import { and, inArray, type SQL } from 'drizzle-orm';
import type { Job } from '@orbit/shared/job-contracts';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import { prepareMatchProfile } from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobColumns, presentJob, type JobRow } from '../../domain/jobs/present-job.ts';
import { LruMap } from '../../lib/lru-map.ts';
import { byScore, candidateFilter, scoreJob, type ScoredJob, type SeenRow } from './rank-jobs.ts';

/**
 * Ranking a small set of jobs — the few hundred changed since an import began — for one seeker after another.
 * rankJobs walks the live-by-date index until it has its candidates, which for "changed since" means reading most of
 * the catalogue per seeker (~200 ms each, minutes for a round of 1,000 seekers). Here each seeker's candidates among
 * `where` are only listed (id and `updated_at`, through the live `updated_at` index: a few ms); the jobs themselves
 * are read and presented once per version and kept, and every candidate is scored in process.
 */

/** Above this many candidates the set is no longer small: the caller ranks with rankJobs instead. */
export const changedJobLimit = 2000;

// Presented jobs by id, for the version (`updated_at`) read: a round's new jobs, read by its first scan.
const presented = new LruMap<string, { updatedAt: Date; job: Job; row: JobRow }>(4 * changedJobLimit);

/** Every candidate among `where` scored, best first, cut to `candidateCount`; null when there are too many. */
export async function rankChangedJobs(
  db: Pick<Db, 'select'>,
  profile: MatchProfile,
  where: SQL[],
  now: Date,
  candidateCount: number,
  seen?: SeenRow,
): Promise<ScoredJob[] | null> {
  const { candidate } = candidateFilter(profile);
  const keys = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(...where, candidate))
    .limit(changedJobLimit + 1);
  if (keys.length > changedJobLimit) return null;
  const stale = keys
    .filter((key) => presented.get(key.id)?.updatedAt.getTime() !== key.updatedAt.getTime())
    .map((key) => key.id);
  const rows = stale.length > 0 ? await db.select(jobColumns).from(jobs).where(inArray(jobs.id, stale)) : [];
  for (const row of rows) presented.set(row.id, { updatedAt: row.updatedAt, job: presentJob(row, now), row });
  const prepared = prepareMatchProfile(profile);
  const scored: ScoredJob[] = [];
  for (const key of keys) {
    // Gone between the two reads: nothing to score. Changed between them: scored as read, with its own version.
    const kept = presented.get(key.id);
    if (!kept) continue;
    seen?.(kept.row);
    scored.push(scoreJob(prepared, kept.job, { id: key.id, updatedAt: kept.updatedAt }));
  }
  return scored.sort(byScore).slice(0, candidateCount);
}

/** Forgets every kept job (tests, the benchmark's cold rounds). */
export function forgetChangedJobs(): void {
  presented.clear();
}
