import type { RateLimitRule } from '../../lib/rate-limit.ts';

const minuteMs = 60 * 1000;

/**
 * How fast one person may write in one conversation: 30 messages in 10 minutes, far above a real exchange, so only a
 * script or a flood meets it. Counted per sender and thread (lib/rate-limit.ts, kept in the database), so a company
 * flooding one seeker is stopped without slowing its other conversations or the seeker's answers. Held messages count
 * too: a flood of scam messages is a flood.
 */
export const threadMessageRule: RateLimitRule = {
  bucket: 'thread-messages',
  limit: 30,
  windowMs: 10 * minuteMs,
  message: 'You are sending messages too fast in this conversation. Please wait a few minutes and try again',
};

export const threadMessageKey = (threadId: string, senderId: string): string => `${threadId}:${senderId}`;
