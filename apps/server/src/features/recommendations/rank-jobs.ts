import { and, not, sql, type SQL } from 'drizzle-orm';
import type { Job } from '@orbit/shared/job-contracts';
import { candidateQueryFor } from '@orbit/shared/matching/candidate-query';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import { prepareMatchProfile, scoreMatch, type PreparedMatchProfile } from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { textArrayParam } from '../../db/text-array.ts';
import { jobColumns, presentJob, type JobRow } from '../../domain/jobs/present-job.ts';
import { preparedJobFor } from './prepared-job-cache.ts';

/**
 * Ranking jobs for one seeker: candidates come from SQL (jobs naming one of the seeker's skills or their close
 * relatives — the GIN index on `skills` — or whose text matches their title and skills — the full-text index), at
 * most a few hundred, and are scored in process with the explainable `scoreMatch`. The recommendations and the
 * "Recommended for you" sort both rank this way.
 */

export type ScoredJob = Job & Required<Pick<Job, 'matchScore' | 'matchBreakdown'>>;

type Executor = Pick<Db, 'select'>;

/** How many candidates are scored: enough that the best jobs are among them, few enough to score in milliseconds. */
export const defaultCandidateCount = 300;

export function scoreJob(profile: PreparedMatchProfile, job: Job, row: Pick<JobRow, 'id' | 'updatedAt'>): ScoredJob {
  const result = scoreMatch(profile, preparedJobFor(row, job));
  return { ...job, matchScore: result.matchScore, matchBreakdown: result.breakdown };
}

/** Best first; equal scores newest first, then by id so pages never shuffle. */
export const byScore = (a: ScoredJob, b: ScoredJob) =>
  b.matchScore - a.matchScore || b.postedAt.localeCompare(a.postedAt) || b._id.localeCompare(a._id);

/**
 * What makes a job a candidate for this profile as SQL: it names one of the seeker's skills or their relatives, or its
 * text matches their title and skills (undefined: a profile with neither, every job is one). `sharesCore`: it names
 * one of the seeker's own skills.
 */
export function candidateFilter(profile: MatchProfile): { candidate: SQL | undefined; sharesCore: SQL | undefined } {
  const query = candidateQueryFor(profile);
  const bySkill = query.skills.length > 0 ? sql`${jobs.skills} ?| ${textArrayParam(query.skills)}` : undefined;
  const byText = query.searchQuery
    ? sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${query.searchQuery})`
    : undefined;
  const candidate = bySkill && byText ? sql`(${bySkill} or ${byText})` : (bySkill ?? byText);
  const sharesCore =
    query.coreSkills.length > 0 ? sql`${jobs.skills} ?| ${textArrayParam(query.coreSkills)}` : undefined;
  return { candidate, sharesCore };
}

/** Newest first, then by id: the order the candidates are walked in (the live-by-date index). */
export const newest = [sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/**
 * The first `candidateCount` candidates among `where`, as `read` selects them (whole rows, or their keys): jobs sharing
 * the seeker's own skills first, then the rest, each newest first — two queries that walk the live-by-date index and
 * stop at their limit. One ORDER BY over a "shares a skill" flag had to read and sort every candidate (a full scan of
 * 100k jobs, ~200 ms); this reads a few hundred rows (~10 ms).
 */
export async function walkNewest<R>(
  profile: MatchProfile,
  where: SQL[],
  candidateCount: number,
  read: (condition: SQL | undefined, limit: number) => Promise<R[]>,
): Promise<R[]> {
  const { candidate, sharesCore } = candidateFilter(profile);
  const core = sharesCore ? await read(and(...where, sharesCore), candidateCount) : [];
  const rest =
    core.length < candidateCount
      ? await read(and(...where, candidate, sharesCore ? not(sharesCore) : undefined), candidateCount - core.length)
      : [];
  return [...core, ...rest];
}

/**
 * Called with each candidate's row as read: a caller that needs a column the presented job leaves out (Autopilot: does
 * the employer accept its applications) takes it here rather than reading the jobs again.
 */
export type SeenRow = (row: JobRow) => void;

/**
 * The candidate jobs among `where` (live, not applied to, the list's filters…) for this profile, scored and sorted
 * best first. A profile with neither skills nor a title has nothing to look for: its candidates are the newest jobs.
 */
export async function rankJobs(
  db: Executor,
  profile: MatchProfile,
  where: SQL[],
  now: Date,
  candidateCount = defaultCandidateCount,
  seen?: SeenRow,
): Promise<ScoredJob[]> {
  const rows = await walkNewest(profile, where, candidateCount, (condition, limit) =>
    db
      .select(jobColumns)
      .from(jobs)
      .where(condition)
      .orderBy(...newest)
      .limit(limit),
  );
  if (seen) for (const row of rows) seen(row);
  const prepared = prepareMatchProfile(profile);
  return rows.map((row) => scoreJob(prepared, presentJob(row, now), row)).sort(byScore);
}
