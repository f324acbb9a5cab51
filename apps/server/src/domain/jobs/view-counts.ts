import { and, asc, between, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, jobViewDays } from '../../db/schema/jobs.ts';

/**
 * How a company's job views are counted, in one place, so the dashboard's counters and the analytics page agree.
 * Recording already keeps one row per viewer a day and leaves out the company's own accounts and known bots
 * (job-views.ts), and adds each kept view to its job's count for the day (job_view_days); counting is then summing
 * those day counts, over the company's own posts (not imported jobs, not removed ones).
 */

const views = sql<number>`coalesce(sum(${jobViewDays.views}), 0)`.mapWith(Number);

type Reader = Pick<Db, 'select'>;

/** The company's posts as its dashboard lists them: posted on Orbit Jobs, not removed by a moderator. */
export const companyPosts = (companyId: string): SQL =>
  and(eq(jobs.companyId, companyId), isNotNull(jobs.postedBy), ne(jobs.status, 'removed'))!;

/** Views per job, for the dashboard's list of posts. */
export async function viewsPerJob(db: Reader, jobIds: readonly string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: jobViewDays.jobId, n: views })
    .from(jobViewDays)
    .where(inArray(jobViewDays.jobId, [...jobIds]))
    .groupBy(jobViewDays.jobId);
  return new Map(rows.map((row) => [row.jobId, row.n]));
}

/** Every view of the company's posts, for the dashboard's counter. */
export async function companyViews(db: Reader, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: views })
    .from(jobViewDays)
    .innerJoin(jobs, eq(jobs.id, jobViewDays.jobId))
    .where(companyPosts(companyId));
  return row?.n ?? 0;
}

export interface ViewScope {
  companyId: string;
  /** One of the company's posts, or every one of them. */
  jobId?: string | undefined;
  /** A hiring manager's assigned posts (lib/auth/team-policy.ts); absent or null = every post of the company. */
  jobIds?: readonly string[] | null | undefined;
}

/** A hiring manager's posts only, when the scope names them (an empty list matches none). */
export const assignedPosts = (jobIds: readonly string[] | null | undefined): SQL | undefined =>
  jobIds ? (jobIds.length > 0 ? inArray(jobs.id, [...jobIds]) : sql`false`) : undefined;

/** Views per UTC day from `from` to `to` (YYYY-MM-DD, inclusive); days without views are left out. */
export function viewsByDay(
  db: Reader,
  scope: ViewScope,
  period: { from: string; to: string },
): Promise<{ day: string; n: number }[]> {
  return db
    .select({ day: jobViewDays.day, n: views })
    .from(jobViewDays)
    .innerJoin(jobs, eq(jobs.id, jobViewDays.jobId))
    .where(
      and(
        companyPosts(scope.companyId),
        scope.jobId ? eq(jobViewDays.jobId, scope.jobId) : undefined,
        assignedPosts(scope.jobIds),
        between(jobViewDays.day, period.from, period.to),
      ),
    )
    .groupBy(jobViewDays.day)
    .orderBy(asc(jobViewDays.day));
}
