import { and, eq, isNull } from 'drizzle-orm';
import { autopilotSettings } from '../../db/schema/autopilot.ts';
import { autopilotRoundContract } from '../../domain/autopilot/autopilot-round.ts';
import { defineTask } from '../../lib/tasks/define-task.ts';
import { sendTasks } from '../../lib/tasks/send-task.ts';
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
    // One batched insert, not a send per seeker: the whole round is waiting before the first batch is fetched, so
    // every fetch comes back full and the workers never fall back to polling mid-round.
    await sendTasks(
      deps.boss,
      scanSeekerContract,
      active.map(({ userId }) => ({ seekerId: userId, trigger, ...(since ? { since } : {}) })),
    );
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
    await sendTasks(
      boss,
      scanSeekerContract,
      waiting.map(({ userId }) => ({ seekerId: userId, trigger: 'schedule' as const })),
      { delaySeconds: 60 },
    );
  },
  // A round is queued right after new jobs (or by the hour): picked up within half a second rather than two.
  worker: { pollingIntervalSeconds: 0.5 },
});

/**
 * A round queues a scan per active seeker (1,000 at once): two workers per process fetch batches of 16 and drain it
 * continuously (one per 2 s poll took ~30 minutes). Two, not more: a scan is SQL plus CPU-bound scoring on a 2-core
 * machine, and two scans of one seeker take turns on their settings lock anyway; more processes on the same
 * PostgreSQL add workers. A batch of 16 scans takes longer than the half-second poll, so a worker that has just
 * worked fetches again at once; only the round's last short batch waits (≤ 0.5 s) before its worker looks again.
 */
const scanWorkers = { batchSize: 16, localConcurrency: 2, pollingIntervalSeconds: 0.5 };

export const autopilotScanTask = defineTask(scanSeekerContract, {
  handler: async (deps: ScanDeps, { seekerId, since }) => {
    await scanSeeker(deps, seekerId, since ? new Date(since) : undefined);
  },
  worker: scanWorkers,
});

export const autopilotSendTask = defineTask(sendApplicationContract, {
  handler: (deps: SendDeps, { decisionId }) => sendQueuedApplication(deps, decisionId),
  // A round's first sends all fall due at once (every seeker's first slot is "now").
  worker: { batchSize: 4, localConcurrency: 2, pollingIntervalSeconds: 0.5 },
});
