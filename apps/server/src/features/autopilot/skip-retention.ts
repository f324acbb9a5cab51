import { and, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { autopilotSkipRetentionDays } from '@orbit/shared/policy-figures';
import type { Db } from '../../db/client.ts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import type { Clock } from '../../lib/clock.ts';
import { defineTask } from '../../lib/tasks/define-task.ts';

export interface SkipRetentionDeps {
  db: Db;
  clock: Clock;
}

const dayMs = 24 * 60 * 60 * 1000;
/** Rows a statement deletes: a short transaction each, so scans writing decisions meanwhile never wait long. */
const batchSize = 5000;

/**
 * Deletes the skips Autopilot wrote more than 90 days ago. Each hourly scan records up to 40 near misses a seeker,
 * which explain the activity log and keep a job from being decided twice while it is live; every job lives 30 days,
 * so by 90 the skip explains nothing anyone will look at, and kept forever the table would grow with every seeker and
 * every new job. What Autopilot sent, proposed or suggested, and what the seeker did with it, stays until the account
 * is deleted. A repeated or duplicated run finds nothing more to delete.
 */
export async function deleteOldSkips(deps: SkipRetentionDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - autopilotSkipRetentionDays * dayMs);
  let deleted = 0;
  for (;;) {
    const batch = deps.db
      .select({ id: autopilotDecisions.id })
      .from(autopilotDecisions)
      .where(and(eq(autopilotDecisions.outcome, 'skipped'), lt(autopilotDecisions.updatedAt, cutoff)))
      .limit(batchSize);
    const rows = await deps.db
      .delete(autopilotDecisions)
      .where(inArray(autopilotDecisions.id, batch))
      .returning({ id: autopilotDecisions.id });
    deleted += rows.length;
    if (rows.length < batchSize) return deleted;
  }
}

/** Once a day, at night (UTC). */
export const skipRetentionTask = defineTask(
  {
    name: 'autopilot-skip-retention',
    payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
    options: { policy: 'singleton', retryLimit: 2, retryDelay: 300 },
  },
  {
    handler: async (deps: SkipRetentionDeps) => {
      await deleteOldSkips(deps);
    },
    schedule: () => ({ cron: '37 3 * * *', payload: { trigger: 'schedule' } }),
  },
);
