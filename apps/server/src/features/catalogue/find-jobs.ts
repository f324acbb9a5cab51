import { and, count, eq } from 'drizzle-orm';
import { categoryId, categoryNames } from '@orbit/shared/categories';
import type { Job } from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { medianResponseHours } from '../../domain/companies/company-trust.ts';
import { hasPublicPage, isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { loadMatchProfile } from '../../domain/matching/match-profile.ts';
import { prepareMatchProfile } from '@orbit/shared/matching/score-match';
import type { AppDeps } from '../../lib/request-context.ts';
import { newestFirst } from './search-ranking.ts';
import { jobColumns, presentJob } from '../../domain/jobs/present-job.ts';
import { scoreJob } from '../recommendations/rank-jobs.ts';

type ReadDeps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * One job by id, live, expired or closed (with its status); removed, pending, unknown and malformed ids are all
 * 'Job not found'.
 * For a signed-in job seeker it carries their match score and its reasons.
 */
export async function getJob(deps: ReadDeps, id: string, viewerId: string | null = null): Promise<Job> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', messages.jobNotFound);
  const [row] = await deps.db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), hasPublicPage()));
  if (!row) throw new AppError('NOT_FOUND', messages.jobNotFound);
  const job: Job = presentJob(row, deps.clock.now());
  if (row.postedBy !== null && row.companyId !== null) {
    // A native job tells seekers how fast its company answers, once that is known.
    job.medianResponseHours = (await medianResponseHours(deps.db, [row.companyId])).get(row.companyId) ?? null;
  }
  const profile = viewerId ? await loadMatchProfile(deps.db, viewerId) : null;
  return profile ? scoreJob(prepareMatchProfile(profile), job, row) : job;
}

export const defaultNewestCount = 10;

export async function newestJobs(deps: ReadDeps, limit = defaultNewestCount): Promise<Job[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select(jobColumns)
    .from(jobs)
    .where(isLiveJob(now))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => presentJob(row, now));
}

/** All 26 categories in their canonical order with live counts (0 included; the web app hides empty ones). */
export async function countCategories(
  deps: ReadDeps,
): Promise<{ _id: string; name: (typeof categoryNames)[number]; count: number }[]> {
  const rows = await deps.db
    .select({ category: jobs.category, count: count() })
    .from(jobs)
    .where(isLiveJob(deps.clock.now()))
    .groupBy(jobs.category);
  const counts = new Map(rows.map((row) => [row.category, row.count]));
  return categoryNames.map((name) => ({ _id: categoryId(name), name, count: counts.get(name) ?? 0 }));
}
