import { lt } from 'drizzle-orm';
import { z } from 'zod';
import { auditRetentionDays } from '@orbit/shared/team-contracts';
import type { Db } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/team.ts';
import type { Clock } from '../../lib/clock.ts';
import { defineTask } from '../../lib/tasks/define-task.ts';

export interface AuditRetentionDeps {
  db: Db;
  clock: Clock;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes audit entries older than a year by the app's clock. A repeated or duplicated run finds nothing more to
 * delete, so it changes nothing twice.
 */
export async function deleteOldAuditEntries(deps: AuditRetentionDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - auditRetentionDays * dayMs);
  const deleted = await deps.db
    .delete(auditEntries)
    .where(lt(auditEntries.at, cutoff))
    .returning({ id: auditEntries.id });
  return deleted.length;
}

/** Once a day, at night (UTC). */
export const auditRetentionTask = defineTask(
  {
    name: 'audit-retention',
    payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
    options: { policy: 'singleton', retryLimit: 2, retryDelay: 300 },
  },
  {
    handler: async (deps: AuditRetentionDeps) => {
      await deleteOldAuditEntries(deps);
    },
    schedule: () => ({ cron: '17 3 * * *', payload: { trigger: 'schedule' } }),
  },
);
