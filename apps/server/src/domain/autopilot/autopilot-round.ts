import { z } from 'zod';
import { defineTaskContract, type TaskSender } from '../../lib/tasks/define-task.ts';
import { sendTask, type TaskTransaction } from '../../lib/tasks/send-task.ts';

/**
 * A round of Autopilot scans: one scan queued per active seeker. Hourly on a schedule (every live job), and right
 * after new jobs arrive (an import, an approved or published native post) for the jobs since then. The contract lives
 * here so job-import and job-posting can queue a round without depending on the Autopilot feature.
 */
export const autopilotRoundContract = defineTaskContract({
  name: 'autopilot-round',
  payload: z.object({
    trigger: z.enum(['schedule', 'new-jobs']),
    /** Only jobs created or changed since this moment (ISO); absent = every live job. */
    since: z.iso.datetime().optional(),
  }),
  // One round waits at a time per kind: a burst of new posts makes one round, not one per post.
  options: { policy: 'short', singletonKey: ({ trigger }) => trigger, retryLimit: 2, retryDelay: 60 },
});

/**
 * New jobs arrived (an import stored some, a native post went live): a round of incremental scans over the jobs
 * changed since `since`. In the caller's transaction when given, so the round exists exactly when the jobs do.
 */
export async function queueAutopilotRound(boss: TaskSender, since: Date, tx?: TaskTransaction): Promise<void> {
  await sendTask(boss, autopilotRoundContract, { trigger: 'new-jobs', since: since.toISOString() }, tx ? { tx } : {});
}
