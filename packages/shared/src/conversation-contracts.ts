import { z } from 'zod';
import { threadMessageSchema, threadSchema } from './outreach-contracts.ts';

/**
 * The conversations API's answers (the thread and message shapes are outreach-contracts'). A seeker is never shown an
 * employer's held message, so the thread carries a warning instead: the seeker learns that the company tried, and why
 * that matters, without reading what was held.
 */

export const conversationTexts = {
  deletedAccount: 'Deleted account',
  seekerGone: 'This person deleted their account; the conversation is closed',
  heldWarning: (company: string) =>
    `A message from ${company} was held for review because it seemed to ask for money or to move the conversation off Orbit Jobs. Never pay to get a job, and keep talking here.`,
  reported: 'Thank you. A moderator will read this message.',
} as const;

export const threadResponseSchema = z.object({ thread: threadSchema });

export const threadListResponseSchema = z.object({ threads: z.array(threadSchema) });

export const threadMessagesResponseSchema = z.object({
  thread: threadSchema,
  messages: z.array(threadMessageSchema),
  /** For the seeker: a safety warning when the company wrote something that was held; null otherwise. */
  warning: z.string().nullable(),
  /** False when the caller cannot write here (the seeker deleted their account, or the company is suspended). */
  canPost: z.boolean(),
});
export type ThreadMessagesResponse = z.infer<typeof threadMessagesResponseSchema>;

export const postMessageResponseSchema = z.object({
  message: threadMessageSchema,
  /** What to tell the sender when their message was held; absent otherwise. */
  notice: z.string().optional(),
});

export const reportMessageInputSchema = z.object({
  reason: z.string().trim().max(500, 'Reasons are at most 500 characters').optional(),
});

export const reportMessageResponseSchema = z.object({ reported: z.literal(true), message: z.string() });

export const unreadResponseSchema = z.object({ unread: z.number().int().min(0) });
