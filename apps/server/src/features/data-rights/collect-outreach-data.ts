import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests, messages, outreachReports, threads } from '../../db/schema/outreach.ts';

type Reader = Pick<Db, 'select'>;

/**
 * The export's outreach part. A seeker gets the contact requests they received, their conversations with what they
 * wrote and what the companies wrote to them, and the reports they filed. A message or request screening held and no
 * moderator released never reached them, so it is left out (their own held messages are theirs and stay in, marked
 * held); so are the moderators' identities and the held reasons, which are the moderators' working notes. An employer
 * gets the requests they sent and the messages they wrote — not the seekers' identities: those are the seekers' to
 * export.
 */
export async function collectOutreachData(
  db: Reader,
  user: { id: string; userType: string },
): Promise<Record<string, unknown>> {
  if (user.userType === 'employer') {
    const [sent, written] = await Promise.all([
      db
        .select({ ...requestColumns, company: companies.name })
        .from(contactRequests)
        .innerJoin(companies, eq(companies.id, contactRequests.companyId))
        .leftJoin(jobs, eq(jobs.id, contactRequests.jobId))
        .where(eq(contactRequests.senderId, user.id))
        .orderBy(asc(contactRequests.createdAt)),
      db
        .select({ threadId: messages.threadId, ...messageColumns })
        .from(messages)
        .where(eq(messages.senderId, user.id))
        .orderBy(asc(messages.createdAt)),
    ]);
    return { contactRequestsSent: sent, messagesWritten: written };
  }

  const [received, conversations, filed] = await Promise.all([
    db
      .select({ ...requestColumns, company: companies.name })
      .from(contactRequests)
      .innerJoin(companies, eq(companies.id, contactRequests.companyId))
      .leftJoin(jobs, eq(jobs.id, contactRequests.jobId))
      .where(and(eq(contactRequests.seekerId, user.id), eq(contactRequests.held, false)))
      .orderBy(asc(contactRequests.createdAt)),
    db
      .select({
        id: threads.id,
        company: companies.name,
        createdAt: threads.createdAt,
        lastMessageAt: threads.lastMessageAt,
      })
      .from(threads)
      .innerJoin(companies, eq(companies.id, threads.companyId))
      .where(eq(threads.seekerId, user.id))
      .orderBy(asc(threads.createdAt)),
    db
      .select({
        id: outreachReports.id,
        kind: outreachReports.kind,
        company: companies.name,
        contactRequestId: outreachReports.contactRequestId,
        messageId: outreachReports.messageId,
        reason: outreachReports.reason,
        status: outreachReports.status,
        createdAt: outreachReports.createdAt,
        decidedAt: outreachReports.decidedAt,
      })
      .from(outreachReports)
      .innerJoin(companies, eq(companies.id, outreachReports.companyId))
      .where(eq(outreachReports.reporterId, user.id))
      .orderBy(asc(outreachReports.createdAt)),
  ]);
  const threadIds = conversations.map((thread) => thread.id);
  const shown =
    threadIds.length === 0
      ? []
      : await db
          .select({ threadId: messages.threadId, side: messages.side, ...messageColumns })
          .from(messages)
          .where(and(inArray(messages.threadId, threadIds), or(eq(messages.side, 'seeker'), eq(messages.held, false))))
          .orderBy(asc(messages.createdAt), asc(messages.id));
  return {
    contactRequests: received,
    conversations: conversations.map((thread) => ({
      ...thread,
      messages: shown
        .filter((message) => message.threadId === thread.id)
        .map(({ threadId: _thread, ...message }) => message),
    })),
    reportsFiled: filed,
  };
}

const requestColumns = {
  id: contactRequests.id,
  job: jobs.title,
  subject: contactRequests.subject,
  message: contactRequests.message,
  salaryMin: contactRequests.salaryMin,
  salaryMax: contactRequests.salaryMax,
  salaryCurrency: contactRequests.salaryCurrency,
  status: contactRequests.status,
  declineReason: contactRequests.declineReason,
  createdAt: contactRequests.createdAt,
  expiresAt: contactRequests.expiresAt,
  decidedAt: contactRequests.decidedAt,
};

const messageColumns = { id: messages.id, body: messages.body, held: messages.held, createdAt: messages.createdAt };
