import { and, eq } from 'drizzle-orm';
import { messages as sharedMessages } from '@orbit/shared/messages';
import { conversationTexts } from '@orbit/shared/conversation-contracts';
import { outreachMessages, type ThreadMessage } from '@orbit/shared/outreach-contracts';
import type { Db } from '../../db/client.ts';
import { messages, outreachReports, threads } from '../../db/schema/outreach.ts';
import { fileReport } from '../../domain/outreach/reports.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { assertMayReachOut } from '../../domain/outreach/suspension.ts';
import { messageHoldReasons } from '../../domain/screening/scam-phrases.ts';
import { queueUnreadEmail } from '../../domain/outreach/unread-email-task.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { consumeLimit } from '../../lib/rate-limit.ts';
import { isUuid } from '../../lib/ids.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import { threadMessageKey, threadMessageRule } from './message-rate-limit.ts';
import { presentMessage } from './read-thread.ts';
import { findCallerThread, type Caller } from './thread-rows.ts';

interface PostDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
}

/**
 * Writes a message. An employer's is screened first: one asking the seeker for money, identity or bank details, or to
 * talk elsewhere only, is stored held, with a report for the moderators (no reporter: screening held it), and the
 * seeker sees a warning instead of it. A seeker's message is not screened: those phrases guard seekers, not companies.
 * A message the other side can read queues the unread e-mail, due in the same transaction. Each sender may write at
 * most 30 messages in 10 minutes in a thread (message-rate-limit.ts), beyond them a 429 with Retry-After.
 */
export async function postMessage(
  deps: PostDeps,
  caller: Caller,
  threadId: string,
  body: string,
): Promise<{ message: ThreadMessage; notice?: string }> {
  const thread = await findCallerThread(deps.db, caller, threadId);
  if (caller.side === 'employer') {
    if (thread.seekerId === null) throw new AppError('CONFLICT', conversationTexts.seekerGone);
    await assertMayReachOut(deps.db, thread.companyId);
  }
  // After the thread and suspension checks: a refused caller spends nothing of the thread's allowance.
  await consumeLimit(deps, threadMessageRule, threadMessageKey(thread.id, caller.userId));
  const heldReasons = caller.side === 'employer' ? messageHoldReasons(body) : [];
  const held = heldReasons.length > 0;
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({
        threadId: thread.id,
        senderId: caller.userId,
        side: caller.side,
        body,
        held,
        heldReasons,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('message insert returned nothing');
    const readNow = caller.side === 'seeker' ? { seekerReadAt: now } : { employerReadAt: now };
    if (caller.side === 'employer')
      await recordAudit(tx, {
        companyId: thread.companyId,
        actorId: caller.userId,
        action: 'message.sent',
        at: now,
        jobId: thread.jobId,
        detail: [thread.seekerName, held ? '(held for review)' : ''].filter(Boolean).join(' '),
      });
    if (held) {
      await fileReport(tx, { kind: 'message', companyId: thread.companyId, messageId: inserted.id });
      await tx.update(threads).set(readNow).where(eq(threads.id, thread.id));
    } else {
      await tx
        .update(threads)
        .set({ ...readNow, lastMessageAt: now })
        .where(eq(threads.id, thread.id));
      await queueUnreadEmail(tx, deps.boss, {
        threadId: thread.id,
        recipient: caller.side === 'seeker' ? 'employer' : 'seeker',
      });
    }
    return inserted;
  });
  return held
    ? { message: presentMessage(row, caller), notice: outreachMessages.messageHeld }
    : { message: presentMessage(row, caller) };
}

/**
 * A seeker reporting a message the company sent them, for the moderators' queue. Only the company's messages the seeker
 * can see are theirs to report; any other id is a 404. Reporting it again while the report is open changes nothing.
 */
export async function reportMessage(
  db: Db,
  caller: Caller,
  threadId: string,
  messageId: string,
  reason: string | undefined,
): Promise<void> {
  const thread = await findCallerThread(db, caller, threadId);
  const [message] = isUuid(messageId)
    ? await db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            eq(messages.threadId, thread.id),
            eq(messages.side, 'employer'),
            eq(messages.held, false),
          ),
        )
    : [];
  if (!message) throw new AppError('NOT_FOUND', sharedMessages.notFound);
  // A second click files nothing more: the moderators already have this seeker's open report of it.
  const [already] = await db
    .select({ id: outreachReports.id })
    .from(outreachReports)
    .where(
      and(
        eq(outreachReports.messageId, message.id),
        eq(outreachReports.reporterId, caller.userId),
        eq(outreachReports.status, 'open'),
      ),
    );
  if (already) return;
  await fileReport(db, {
    kind: 'message',
    companyId: thread.companyId,
    messageId: message.id,
    reporterId: caller.userId,
    ...(reason ? { reason } : {}),
  });
}
