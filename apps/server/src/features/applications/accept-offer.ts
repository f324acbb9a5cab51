import { and, eq, isNull } from 'drizzle-orm';
import type { Application } from '@orbit/shared/application-contracts';
import { pipelineMessages } from '@orbit/shared/pipeline-contracts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { findOwnApplication } from '../../domain/ownership.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { tellEmployerOfAcceptedOffer } from './employer-application-emails.ts';
import { applicationJobColumns, presentApplication } from './present-application.ts';

/**
 * `POST /api/applications/:id/accept-offer`: the seeker accepts the offer on their own application — Offered →
 * Accepted, atomically (a withdrawal or an employer's move in between leaves nothing to accept: 409) — and the employer
 * who posted the job is e-mailed in the same transaction. Someone else's application is a 404. The seeker made this
 * change, so it is recorded as already known to them: no status e-mail tells them what they just did.
 */
export async function acceptOffer(deps: AppDeps, seekerId: string, applicationId: string): Promise<Application> {
  const own = await findOwnApplication(deps.db, seekerId, applicationId);
  if (own.status !== 'Offered') throw new AppError('CONFLICT', pipelineMessages.noOffer);
  const [context] = await deps.db
    .select({ job: applicationJobColumns, seekerName: users.name })
    .from(jobs)
    .innerJoin(users, eq(users.id, seekerId))
    .where(eq(jobs.id, own.jobId));
  if (!context) throw new AppError('NOT_FOUND', pipelineMessages.noOffer);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(applications)
      .set({ status: 'Accepted', statusChangedAt: now, notifiedStatus: 'Accepted', updatedAt: now })
      .where(and(eq(applications.id, own.id), eq(applications.status, 'Offered'), isNull(applications.withdrawnAt)))
      .returning();
    if (!accepted) throw new AppError('CONFLICT', pipelineMessages.noOffer);
    await tellEmployerOfAcceptedOffer(tx, deps, context.job, context.seekerName);
    return accepted;
  });
  return presentApplication(row, context.job);
}
