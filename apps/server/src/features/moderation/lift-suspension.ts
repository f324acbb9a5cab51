import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { SuspendedCompany } from '@orbit/shared/outreach-contracts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { employerReinstatedEmail, suspensionMessages } from './report-emails.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>;

/** `GET /api/moderation/suspended-companies`: every suspended company, longest suspended first, with the reason. */
export async function listSuspendedCompanies(deps: Pick<AppDeps, 'db'>): Promise<SuspendedCompany[]> {
  const rows = await deps.db
    .select({
      id: companies.id,
      name: companies.name,
      suspendedAt: companies.suspendedAt,
      suspendedReason: companies.suspendedReason,
    })
    .from(companies)
    .where(isNotNull(companies.suspendedAt))
    .orderBy(asc(companies.suspendedAt), asc(companies.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    suspendedAt: (row.suspendedAt ?? new Date(0)).toISOString(),
    reason: row.suspendedReason,
  }));
}

/**
 * `POST /api/moderation/companies/:id/lift-suspension`: the company may reach seekers and post again from now on
 * (assertMayReachOut and posting read the same column). What the suspension did stays done: its closed jobs stay
 * closed (their applicants were answered; the employer posts or renews them as any other), its withdrawn requests
 * stay expired and its decided reports decided. Each employer account of the company is e-mailed the moderator's
 * note. One conditional update, so two moderators lifting at once send one e-mail: the second gets a 409.
 */
export async function liftSuspension(
  deps: Deps,
  companyId: string,
  input: { reason?: string | undefined },
): Promise<{ msg: string }> {
  const note = input.reason?.trim() ?? '';
  if (!note) {
    throw new AppError('BAD_REQUEST', suspensionMessages.noteRequired, {
      errors: [{ msg: suspensionMessages.noteRequired, path: 'reason' }],
    });
  }
  if (!isUuid(companyId)) throw new AppError('NOT_FOUND', suspensionMessages.notFound);
  return deps.db.transaction(async (tx) => {
    const [lifted] = await tx
      .update(companies)
      .set({ suspendedAt: null, suspendedReason: '', updatedAt: deps.clock.now() })
      .where(and(eq(companies.id, companyId), isNotNull(companies.suspendedAt)))
      .returning({ name: companies.name });
    if (!lifted) {
      const [exists] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
      throw exists
        ? new AppError('CONFLICT', suspensionMessages.notSuspended)
        : new AppError('NOT_FOUND', suspensionMessages.notFound);
    }
    const employers = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.userType, 'employer')));
    for (const employer of employers) {
      await enqueueEmail(
        tx,
        deps.boss,
        employerReinstatedEmail({
          to: employer.email,
          name: employer.name,
          companyName: lifted.name,
          note,
          dashboardUrl: `${deps.config.publicUrl}/dashboard`,
        }),
      );
    }
    return { msg: suspensionMessages.lifted };
  });
}
