import { and, eq, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import { jobLifetimeDays } from '@orbit/shared/job-display';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * What "live" means, shared by every feature that lists, shows or applies to jobs: status live and inside its 30 days
 * (spec section 9). Time comes from the caller's clock, never the database's, so tests can move it.
 */
export const jobLifetimeMs = jobLifetimeDays * 24 * 60 * 60 * 1000;

export const expiresAtFor = (postedAt: Date): Date => new Date(postedAt.getTime() + jobLifetimeMs);

export function isLiveJob(now: Date): SQL {
  return and(eq(jobs.status, 'live'), gt(jobs.expiresAt, now)) as SQL;
}

/**
 * Jobs with a page of their own: live, expired and closed ones (their page says so). Removed jobs are gone, and a
 * post awaiting review is seen only by its company and moderators.
 */
export function hasPublicPage(): SQL {
  return notInArray(jobs.status, ['removed', 'pending']);
}

/** The same rule for a row already read (a job page, an application): `isLiveJob` is its SQL. */
export const isLiveJobRow = (row: { status: string; expiresAt: Date }, now: Date): boolean =>
  row.status === 'live' && row.expiresAt.getTime() > now.getTime();

/**
 * When the first of the jobs counted expires, as ms since the epoch (null when none): the moment an answer about them
 * stops being true. An aggregate, or a window aggregate given its `over (…)`. As a number: a raw timestamp comes back
 * from the two drivers in two shapes.
 */
export const firstExpiryMs = (window: SQL = sql``) =>
  sql<number | null>`(extract(epoch from min(${jobs.expiresAt}) ${window}) * 1000)::float8`.mapWith((value) =>
    value == null ? null : Number(value),
  );
