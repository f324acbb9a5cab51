import { z } from 'zod';
import { unreadEmailDelayMinutes } from '@orbit/shared/policy-figures';
import { defineTaskContract, type TaskSender } from '../../lib/tasks/define-task.ts';
import { sendTask, type TaskTransaction } from '../../lib/tasks/send-task.ts';

/**
 * The unread-message e-mail's task contract (its handler: features/conversations/unread-email.ts). A message that
 * becomes readable queues it: one written (features/conversations), or one screening held and a moderator released
 * (features/moderation), so a released message takes the same path as any other.
 */
export const unreadEmailRecipients = ['seeker', 'employer'] as const;
export type UnreadEmailRecipient = (typeof unreadEmailRecipients)[number];

export const unreadEmailContract = defineTaskContract({
  name: 'conversation-unread-email',
  payload: z.object({ threadId: z.uuid(), recipient: z.enum(unreadEmailRecipients) }),
  // One waiting job per thread and side: it reads the thread when it runs, so a later message adds nothing.
  options: {
    policy: 'short',
    singletonKey: ({ threadId, recipient }) => `${threadId}:${recipient}`,
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  },
});

/** Queued in the transaction that makes the message readable: the e-mail can only be about a message that exists. */
export async function queueUnreadEmail(
  tx: TaskTransaction,
  boss: TaskSender,
  payload: { threadId: string; recipient: UnreadEmailRecipient },
): Promise<void> {
  await sendTask(boss, unreadEmailContract, payload, { tx, delaySeconds: unreadEmailDelayMinutes * 60 });
}
