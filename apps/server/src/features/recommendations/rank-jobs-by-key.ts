import { sql, type SQL } from 'drizzle-orm';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import { prepareMatchProfile } from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { uuidArrayParam } from '../../db/text-array.ts';
import { jobColumns, presentJob, type JobRow } from '../../domain/jobs/present-job.ts';
import { LruMap } from '../../lib/lru-map.ts';
import { byScore, newest, scoreJob, walkNewest, type ScoredJob, type SeenRow } from './rank-jobs.ts';

/**
 * rankJobs for a caller ranking one seeker after another (Autopilot's scans: a round ranks every active seeker). The
 * walk is the same, but it reads each candidate's key (id and `updated_at`) rather than its whole row: sending a
 * hundred whole rows (descriptions, skills, links) cost PostgreSQL more than finding them (~1.2 against ~0.5 ms a
 * walk on the benchmark's catalogue) and Node as much again to read. The rows themselves are read once per version
 * and kept (every change to a job that a decision reads moves its `updated_at`, as rankChangedJobs and the prepared-job
 * cache rely on too), and a round's seekers share most of their newest candidates. Presented afresh each time, as
 * rankJobs presents them: the same jobs, the same scores.
 */

/** Rows kept: a round of 1,000 seekers over 100,000 jobs decides about ~5,000 distinct jobs (~4 KB each in memory). */
const keptRows = 10_000;
const kept = new LruMap<string, JobRow>(keptRows);

export async function rankJobsByKey(
  db: Pick<Db, 'select'>,
  profile: MatchProfile,
  where: SQL[],
  now: Date,
  candidateCount: number,
  seen?: SeenRow,
): Promise<ScoredJob[]> {
  const keys = await walkNewest(profile, where, candidateCount, (condition, limit) =>
    db
      .select({ id: jobs.id, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(condition)
      .orderBy(...newest)
      .limit(limit),
  );
  const stale = keys.filter((key) => kept.get(key.id)?.updatedAt.getTime() !== key.updatedAt.getTime());
  if (stale.length > 0) {
    const read = await db
      .select(jobColumns)
      .from(jobs)
      .where(sql`${jobs.id} = any(${uuidArrayParam(stale.map((key) => key.id))})`);
    for (const row of read) kept.set(row.id, row);
    const found = new Set(read.map((row) => row.id));
    for (const key of stale) if (!found.has(key.id)) kept.take(key.id);
  }
  const prepared = prepareMatchProfile(profile);
  const scored: ScoredJob[] = [];
  for (const key of keys) {
    // Gone between the two reads: nothing to score. Changed between them: scored as read, with its own version.
    const row = kept.get(key.id);
    if (!row) continue;
    seen?.(row);
    scored.push(scoreJob(prepared, presentJob(row, now), row));
  }
  return scored.sort(byScore);
}

/** Forgets every kept row (tests, the benchmark's cold rounds, as after a restart). */
export function forgetKeptJobRows(): void {
  kept.clear();
}
