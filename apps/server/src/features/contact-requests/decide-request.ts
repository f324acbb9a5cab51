import { and, eq } from 'drizzle-orm';
import type { ContactRequest, contactRequestDecisionSchema } from '@orbit/shared/outreach-contracts';
import { talentDisplayName } from '@orbit/shared/talent-contracts';
import type { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { contactRequests } from '../../db/schema/outreach.ts';
import { verifiedCompanyIds } from '../../domain/companies/company-trust.ts';
import { fileReport } from '../../domain/outreach/reports.ts';
import { openThread } from '../../domain/outreach/threads.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { acceptedEmail, declinedEmail } from './contact-emails.ts';
import { presentContactRequest, readRequestRow } from './list-requests.ts';
import { effectiveStatus, stillPending } from './request-state.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>;
type Decision = z.infer<typeof contactRequestDecisionSchema>;

export const requestMessages = {
  notFound: 'Contact request not found',
  expired: 'This request has expired: the company may send a new one',
  answered: 'You already answered this request',
} as const;

const statusOf = { accept: 'accepted', decline: 'declined', report: 'reported' } as const;

/**
 * `POST /api/contact-requests/:id`: the seeker it was sent to answers it, once. Someone else's request is a 404 (as
 * if it did not exist); one expired or answered already is a 409. The change is a conditional update (still pending,
 * not past its expiry) so two answers at once cannot both win. Accepting opens the one thread of the company and the
 * seeker; declining keeps the company away for 90 days; reporting files it for the moderators. The sender hears of
 * an accept or a decline by e-mail; a report is not announced to the company it is about.
 */
export async function decideContactRequest(
  deps: Deps,
  seekerId: string,
  requestId: string,
  decision: Decision,
): Promise<{ contactRequest: ContactRequest; threadId?: string }> {
  const notFound = new AppError('NOT_FOUND', requestMessages.notFound);
  if (!isUuid(requestId)) throw notFound;
  const now = deps.clock.now();
  const reason = decision.reason ?? '';

  return deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactRequests)
      .set({
        status: statusOf[decision.decision],
        decidedAt: now,
        ...(decision.decision === 'decline' ? { declineReason: reason } : {}),
      })
      .where(
        and(
          eq(contactRequests.id, requestId),
          eq(contactRequests.seekerId, seekerId),
          eq(contactRequests.held, false),
          stillPending(now),
        ),
      )
      .returning({ companyId: contactRequests.companyId, senderId: contactRequests.senderId });
    if (!changed) {
      const row = await readRequestRow(tx, requestId);
      // One held for a moderator has not reached the seeker: for them it does not exist yet.
      if (!row || row.seekerId !== seekerId || row.held) throw notFound;
      throw new AppError(
        'CONFLICT',
        effectiveStatus(row, now) === 'expired' ? requestMessages.expired : requestMessages.answered,
      );
    }

    let threadId: string | undefined;
    if (decision.decision === 'accept') {
      threadId = (await openThread(tx, { companyId: changed.companyId, seekerId, contactRequestId: requestId })).id;
    }
    if (decision.decision === 'report') {
      await fileReport(tx, {
        kind: 'contact-request',
        companyId: changed.companyId,
        contactRequestId: requestId,
        reporterId: seekerId,
        reason,
      });
    }
    if (decision.decision !== 'report' && changed.senderId) {
      await emailSender(tx, deps, { senderId: changed.senderId, seekerId, threadId, reason });
    }

    const row = await readRequestRow(tx, requestId);
    if (!row) throw notFound;
    const verified = (await verifiedCompanyIds(tx, [row.companyId])).has(row.companyId);
    const contactRequest = presentContactRequest(row, { now, verified });
    return threadId ? { contactRequest, threadId } : { contactRequest };
  });
}

/** The employer who wrote the request learns the answer: the seeker's full name once accepted, the card name if not. */
async function emailSender(
  tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
  deps: Deps,
  answer: { senderId: string; seekerId: string; threadId: string | undefined; reason: string },
) {
  const people = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, answer.senderId));
  const [seeker] = await tx.select({ name: users.name }).from(users).where(eq(users.id, answer.seekerId));
  const sender = people[0];
  if (!sender || !seeker) return;
  const email = answer.threadId
    ? acceptedEmail({
        to: sender.email,
        employerName: sender.name,
        seekerName: seeker.name,
        threadUrl: `${deps.config.publicUrl}/inbox/threads/${answer.threadId}`,
      })
    : declinedEmail({
        to: sender.email,
        employerName: sender.name,
        seekerName: talentDisplayName(seeker.name),
        reason: answer.reason,
        searchUrl: `${deps.config.publicUrl}/search-candidates`,
      });
  await enqueueEmail(tx, deps.boss, email);
}
