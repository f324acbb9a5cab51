import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contactRequests } from '../../db/schema/outreach.ts';
import type { Clock } from '../../lib/clock.ts';
import { defineTask } from '../../lib/tasks/define-task.ts';
import { pendingPastExpiry } from './request-state.ts';

export interface ExpiryDeps {
  db: Db;
  clock: Clock;
}

/**
 * Marks the requests whose 14 days ran out as expired. Every read already treats them so (request-state.ts); the
 * sweep keeps the stored status true for what reads the table directly (the moderators, a data export). Only pending
 * rows past their time change, so a repeated or duplicated run changes nothing twice.
 */
export async function expireContactRequests(deps: ExpiryDeps): Promise<number> {
  const expired = await deps.db
    .update(contactRequests)
    .set({ status: 'expired' })
    .where(pendingPastExpiry(deps.clock.now()))
    .returning({ id: contactRequests.id });
  return expired.length;
}

/** Every hour. */
export const contactRequestExpiryTask = defineTask(
  {
    name: 'contact-request-expiry',
    payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
    options: { policy: 'singleton', retryLimit: 2, retryDelay: 60 },
  },
  {
    handler: async (deps: ExpiryDeps) => {
      await expireContactRequests(deps);
    },
    schedule: () => ({ cron: '41 * * * *', payload: { trigger: 'schedule' } }),
  },
);
