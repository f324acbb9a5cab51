import { and, eq, isNull } from 'drizzle-orm';
import { applications } from '../../db/schema/applications.ts';
import type { EmailOutcomeHooks } from '../../lib/mail/email-worker.ts';

/**
 * What an application e-mail's outcome means for its application (given to the mail task by background-tasks.ts):
 * one the seeker withdrew before it left is not sent; one that can never be delivered marks the application Failed
 * with the reason — in the transaction that marks the e-mail failed. An application withdrawn, or one that has moved
 * on (an employer reviewing it), is left alone. Autopilot's follow-up carries the application too (a withdrawal
 * cancels it) but its failure changes nothing.
 */
export const applicationEmailOutcomes: EmailOutcomeHooks = {
  async shouldCancel(db, email) {
    if (!email.applicationId) return false;
    const [application] = await db
      .select({ withdrawnAt: applications.withdrawnAt })
      .from(applications)
      .where(eq(applications.id, email.applicationId));
    return Boolean(application?.withdrawnAt);
  },

  async onFinalFailure(tx, email, { reason, failedAt }) {
    // A follow-up (an answer in the application's thread) that bounces says nothing about the application itself,
    // which was delivered: only the e-mail that submitted it can fail it.
    if (!email.applicationId || email.inReplyToEmailId) return;
    await tx
      .update(applications)
      .set({
        status: 'Failed',
        failureReason: `The application e-mail could not be delivered: ${reason}`.slice(0, 1000),
        updatedAt: failedAt,
      })
      .where(
        and(
          eq(applications.id, email.applicationId),
          eq(applications.status, 'Applied'),
          isNull(applications.withdrawnAt),
        ),
      );
  },
};
