import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { candidateMatchScore, type EmployerStats, type PostedJob } from '@orbit/shared/posting-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { companyPosts, companyViews, viewsPerJob } from '../../domain/jobs/view-counts.ts';
import { employerScope } from '../../domain/ownership.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { presentPosting } from './present-posting.ts';

type Reader = Pick<Db, 'select'>;

/** The company's posts the member may see: all of them, or a hiring manager's assigned ones. */
const visiblePosts = (scope: { companyId: string; jobIds: string[] | null }) =>
  scope.jobIds === null
    ? companyPosts(scope.companyId)
    : and(companyPosts(scope.companyId), inArray(jobs.id, scope.jobIds.length > 0 ? scope.jobIds : [nobody]));
const nobody = '00000000-0000-0000-0000-000000000000';

/** Applicants (withdrawn ones left out) and views (counted as domain/jobs/view-counts.ts counts them) per job. */
export async function postingCounts(db: Reader, jobIds: string[]) {
  if (jobIds.length === 0) return { applicants: new Map<string, number>(), views: new Map<string, number>() };
  const [applicantRows, views] = await Promise.all([
    db
      .select({ jobId: applications.jobId, n: count() })
      .from(applications)
      .where(and(inArray(applications.jobId, jobIds), isNull(applications.withdrawnAt)))
      .groupBy(applications.jobId),
    viewsPerJob(db, jobIds),
  ]);
  return { applicants: new Map(applicantRows.map((row) => [row.jobId, row.n])), views };
}

/** `GET /api/employer/jobs`: every post of the company, newest first, with its state, applicants and views. */
export async function listEmployerJobs(deps: Pick<AppDeps, 'db' | 'clock'>, employerId: string): Promise<PostedJob[]> {
  const scope = await employerScope(deps.db, employerId);
  if (!scope) return [];
  const rows = await deps.db.select().from(jobs).where(visiblePosts(scope)).orderBy(desc(jobs.postedAt));
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
  const scope = await employerScope(deps.db, employerId);
  if (!scope) return { activeJobs: 0, totalApplicants: 0, jobViews: 0, candidateMatches: 0 };
  const { companyId } = scope;
  const now = deps.clock.now();
  const [[active], [applicants], views] = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(jobs)
      .where(and(visiblePosts(scope), isLiveJob(now))),
    deps.db
      .select({
        total: count(),
        matches: sql<number>`count(*) filter (where ${applications.matchScore} >= ${candidateMatchScore})`.mapWith(
          Number,
        ),
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(visiblePosts(scope), isNull(applications.withdrawnAt))),
    // A hiring manager's figures cover their jobs only.
    scope.jobIds === null
      ? companyViews(deps.db, companyId)
      : viewsPerJob(deps.db, scope.jobIds).then((views) => [...views.values()].reduce((sum, n) => sum + n, 0)),
  ]);
  return {
    activeJobs: active?.n ?? 0,
    totalApplicants: applicants?.total ?? 0,
    jobViews: views,
    candidateMatches: applicants?.matches ?? 0,
  };
}
