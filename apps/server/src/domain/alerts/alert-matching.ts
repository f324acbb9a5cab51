import { z } from 'zod';
import { defineTaskContract, type TaskSender } from '../../lib/tasks/define-task.ts';
import { sendTask, type TaskTransaction } from '../../lib/tasks/send-task.ts';

/**
 * Matching the instant job alerts against new jobs. The contract lives here so job-import, job-posting and moderation
 * can queue a run when jobs arrive without depending on the alerts feature (features/alerts/alert-tasks.ts works it).
 */
export const alertMatchingContract = defineTaskContract({
  name: 'job-alerts-instant',
  payload: z.object({ trigger: z.enum(['new-jobs']) }),
  // One run waits at a time: a burst of new jobs makes one run, which finds them all (never the same job twice).
  options: { policy: 'short', singletonKey: () => 'new-jobs', retryLimit: 3, retryDelay: 60 },
});

/** New jobs arrived: match them against the instant alerts, in the caller's transaction when given. */
export async function queueAlertMatching(boss: TaskSender, tx?: TaskTransaction): Promise<void> {
  await sendTask(boss, alertMatchingContract, { trigger: 'new-jobs' as const }, tx ? { tx } : {});
}
