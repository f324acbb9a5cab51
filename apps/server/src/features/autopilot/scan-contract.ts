import { z } from 'zod';
import { defineTaskContract } from '../../lib/tasks/define-task.ts';

/** One seeker's scan (see scan-seeker.ts). */
export const scanSeekerContract = defineTaskContract({
  name: 'autopilot-scan',
  payload: z.object({
    seekerId: z.uuid(),
    trigger: z.enum(['schedule', 'new-jobs', 'settings', 'manual']),
    /** Only jobs created or changed since this moment (ISO); absent = every live job. */
    since: z.iso.datetime().optional(),
  }),
  // One full and one incremental scan wait per seeker at most; a waiting scan covers any asked meanwhile.
  options: {
    policy: 'short',
    singletonKey: ({ seekerId, since }) => `${seekerId}:${since ? 'new' : 'all'}`,
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  },
});

/** One queued send (see send-application.ts). */
export const sendApplicationContract = defineTaskContract({
  name: 'autopilot-send',
  payload: z.object({ decisionId: z.uuid() }),
  options: {
    policy: 'short',
    singletonKey: ({ decisionId }) => decisionId,
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 300,
  },
});
