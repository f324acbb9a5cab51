import { and, eq, inArray } from 'drizzle-orm';
import { postingMessages } from '@orbit/shared/posting-contracts';
import { jobs } from '../../db/schema/jobs.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { closeJobApplications } from '../applications/close-job-applications.ts';

/**
 * Closes a post as filled or cancelled. In one transaction the job leaves the catalogue and every still-open
 * application gets a final status with the employer's message as feedback, and its seeker an e-mail: nobody is left
 * waiting. Two closes at once: the job's status condition lets one through, the other is a 409.
 */
export async function closeJob(
  deps: Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>,
  employerId: string,
  jobId: string,
  close: { reason: 'filled' | 'cancelled'; message: string },
): Promise<number> {
  const { job } = await findCompanyJob(deps.db, employerId, jobId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(jobs)
      .set({
        status: 'closed',
        closedReason: close.reason,
        closedMessage: close.message,
        closedAt: now,
        updatedAt: now,
      })
      .where(and(eq(jobs.id, job.id), inArray(jobs.status, ['live', 'pending', 'expired'])))
      .returning({ id: jobs.id });
    if (!closed) throw new AppError('CONFLICT', postingMessages.alreadyClosed);
    return closeJobApplications(tx, deps, job.id, close);
  });
}
