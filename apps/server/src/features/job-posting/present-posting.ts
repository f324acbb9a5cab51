import { postingLifetimeDays, renewWindowDays, type PostedJob, type PostingStatus } from '@orbit/shared/posting-contracts';
import type { jobs } from '../../db/schema/jobs.ts';
import { isLiveJobRow } from '../../domain/jobs/live-jobs.ts';

const dayMs = 24 * 60 * 60 * 1000;

type PostingRow = Pick<
  typeof jobs.$inferSelect,
  'id' | 'title' | 'location' | 'postedAt' | 'expiresAt' | 'status' | 'closedReason' | 'closedMessage' | 'screeningFindings'
>;

/** Pending → Active → Closed, as the employer sees it: a live post past its 30 days has closed (expired). */
export function postingStatusOf(row: Pick<PostingRow, 'status' | 'expiresAt'>, now: Date): PostingStatus {
  if (row.status === 'pending') return 'Pending';
  return isLiveJobRow(row, now) ? 'Active' : 'Closed';
}

/** Renewal is open in an Active post's last 5 days. */
export function canRenew(row: Pick<PostingRow, 'status' | 'expiresAt'>, now: Date): boolean {
  return postingStatusOf(row, now) === 'Active' && row.expiresAt.getTime() - now.getTime() <= renewWindowDays * dayMs;
}

export const renewedExpiry = (expiresAt: Date): Date => new Date(expiresAt.getTime() + postingLifetimeDays * dayMs);

export function presentPosting(row: PostingRow, counts: { applicants: number; views: number }, now: Date): PostedJob {
  const status = postingStatusOf(row, now);
  const expired = status === 'Closed' && row.status === 'live';
  return {
    _id: row.id,
    title: row.title,
    location: row.location,
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    postingStatus: status,
    closedReason: expired ? 'expired' : row.closedReason,
    closedMessage: row.closedMessage,
    findings: row.screeningFindings,
    canRenew: canRenew(row, now),
    applicants: counts.applicants,
    views: counts.views,
  };
}
