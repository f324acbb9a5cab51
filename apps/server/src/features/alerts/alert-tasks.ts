import { z } from 'zod';
import { alertMatchingContract } from '../../domain/alerts/alert-matching.ts';
import { defineTask, defineTaskContract } from '../../lib/tasks/define-task.ts';
import { runDueDigests, runInstantAlerts, type AlertMatchDeps } from './match-alerts.ts';

export type AlertTaskDeps = AlertMatchDeps & { config: AlertMatchDeps['config'] & { jobAlertDigests: boolean } };

/** After new jobs: the instant alerts (queued by imports and posts going live: domain/alerts/alert-matching.ts). */
export const alertMatchingTask = defineTask(alertMatchingContract, {
  handler: (deps: AlertTaskDeps) => runInstantAlerts(deps).then(() => undefined),
});

export const alertDigestsContract = defineTaskContract({
  name: 'job-alert-digests',
  payload: z.object({ trigger: z.enum(['schedule']) }),
  options: { policy: 'singleton', retryLimit: 2, retryDelay: 60 },
});

/**
 * Every 15 minutes: the daily and weekly digests due by the app's clock, and the instant alerts again (jobs that went
 * live without an import or a post queueing a run — nothing is sent twice, so this only ever catches up).
 */
export const alertDigestsTask = defineTask(alertDigestsContract, {
  handler: async (deps: AlertTaskDeps) => {
    await runDueDigests(deps);
    await runInstantAlerts(deps);
  },
  schedule: (deps) => (deps.config.jobAlertDigests ? { cron: '*/15 * * * *', payload: { trigger: 'schedule' } } : null),
});
