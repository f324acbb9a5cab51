import { and, asc, between, count, eq, inArray, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, jobViews } from '../../db/schema/jobs.ts';

/**
 * How a company's job views are counted, in one place, so the dashboard's counters and the analytics page agree.
 * Recording already keeps one row per viewer a day and leaves out the company's own accounts and known bots
 * (job-views.ts); counting is then "rows of job_views", over the company's own posts (not imported jobs, not removed
 * ones).
 */

type Reader = Pick<Db, 'select'>;

/** The company's posts as its dashboard lists them: posted on Orbit Jobs, not removed by a moderator. */
export const companyPosts = (companyId: string): SQL =>
  and(eq(jobs.companyId, companyId), isNotNull(jobs.postedBy), ne(jobs.status, 'removed'))!;

/** Views per job, for the dashboard's list of posts. */
export async function viewsPerJob(db: Reader, jobIds: readonly string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: jobViews.jobId, n: count() })
    .from(jobViews)
    .where(inArray(jobViews.jobId, [...jobIds]))
    .groupBy(jobViews.jobId);
  return new Map(rows.map((row) => [row.jobId, row.n]));
}

/** Every view of the company's posts, for the dashboard's counter. */
export async function companyViews(db: Reader, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
    .where(companyPosts(companyId));
  return row?.n ?? 0;
}

export interface ViewScope {
  companyId: string;
  /** One of the company's posts, or every one of them. */
  jobId?: string | undefined;
}

/** Views per UTC day from `from` to `to` (YYYY-MM-DD, inclusive); days without views are left out. */
export function viewsByDay(
  db: Reader,
  scope: ViewScope,
  period: { from: string; to: string },
): Promise<{ day: string; n: number }[]> {
  return db
    .select({ day: jobViews.day, n: count() })
    .from(jobViews)
    .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
    .where(
      and(
        companyPosts(scope.companyId),
        scope.jobId ? eq(jobViews.jobId, scope.jobId) : undefined,
        between(jobViews.day, period.from, period.to),
      ),
    )
    .groupBy(jobViews.day)
    .orderBy(asc(jobViews.day));
}
