import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { nativeJobSource } from '@orbit/shared/job-kind';
import { postingMessages, type ClosedReason } from '@orbit/shared/posting-contracts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { closeJobApplications } from '../applications/close-job-applications.ts';
import type { StatusEmailSender } from '../applications/status-email.ts';

type Tx = Pick<Db, 'select' | 'update' | 'execute'>;
type Closing = { reason: ClosedReason; message: string };
/** A post in these may still be closed: it is public, waits for a moderator, or may be renewed. */
const openPostingStatuses: ('live' | 'pending' | 'expired')[] = ['live', 'pending', 'expired'];

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
  const { job, companyId } = await findCompanyJob(deps.db, employerId, jobId, 'publish-job');
  return deps.db.transaction(async (tx) => {
    const answered = await closeJobWithin(tx, deps, job.id, close, openPostingStatuses);
    if (answered === null) throw new AppError('CONFLICT', postingMessages.alreadyClosed);
    await recordAudit(tx, {
      companyId,
      actorId: employerId,
      action: 'job.closed',
      at: deps.clock.now(),
      jobId: job.id,
      detail: `${job.title} (${close.reason})`,
    });
    return answered;
  });
}

/**
 * The close itself, in the caller's transaction: the job leaves the catalogue if it is still in one of `from`, and its
 * waiting applications are answered (closeJobApplications). Null when the job was no longer in those statuses.
 */
async function closeJobWithin(
  tx: Tx,
  deps: StatusEmailSender,
  jobId: string,
  close: Closing,
  from: typeof openPostingStatuses,
): Promise<number | null> {
  const now = deps.clock.now();
  const [closed] = await tx
    .update(jobs)
    .set({ status: 'closed', closedReason: close.reason, closedMessage: close.message, closedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, jobId), inArray(jobs.status, from)))
    .returning({ id: jobs.id });
  if (!closed) return null;
  return closeJobApplications(tx, deps, jobId, close);
}

/**
 * Every open post a company published here (Active, and Pending or Expired ones too, so none goes live again), closed
 * as closing a job does (its applicants answered with `close`'s message and e-mailed), in the caller's transaction: a
 * moderator suspending the company (features/moderation). Imported jobs naming the company are the feeds', not its
 * own, and stay. Answers the posts closed and the applications answered.
 */
export async function closeCompanyPosts(
  tx: Tx,
  deps: StatusEmailSender,
  companyId: string,
  close: Closing,
): Promise<{ jobs: number; applications: number }> {
  const active = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        inArray(jobs.status, openPostingStatuses),
        or(eq(jobs.source, nativeJobSource), isNotNull(jobs.postedBy)),
      ),
    );
  let answered = 0;
  let closed = 0;
  for (const job of active) {
    const count = await closeJobWithin(tx, deps, job.id, close, openPostingStatuses);
    if (count === null) continue;
    closed += 1;
    answered += count;
  }
  return { jobs: closed, applications: answered };
}
