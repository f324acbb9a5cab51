import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactRequests, messages, outreachReports, threads } from '../../db/schema/outreach.ts';
import { scrubIdentity, type Identity } from './scrub-identity.ts';

type Tx = Pick<Db, 'select' | 'update' | 'delete'>;

/**
 * A deleted seeker's contact requests, conversations and reports, treated as their applications are
 * (anonymise-applications.ts): the company keeps its side, nothing of the person stays.
 *   - Requests: the seeker goes (by foreign key); a pending one expires, as nobody is left to answer it, and their
 *     reason for declining is their words, so it goes.
 *   - Conversations: the seeker goes from the thread (by foreign key) and their messages are deleted, as an
 *     application's letter and notes are emptied; the company's own messages stay, the seeker's name, address and
 *     phone taken out of them, as from the employer's notes.
 *   - Reports they filed stay for the moderators (a suspension may rest on them) without the reporter (by foreign
 *     key), their identity taken out of the reason.
 * Threads and requests left without a seeker never collide: the one-per-company-and-seeker keys treat nulls as
 * distinct.
 */
export async function anonymiseOutreach(tx: Tx, identity: Identity & { id: string }): Promise<void> {
  await tx
    .update(contactRequests)
    .set({ status: 'expired' })
    .where(and(eq(contactRequests.seekerId, identity.id), eq(contactRequests.status, 'pending')));
  await tx.update(contactRequests).set({ declineReason: '' }).where(eq(contactRequests.seekerId, identity.id));

  const theirThreads = await tx.select({ id: threads.id }).from(threads).where(eq(threads.seekerId, identity.id));
  const threadIds = theirThreads.map((thread) => thread.id);
  if (threadIds.length > 0) {
    await tx.delete(messages).where(and(inArray(messages.threadId, threadIds), eq(messages.side, 'seeker')));
    const companySide = await tx
      .select({ id: messages.id, body: messages.body })
      .from(messages)
      .where(inArray(messages.threadId, threadIds));
    for (const message of companySide) {
      const body = scrubIdentity(message.body, identity);
      if (body !== message.body) await tx.update(messages).set({ body }).where(eq(messages.id, message.id));
    }
  }

  const filed = await tx
    .select({ id: outreachReports.id, reason: outreachReports.reason })
    .from(outreachReports)
    .where(eq(outreachReports.reporterId, identity.id));
  for (const report of filed) {
    const reason = scrubIdentity(report.reason, identity);
    if (reason !== report.reason)
      await tx.update(outreachReports).set({ reason }).where(eq(outreachReports.id, report.id));
  }
}
