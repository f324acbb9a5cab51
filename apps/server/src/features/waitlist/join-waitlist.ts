import type { z } from 'zod';
import type { waitlistEntrySchema } from '@orbit/shared/waitlist-contracts';
import { messages } from '@orbit/shared/messages';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { consumeLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';

export type WaitlistEntry = z.output<typeof waitlistEntrySchema>;

/** Generous for people, tight enough that a script cannot fill the table from one address. */
const waitlistRule: RateLimitRule = {
  bucket: 'waitlist',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyWaitlistRequests,
};

/**
 * Adds an address to the mobile-app waitlist. An address already there keeps its first entry (a stranger who
 * knows it cannot rewrite the name or preferences) and the answer is the same, so it reveals nothing.
 */
export async function joinWaitlist(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  entry: WaitlistEntry,
  ip: string,
): Promise<{ created: boolean }> {
  await consumeLimit(deps, waitlistRule, ip);
  const inserted = await deps.db
    .insert(waitlistEntries)
    .values({
      name: entry.name,
      location: entry.location,
      email: entry.email,
      source: entry.source,
      os: entry.appPreferences.os,
      notifications: entry.appPreferences.notifications,
      joinedAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return { created: inserted.length > 0 };
}
