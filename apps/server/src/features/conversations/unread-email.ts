import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { conversationTexts } from '@orbit/shared/conversation-contracts';
import { unreadEmailDelayMinutes, unreadEmailGapMinutes } from '@orbit/shared/policy-figures';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { messages, threads } from '../../db/schema/outreach.ts';
import { unreadEmailContract, type UnreadEmailRecipient } from '../../domain/outreach/unread-email-task.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import { enqueueEmail, type OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import { defineTask, type TaskSender } from '../../lib/tasks/define-task.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';

/**
 * The other side is e-mailed when a message stays unread for 5 minutes, at most once an hour per thread and side,
 * with a link to the thread and never the message's text: a held-back job is queued with each readable message, and
 * decides when it runs, by the app's clock, whether an e-mail is due. Too early (the oldest unread message is younger
 * than the delay, or the side was e-mailed within the hour) it queues itself again for the rest; a claim on the
 * side's notified time makes a duplicated job send nothing twice. The task's contract, and queueing it, are
 * domain/outreach/unread-email-task.ts: a moderator releasing a held message queues it too.
 */

const minuteMs = 60 * 1000;
type Recipient = UnreadEmailRecipient;

export interface UnreadEmailDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  config: Pick<Config, 'publicUrl'>;
}

/** Header values come from names people typed: one line only. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** The e-mail names who wrote and links the thread; the text stays on Orbit Jobs, behind the recipient's sign-in. */
export function unreadEmail(content: { to: string; name: string; from: string; threadUrl: string }): OutgoingEmail {
  return emailLayout({
    to: content.to,
    subject: oneLine(`New message from ${content.from} on Orbit Jobs`).slice(0, 250),
    lines: [`Hi ${content.name},`, `${content.from} sent you a message on Orbit Jobs. Read it and answer there.`],
    action: { label: 'Open the conversation', url: content.threadUrl },
    footer: {
      text: `You get this e-mail when a message waits unread for ${unreadEmailDelayMinutes} minutes, at most once an hour per conversation.`,
    },
  });
}

export async function sendUnreadEmail(deps: UnreadEmailDeps, threadId: string, recipient: Recipient): Promise<void> {
  const notifiedAt = recipient === 'seeker' ? threads.seekerNotifiedAt : threads.employerNotifiedAt;
  const readAt = recipient === 'seeker' ? threads.seekerReadAt : threads.employerReadAt;
  const [thread] = await deps.db
    .select({
      companyId: threads.companyId,
      companyName: companies.name,
      seekerName: users.name,
      seekerEmail: users.email,
      notifiedAt,
      // The oldest message the recipient has neither read nor been e-mailed about.
      oldestUnread: sql<Date | null>`(select min(${messages.createdAt}) from ${messages}
        where ${messages.threadId} = ${threads.id} and ${messages.side} <> ${recipient} and not ${messages.held}
          and ${messages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz)
          and ${messages.createdAt} > coalesce(${notifiedAt}, '-infinity'::timestamptz))`.mapWith(threads.createdAt),
    })
    .from(threads)
    .innerJoin(companies, eq(companies.id, threads.companyId))
    .leftJoin(users, eq(users.id, threads.seekerId))
    .where(eq(threads.id, threadId));
  if (!thread?.oldestUnread || thread.seekerName === null || thread.seekerEmail === null) return;

  const now = deps.clock.now();
  const dueAt = Math.max(
    thread.oldestUnread.getTime() + unreadEmailDelayMinutes * minuteMs,
    (thread.notifiedAt?.getTime() ?? 0) + unreadEmailGapMinutes * minuteMs,
  );
  if (dueAt > now.getTime()) {
    await sendTask(
      deps.boss,
      unreadEmailContract,
      { threadId, recipient },
      { delaySeconds: (dueAt - now.getTime()) / 1000 },
    );
    return;
  }

  const to =
    recipient === 'seeker'
      ? [{ email: thread.seekerEmail, name: thread.seekerName }]
      : await deps.db
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(and(eq(users.companyId, thread.companyId), eq(users.userType, 'employer')));
  const from = recipient === 'seeker' ? thread.companyName : (thread.seekerName ?? conversationTexts.deletedAccount);
  const threadUrl = `${deps.config.publicUrl}/inbox/threads/${threadId}`;
  await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(threads)
      .set(recipient === 'seeker' ? { seekerNotifiedAt: now } : { employerNotifiedAt: now })
      .where(
        and(
          eq(threads.id, threadId),
          or(isNull(notifiedAt), lte(notifiedAt, new Date(now.getTime() - unreadEmailGapMinutes * minuteMs))),
        ),
      )
      .returning({ id: threads.id });
    if (!claimed) return;
    for (const person of to)
      await enqueueEmail(tx, deps.boss, unreadEmail({ to: person.email, name: person.name, from, threadUrl }));
  });
}

export const unreadEmailTask = defineTask(unreadEmailContract, {
  handler: (deps: UnreadEmailDeps, { threadId, recipient }) => sendUnreadEmail(deps, threadId, recipient),
});
