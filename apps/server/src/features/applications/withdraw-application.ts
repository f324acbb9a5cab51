import { and, eq, inArray, isNull } from 'drizzle-orm';
import { canWithdraw, withdrawableStatuses } from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { applications } from '../../db/schema/applications.ts';
import { findOwnApplication } from '../../domain/ownership.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';

/**
 * Withdraws the seeker's own application while it is Applied, Pending or Reviewing (else 409). Someone else's
 * application, a withdrawn one and a malformed id all answer 404, so ids cannot be probed. The row is marked, not
 * deleted (see the applications table); an application e-mail still queued is then cancelled (application-email-outcomes.ts).
 */
export async function withdrawApplication(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  seekerId: string,
  applicationId: string,
): Promise<void> {
  const current = await findOwnApplication(deps.db, seekerId, applicationId);
  if (!canWithdraw(current.status)) throw new AppError('CONFLICT', messages.applicationNotWithdrawable);
  const now = deps.clock.now();
  // The status condition is repeated in the update: an employer moving it on in between wins.
  const [withdrawn] = await deps.db
    .update(applications)
    .set({ withdrawnAt: now, updatedAt: now })
    .where(
      and(
        eq(applications.id, current.id),
        isNull(applications.withdrawnAt),
        inArray(applications.status, [...withdrawableStatuses]),
      ),
    )
    .returning({ id: applications.id });
  if (!withdrawn) throw new AppError('CONFLICT', messages.applicationNotWithdrawable);
}
