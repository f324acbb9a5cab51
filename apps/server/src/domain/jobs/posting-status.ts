import type { PostingStatus } from '@orbit/shared/posting-contracts';
import { isLiveJobRow } from './live-jobs.ts';

/**
 * A post's state as its employer sees it — Pending (awaiting review) → Active → Closed (closed, rejected, or live past
 * its 30 days) — for every feature that shows a post to its company (posting, the applicants page).
 */
export function postingStatusOf(row: { status: string; expiresAt: Date }, now: Date): PostingStatus {
  if (row.status === 'pending') return 'Pending';
  if (row.status === 'draft') return 'Draft';
  return isLiveJobRow(row, now) ? 'Active' : 'Closed';
}
