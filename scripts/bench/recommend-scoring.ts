import { inArray } from 'drizzle-orm';
import type { Job } from '@orbit/shared/job-contracts';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import { prepareMatchJob, prepareMatchProfile, scoreMatch } from '@orbit/shared/matching/score-match';
import type { Db } from '../../apps/server/src/db/client.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { forgetPreparedJobs } from '../../apps/server/src/features/recommendations/prepared-job-cache.ts';
import { jobColumns, presentJob, type JobRow } from '../../apps/server/src/domain/jobs/present-job.ts';
import { byScore, rankJobs, scoreJob } from '../../apps/server/src/features/recommendations/rank-jobs.ts';
import { isLiveJob } from '../../apps/server/src/domain/jobs/live-jobs.ts';
import { median } from './stats.ts';

/**
 * The in-process half of a recommendation, alone: the candidate rows are fetched once, then presented, prepared
 * and scored the way `rankJobs` does it, with the prepared-job cache emptied (cold) or full (warm), and broken
 * down into its steps so a slow cold call can be blamed on the right one.
 */

export interface ScoringTiming {
  candidates: number;
  /** present + prepare (all cache misses) + score + sort, as rankJobs does it after its query. */
  cold: number;
  /** The same with every candidate in the cache (median of the warm runs). */
  warm: number;
  /** Steps, each alone over all candidates (medians). */
  present: number;
  prepare: number;
  score: number;
}

const timed = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

/** The candidate rows of this profile (live jobs only; the applied-to exclusion changes a handful at most). */
export async function candidateRows(db: Db, profile: MatchProfile, now: Date): Promise<JobRow[]> {
  const ranked = await rankJobs(db, profile, [isLiveJob(now)], now);
  if (ranked.length === 0) return [];
  return db
    .select(jobColumns)
    .from(jobs)
    .where(
      inArray(
        jobs.id,
        ranked.map((job) => job._id),
      ),
    );
}

export function timeScoring(rows: JobRow[], profile: MatchProfile, now: Date, runs: number): ScoringTiming {
  const rank = () => {
    const prepared = prepareMatchProfile(profile);
    return rows.map((row) => scoreJob(prepared, presentJob(row, now), row)).sort(byScore);
  };
  forgetPreparedJobs();
  const cold = timed(rank);
  const warm: number[] = [];
  const present: number[] = [];
  const prepare: number[] = [];
  const score: number[] = [];
  const preparedProfile = prepareMatchProfile(profile);
  for (let run = 0; run < runs; run += 1) {
    warm.push(timed(rank));
    let presented: Job[] = [];
    present.push(timed(() => (presented = rows.map((row) => presentJob(row, now)))));
    let preparedJobs: ReturnType<typeof prepareMatchJob>[] = [];
    prepare.push(timed(() => (preparedJobs = presented.map((job) => prepareMatchJob(job)))));
    score.push(timed(() => preparedJobs.map((job) => scoreMatch(preparedProfile, job))));
  }
  return {
    candidates: rows.length,
    cold,
    warm: median(warm),
    present: median(present),
    prepare: median(prepare),
    score: median(score),
  };
}
