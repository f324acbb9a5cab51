import { and, asc, eq, sql } from 'drizzle-orm';
import { conversationTexts, type ThreadMessagesResponse } from '@orbit/shared/conversation-contracts';
import type { ThreadMessage } from '@orbit/shared/outreach-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { messages, threads } from '../../db/schema/outreach.ts';
import type { Clock } from '../../lib/clock.ts';
import { findCallerThread, presentThread, type Caller, type ThreadRow } from './thread-rows.ts';

type MessageRow = Pick<typeof messages.$inferSelect, 'id' | 'side' | 'body' | 'held' | 'createdAt'> & {
  /** The writer's name, read for the company's own messages only. */
  author?: string | null;
};

/** A message as the caller sees it; its body goes out exactly as written, for the web app to show as text. */
export function presentMessage(row: MessageRow, caller: Caller): ThreadMessage {
  return {
    _id: row.id,
    side: row.side,
    mine: row.side === caller.side,
    body: row.body,
    held: row.held,
    createdAt: row.createdAt.toISOString(),
    // A company is a team: its members see which of them wrote each of its messages; the seeker sees the company.
    ...(caller.side === 'employer' && row.side === 'employer' && row.author ? { author: row.author } : {}),
  };
}

/** Whether the caller may write here: not to a deleted seeker, and not for a suspended company. */
export function mayPost(thread: ThreadRow, caller: Caller): boolean {
  return caller.side === 'seeker' || (thread.seekerId !== null && !thread.companySuspended);
}

/**
 * The thread's messages, oldest first, and the caller's side marked read. A held message is shown to its sender only;
 * a seeker is told instead that the company wrote something that was held, so they are warned without reading it.
 */
export async function readThread(
  deps: { db: Db; clock: Clock },
  caller: Caller,
  threadId: string,
): Promise<ThreadMessagesResponse> {
  const thread = await findCallerThread(deps.db, caller, threadId);
  const rows = await deps.db
    .select({
      id: messages.id,
      side: messages.side,
      body: messages.body,
      held: messages.held,
      createdAt: messages.createdAt,
      author: users.name,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.threadId, thread.id), sql`(not ${messages.held} or ${messages.side} = ${caller.side})`))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const now = deps.clock.now();
  await deps.db
    .update(threads)
    .set(caller.side === 'seeker' ? { seekerReadAt: now } : { employerReadAt: now })
    .where(eq(threads.id, thread.id));
  return {
    thread: presentThread({ ...thread, unread: 0 }, caller),
    messages: rows.map((row) => presentMessage(row, caller)),
    warning:
      caller.side === 'seeker' && (await companyWroteHeld(deps.db, thread.id))
        ? conversationTexts.heldWarning(thread.companyName)
        : null,
    canPost: mayPost(thread, caller),
  };
}

async function companyWroteHeld(db: Pick<Db, 'select'>, threadId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.threadId, threadId), eq(messages.side, 'employer'), eq(messages.held, true)))
    .limit(1);
  return held !== undefined;
}
