import { postingLifetimeDays, renewWindowDays, type PostedJob } from '@orbit/shared/posting-contracts';
import type { jobs } from '../../db/schema/jobs.ts';
import { postingStatusOf } from '../../domain/jobs/posting-status.ts';

const dayMs = 24 * 60 * 60 * 1000;

type PostingRow = Pick<
  typeof jobs.$inferSelect,
  | 'id'
  | 'title'
  | 'location'
  | 'postedAt'
  | 'expiresAt'
  | 'status'
  | 'closedReason'
  | 'closedMessage'
  | 'screeningFindings'
  | 'acceptsAutopilot'
>;

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
    acceptsAutopilot: row.acceptsAutopilot,
  };
}
