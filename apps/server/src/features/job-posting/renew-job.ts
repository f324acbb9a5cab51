import { and, eq } from 'drizzle-orm';
import { postingMessages } from '@orbit/shared/posting-contracts';
import { jobs } from '../../db/schema/jobs.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { canRenew, renewedExpiry } from './present-posting.ts';

/** Another 30 days for an Active post in its last 5; "open since" (postedAt) stays, a deadline it had is lifted. */
export async function renewJob(deps: Pick<AppDeps, 'db' | 'clock'>, employerId: string, jobId: string) {
  const { job, companyId } = await findCompanyJob(deps.db, employerId, jobId, 'publish-job');
  const now = deps.clock.now();
  if (!canRenew(job, now)) throw new AppError('CONFLICT', postingMessages.notRenewable);
  return deps.db.transaction(async (tx) => {
    // The old expiry in the condition: two renewals at once add 30 days once.
    const [row] = await tx
      .update(jobs)
      .set({ expiresAt: renewedExpiry(job.expiresAt), applicationDeadline: null, updatedAt: now })
      .where(and(eq(jobs.id, job.id), eq(jobs.expiresAt, job.expiresAt)))
      .returning();
    if (!row) throw new AppError('CONFLICT', postingMessages.notRenewable);
    await recordAudit(tx, {
      companyId,
      actorId: employerId,
      action: 'job.renewed',
      at: now,
      jobId: job.id,
      detail: job.title,
    });
    return row;
  });
}
