import { and, eq, isNull } from 'drizzle-orm';
import { contactRequestLifetimeDays } from '@orbit/shared/policy-figures';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { contactRequests, messages, outreachReports, threads } from '../../db/schema/outreach.ts';
import { deliverContactRequest } from '../../domain/outreach/request-delivery.ts';
import { queueUnreadEmail } from '../../domain/outreach/unread-email-task.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { closeCompanyPosts } from '../job-posting/close-job.ts';
import { employerSuspendedEmail, reportMessages, suspendedJobClosingMessage } from './report-emails.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `POST /api/moderation/reports/:id`. The report's row is locked first, so two moderators deciding at once take turns
 * and the second gets a 409; an unknown id is a 404.
 *
 * Dismiss: the report is closed as unfounded. A held message it was about is released (held = false): the moderator
 * read it and found nothing wrong, so the seeker it was written to sees it now, and is e-mailed as for a new message. A request screening held is released
 * the same way: it reaches the seeker's inbox and e-mail as a request sent now does, with its 14 days from now. A
 * reported request stays as the seeker left it (reported): they chose not to answer it.
 *
 * Suspend the employer: everything happens in one transaction, so the company is never half suspended — the company
 * is marked suspended (assertMayReachOut refuses its outreach from then on), every open report about it is decided with
 * this one, its held messages stay held, its pending contact requests expire, its open posts close (Active ones with a
 * message to their applicants, as closing a job does; Pending ones so none goes live), and each of its employer accounts is e-mailed why.
 */
export async function decideReport(
  deps: Deps,
  moderatorId: string,
  reportId: string,
  decision: { decision: 'dismiss' | 'suspend-employer'; reason?: string | undefined },
): Promise<{ msg: string }> {
  if (!isUuid(reportId)) throw new AppError('NOT_FOUND', reportMessages.notFound);
  const reason = decision.reason?.trim() ?? '';
  if (decision.decision === 'suspend-employer' && !reason) {
    throw new AppError('BAD_REQUEST', reportMessages.reasonRequired, {
      errors: [{ msg: reportMessages.reasonRequired, path: 'reason' }],
    });
  }
  return deps.db.transaction(async (tx) => {
    const [report] = await tx.select().from(outreachReports).where(eq(outreachReports.id, reportId)).for('update');
    if (!report) throw new AppError('NOT_FOUND', reportMessages.notFound);
    if (report.status !== 'open') throw new AppError('CONFLICT', reportMessages.alreadyDecided);
    const decided = { decidedAt: deps.clock.now(), decidedBy: moderatorId };
    if (decision.decision === 'dismiss') {
      await tx
        .update(outreachReports)
        .set({ status: 'dismissed', ...decided })
        .where(eq(outreachReports.id, report.id));
      if (report.messageId) await releaseMessage(tx, deps, report.messageId);
      if (report.contactRequestId) await releaseRequest(tx, deps, report.contactRequestId);
      return { msg: reportMessages.dismissed };
    }
    await suspendCompany(tx, deps, report.companyId, reason, decided);
    return { msg: reportMessages.suspended };
  });
}

/**
 * A held message reaches the seeker now, so it takes the release's moment: it sorts after what they saw before,
 * counts as unread, and queues the unread e-mail (5 minutes unread, at most once an hour per thread) as a message
 * written now does. A message the seeker could already read (a seeker's report of it) changes nothing.
 */
async function releaseMessage(tx: Tx, deps: Deps, messageId: string): Promise<void> {
  const now = deps.clock.now();
  const [released] = await tx
    .update(messages)
    .set({ held: false, createdAt: now })
    .where(and(eq(messages.id, messageId), eq(messages.held, true)))
    .returning({ threadId: messages.threadId, side: messages.side });
  if (!released) return;
  await tx.update(threads).set({ lastMessageAt: now }).where(eq(threads.id, released.threadId));
  await queueUnreadEmail(tx, deps.boss, {
    threadId: released.threadId,
    recipient: released.side === 'employer' ? 'seeker' : 'employer',
  });
}

/** A held request, still pending (not withdrawn by a suspension), goes to its seeker now. */
async function releaseRequest(tx: Tx, deps: Deps, requestId: string): Promise<void> {
  const now = deps.clock.now();
  const [released] = await tx
    .update(contactRequests)
    .set({ held: false, expiresAt: new Date(now.getTime() + contactRequestLifetimeDays * dayMs) })
    .where(
      and(eq(contactRequests.id, requestId), eq(contactRequests.status, 'pending'), eq(contactRequests.held, true)),
    )
    .returning({ id: contactRequests.id });
  if (released) await deliverContactRequest(tx, deps, released.id);
}

async function suspendCompany(
  tx: Tx,
  deps: Deps,
  companyId: string,
  reason: string,
  decided: { decidedAt: Date; decidedBy: string },
): Promise<void> {
  const now = decided.decidedAt;
  // An already suspended company keeps the first suspension's time and reason; the rest still applies.
  await tx
    .update(companies)
    .set({ suspendedAt: now, suspendedReason: reason, updatedAt: now })
    .where(and(eq(companies.id, companyId), isNull(companies.suspendedAt)));
  await tx
    .update(outreachReports)
    .set({ status: 'employer-suspended', ...decided })
    .where(and(eq(outreachReports.companyId, companyId), eq(outreachReports.status, 'open')));
  // Seekers have nothing left to answer: the company may no longer talk to them.
  await tx
    .update(contactRequests)
    .set({ status: 'expired' })
    .where(and(eq(contactRequests.companyId, companyId), eq(contactRequests.status, 'pending')));
  const closed = await closeCompanyPosts(tx, deps, companyId, {
    reason: 'cancelled',
    message: suspendedJobClosingMessage,
  });

  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const employers = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userType, 'employer')));
  for (const employer of employers) {
    await enqueueEmail(
      tx,
      deps.boss,
      employerSuspendedEmail({
        to: employer.email,
        name: employer.name,
        companyName: company?.name ?? 'Your company',
        reason,
        closedJobs: closed.jobs,
        contactUrl: `${deps.config.publicUrl}/contact`,
      }),
    );
  }
}
