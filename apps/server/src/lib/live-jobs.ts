import { and, eq, gt, type SQL } from 'drizzle-orm';
import { jobLifetimeDays } from '@orbit/shared/job-display';
import { jobs } from '../db/schema.ts';

/**
 * What "live" means, shared by the jobs and companies features: status live and inside its 30 days
 * (spec section 9). Time comes from the caller's clock, never the database's, so tests can move it.
 */
export const jobLifetimeMs = jobLifetimeDays * 24 * 60 * 60 * 1000;

export const expiresAtFor = (postedAt: Date): Date => new Date(postedAt.getTime() + jobLifetimeMs);

export function isLiveJob(now: Date): SQL {
  return and(eq(jobs.status, 'live'), gt(jobs.expiresAt, now)) as SQL;
}
