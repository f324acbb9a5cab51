import { and, eq, inArray, isNull } from 'drizzle-orm';
import { openApplicationStatuses } from '@orbit/shared/pipeline-contracts';
import type { ClosedReason } from '@orbit/shared/posting-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { firstResponseAt } from './first-response.ts';
import { queueStatusEmail, type StatusEmailSender } from './status-email.ts';

/** What a seeker reads when the employer closed the job without a message of their own. */
export const closingFeedback: Readonly<Record<ClosedReason, string>> = {
  filled: 'The position has been filled. Thank you for your interest.',
  cancelled: 'The employer has closed this job without filling it. Thank you for your interest.',
  expired: 'This job has closed. Thank you for your interest.',
  rejected: 'This job is no longer open on Orbit Jobs.',
};

/**
 * Closing a job answers every application still waiting for an outcome (openApplicationStatuses, not withdrawn): each
 * becomes Rejected with the employer's closing message as its feedback (or a plain sentence for the reason), counts as
 * the company's first response if there was none, and its seeker's status e-mail is queued — all in the caller's
 * transaction, with the job's own change. Two closes of one job take turns (the job's row is locked first, so their
 * updates never lock the same applications in different orders), and one conditional update answers them
 * (`where status in (open statuses)`), so each application is answered once: the second close finds it Rejected.
 * Returns how many applications this call answered.
 */
export async function closeJobApplications(
  tx: Pick<Db, 'select' | 'update' | 'execute'>,
  deps: StatusEmailSender,
  jobId: string,
  close: { reason: ClosedReason; message: string },
): Promise<number> {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
  const now = deps.clock.now();
  const answered = await tx
    .update(applications)
    .set({
      status: 'Rejected',
      feedback: close.message.trim() || closingFeedback[close.reason],
      firstResponseAt: firstResponseAt(now),
      statusChangedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(applications.jobId, jobId),
        inArray(applications.status, [...openApplicationStatuses]),
        isNull(applications.withdrawnAt),
      ),
    )
    .returning({ id: applications.id, notifiedAt: applications.notifiedAt });
  for (const application of answered) await queueStatusEmail(tx, deps, application);
  return answered.length;
}
