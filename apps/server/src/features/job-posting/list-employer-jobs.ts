import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { candidateMatchScore, type EmployerStats, type PostedJob } from '@orbit/shared/posting-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs, jobViews } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { employerCompanyIdOrNull } from '../../domain/ownership.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { presentPosting } from './present-posting.ts';

type Reader = Pick<Db, 'select'>;

const companyPosts = (companyId: string) =>
  and(eq(jobs.companyId, companyId), isNotNull(jobs.postedBy), ne(jobs.status, 'removed'));

/** Applicants (withdrawn ones left out) and views per job. */
export async function postingCounts(db: Reader, jobIds: string[]) {
  if (jobIds.length === 0) return { applicants: new Map<string, number>(), views: new Map<string, number>() };
  const [applicantRows, viewRows] = await Promise.all([
    db
      .select({ jobId: applications.jobId, n: count() })
      .from(applications)
      .where(and(inArray(applications.jobId, jobIds), isNull(applications.withdrawnAt)))
      .groupBy(applications.jobId),
    db
      .select({ jobId: jobViews.jobId, n: count() })
      .from(jobViews)
      .where(inArray(jobViews.jobId, jobIds))
      .groupBy(jobViews.jobId),
  ]);
  return {
    applicants: new Map(applicantRows.map((row) => [row.jobId, row.n])),
    views: new Map(viewRows.map((row) => [row.jobId, row.n])),
  };
}

/** `GET /api/employer/jobs`: every post of the company, newest first, with its state, applicants and views. */
export async function listEmployerJobs(deps: Pick<AppDeps, 'db' | 'clock'>, employerId: string): Promise<PostedJob[]> {
  const companyId = await employerCompanyIdOrNull(deps.db, employerId);
  if (!companyId) return [];
  const rows = await deps.db.select().from(jobs).where(companyPosts(companyId)).orderBy(desc(jobs.postedAt));
  const counts = await postingCounts(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = deps.clock.now();
  return rows.map((row) =>
    presentPosting(row, { applicants: counts.applicants.get(row.id) ?? 0, views: counts.views.get(row.id) ?? 0 }, now),
  );
}

/** `GET /api/employer/stats`: every figure counted from the company's own posts, applications and views. */
export async function employerStats(deps: Pick<AppDeps, 'db' | 'clock'>, employerId: string): Promise<EmployerStats> {
  const companyId = await employerCompanyIdOrNull(deps.db, employerId);
  if (!companyId) return { activeJobs: 0, totalApplicants: 0, jobViews: 0, candidateMatches: 0 };
  const now = deps.clock.now();
  const [[active], [applicants], [views]] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(jobs)
      .where(and(companyPosts(companyId), isLiveJob(now))),
    deps.db
      .select({
        total: count(),
        matches: sql<number>`count(*) filter (where ${applications.matchScore} >= ${candidateMatchScore})`.mapWith(
          Number,
        ),
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(companyPosts(companyId), isNull(applications.withdrawnAt))),
    deps.db
      .select({ n: count() })
      .from(jobViews)
      .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
      .where(companyPosts(companyId)),
  ]);
  return {
    activeJobs: active?.n ?? 0,
    totalApplicants: applicants?.total ?? 0,
    jobViews: views?.n ?? 0,
    candidateMatches: applicants?.matches ?? 0,
  };
}
