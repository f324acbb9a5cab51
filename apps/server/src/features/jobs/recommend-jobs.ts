import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { RecommendedJobsResponse } from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { applications, jobs, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isLiveJob } from '../../lib/live-jobs.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { jobColumns, presentJob } from './present-job.ts';

export const defaultRecommendedCount = 10;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The skill as a whole word in a title: 'Java' must not match 'JavaScript Engineer'. */
const titlePattern = (skill: string) => `(^|[^a-z0-9])${escapeRegex(skill)}($|[^a-z0-9])`;

/** Live jobs whose skills or tags name one of the seeker's skills (any case), or whose title does. */
function matchesSkills(skills: string[]): SQL | undefined {
  if (skills.length === 0) return undefined;
  const listed = sql.join(
    skills.map((skill) => sql`${skill}`),
    sql`, `,
  );
  return or(
    sql`exists (select 1 from jsonb_array_elements_text(${jobs.skills} || ${jobs.tags}) as named(value) where lower(named.value) in (${listed}))`,
    ...skills.map((skill) => sql`lower(${jobs.title}) ~ ${titlePattern(skill)}`),
  );
}

/**
 * Recommended jobs for a seeker until the matching issue scores them: the newest live jobs in the seeker's chosen
 * skills (all the newest live jobs when they chose none), leaving out jobs they have a live application to. No
 * score is made up: `matchScore` is null and `scored` false, so the client labels the list for what it is.
 */
export async function recommendJobs(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  limit = defaultRecommendedCount,
): Promise<RecommendedJobsResponse> {
  const [seeker] = await deps.db.select({ userType: users.userType, skills: users.skills }).from(users).where(eq(users.id, userId));
  if (!seeker) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  if (seeker.userType !== 'candidate') throw new AppError('FORBIDDEN', messages.recommendationsSeekersOnly);
  const skills = [...new Set(seeker.skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean))].slice(0, 50);
  const now = deps.clock.now();
  const notApplied = sql`not exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.seekerId} = ${userId} and ${applications.withdrawnAt} is null)`;
  const rows = await deps.db
    .select(jobColumns)
    .from(jobs)
    .where(and(isLiveJob(now), notApplied, matchesSkills(skills)))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(limit);
  return { jobs: rows.map((row) => ({ ...presentJob(row, now), matchScore: null })), scored: false };
}
