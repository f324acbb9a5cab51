import { and, eq, isNull } from 'drizzle-orm';
import { autopilotSettings } from '../../db/schema/autopilot.ts';
import { autopilotRoundContract } from '../../domain/autopilot/autopilot-round.ts';
import { defineTask } from '../../lib/tasks/define-task.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { scanSeekerContract, sendApplicationContract } from './scan-contract.ts';
import { scanSeeker, type ScanDeps } from './scan-seeker.ts';
import { sendQueuedApplication, type SendDeps } from './send-application.ts';

/**
 * Autopilot's three queued tasks: the round (hourly, and after new jobs) queues one scan per active seeker; a scan
 * decides (scan-seeker.ts); a send sends one application when its slot comes (send-application.ts). Every handler is
 * idempotent: a scan never overwrites a decision that moved on, a send runs only while its decision is queued.
 */

export const autopilotRoundTask = defineTask(autopilotRoundContract, {
  handler: async (deps: ScanDeps, { trigger, since }) => {
    const active = await deps.db
      .select({ userId: autopilotSettings.userId })
      .from(autopilotSettings)
      .where(eq(autopilotSettings.isActive, true));
    for (const { userId } of active) {
      await sendTask(deps.boss, scanSeekerContract, { seekerId: userId, trigger, ...(since ? { since } : {}) });
    }
  },
  schedule: (deps) =>
    deps.config.autopilotHourlyScans ? { cron: '0 * * * *', payload: { trigger: 'schedule' } } : null,
  // Seekers turned on but never scanned (the demo seeker, settings saved while no worker ran): scanned a minute after
  // start, once their resume has had time to be read, rather than at the next full hour.
  onStart: async (deps, boss) => {
    const waiting = await deps.db
      .select({ userId: autopilotSettings.userId })
      .from(autopilotSettings)
      .where(and(eq(autopilotSettings.isActive, true), isNull(autopilotSettings.lastScanAt)));
    for (const { userId } of waiting)
      await sendTask(boss, scanSeekerContract, { seekerId: userId, trigger: 'schedule' }, { delaySeconds: 60 });
  },
});

/**
 * A round queues a scan per active seeker (1,000 at once): two workers fetching batches drain it continuously (one
 * per 2 s poll took ~30 minutes). Two, not more: a scan is SQL plus CPU-bound scoring on a 2-core machine, and two
 * scans of one seeker take turns on their settings lock anyway.
 */
const scanWorkers = { batchSize: 4, localConcurrency: 2 };

export const autopilotScanTask = defineTask(scanSeekerContract, {
  handler: async (deps: ScanDeps, { seekerId, since }) => {
    await scanSeeker(deps, seekerId, since ? new Date(since) : undefined);
  },
  worker: scanWorkers,
});

export const autopilotSendTask = defineTask(sendApplicationContract, {
  handler: (deps: SendDeps, { decisionId }) => sendQueuedApplication(deps, decisionId),
  // A round's first sends all fall due at once (every seeker's first slot is "now").
  worker: scanWorkers,
});
