import { sql } from 'drizzle-orm';
import type { RecommendedJobsResponse } from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../lib/errors.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { loadMatchProfile } from '../../domain/matching/match-profile.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { rankJobs } from './rank-jobs.ts';

export const defaultRecommendedCount = 10;

/**
 * `GET /api/jobs/recommended`: the seeker's best live jobs by match score, each with its reasons, leaving out jobs
 * they have a live application to (a withdrawn one may be recommended again).
 */
export async function recommendJobs(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  limit = defaultRecommendedCount,
): Promise<RecommendedJobsResponse> {
  const profile = await loadMatchProfile(deps.db, userId);
  if (!profile) {
    const [known] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.id} = ${userId}`);
    throw known
      ? new AppError('FORBIDDEN', messages.recommendationsSeekersOnly)
      : new AppError('UNAUTHENTICATED', messages.sessionExpired);
  }
  const now = deps.clock.now();
  const notApplied = sql`not exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.seekerId} = ${userId} and ${applications.withdrawnAt} is null)`;
  const ranked = await rankJobs(deps.db, profile, [isLiveJob(now), notApplied], now);
  return { jobs: ranked.slice(0, limit) };
}
