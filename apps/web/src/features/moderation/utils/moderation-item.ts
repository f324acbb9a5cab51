import type { moderationQueueSchema } from '@orbit/shared/posting-contracts';
import type { z } from 'zod';
import type { PreviewJob } from '../../../components/job-details.tsx';

export type ModerationItem = z.infer<typeof moderationQueueSchema>[number];

/** The queued job as seekers would see it once approved. */
export const moderationPreview = (item: ModerationItem): PreviewJob => item.job;

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/** How long a post has waited for review ('Waiting 3 hours', 'Waiting 2 days'): the oldest are the most urgent. */
export function waitingForReviewText(submittedAt: string, now: Date): string {
  const time = new Date(submittedAt).getTime();
  if (Number.isNaN(time)) return '';
  const waited = Math.max(0, now.getTime() - time);
  if (waited < hourMs) return 'Waiting less than an hour';
  if (waited < dayMs) {
    const hours = Math.floor(waited / hourMs);
    return `Waiting ${hours === 1 ? '1 hour' : `${hours} hours`}`;
  }
  const days = Math.floor(waited / dayMs);
  return `Waiting ${days === 1 ? '1 day' : `${days} days`}`;
}

/** Why a post was queued when screening found nothing: the employer's company is not verified. */
export function queueReason(item: Pick<ModerationItem, 'posting' | 'employer'>): string | null {
  if (item.posting.findings.length > 0) return null;
  return item.employer.verified
    ? 'Screening found nothing; sent for review.'
    : 'Posted by an employer whose company is not verified yet.';
}
