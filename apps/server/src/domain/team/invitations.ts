import { and, eq, gt, isNull } from 'drizzle-orm';
import { teamMessages, teamRoleLabels } from '@orbit/shared/team-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyMembers, teamInvitations } from '../../db/schema/team.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { recordAudit } from './record-audit.ts';

/**
 * Joining a company through an invitation, shared by the two ways in: registering with the invitation's token
 * (features/accounts) and a signed-in employer of no company accepting it (features/team). Only the token's SHA-256 is
 * stored; an invitation is open until accepted, revoked or 7 days old.
 */

export type OpenInvitation = typeof teamInvitations.$inferSelect & { companyName: string };

/** The open invitation behind a token, or a 400 that says it no longer works (unknown, used, revoked, expired). */
export async function findOpenInvitation(db: Pick<Db, 'select'>, token: string, now: Date): Promise<OpenInvitation> {
  const [row] = await db
    .select({ invitation: teamInvitations, companyName: companies.name })
    .from(teamInvitations)
    .innerJoin(companies, eq(companies.id, teamInvitations.companyId))
    .where(
      and(
        eq(teamInvitations.tokenHash, hashToken(token)),
        isNull(teamInvitations.acceptedAt),
        isNull(teamInvitations.revokedAt),
        gt(teamInvitations.expiresAt, now),
      ),
    );
  if (!row) throw new AppError('VALIDATION', teamMessages.invitationInvalid);
  return { ...row.invitation, companyName: row.companyName };
}

/**
 * Makes the user a member with the invitation's role, in the caller's transaction: the invitation is marked accepted
 * under a condition (two acceptances at once: one joins, the other is told the invitation is no longer valid), the
 * account's company set, and the join recorded in the company's audit trail.
 */
export async function joinCompany(
  tx: Pick<Db, 'insert' | 'update'>,
  invitation: OpenInvitation,
  userId: string,
  now: Date,
): Promise<void> {
  const [accepted] = await tx
    .update(teamInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(
      and(eq(teamInvitations.id, invitation.id), isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt)),
    )
    .returning({ id: teamInvitations.id });
  if (!accepted) throw new AppError('VALIDATION', teamMessages.invitationInvalid);
  await tx
    .insert(companyMembers)
    .values({ userId, companyId: invitation.companyId, role: invitation.role, createdAt: now });
  await tx.update(users).set({ companyId: invitation.companyId, updatedAt: now }).where(eq(users.id, userId));
  await recordAudit(tx, {
    companyId: invitation.companyId,
    actorId: userId,
    action: 'member.joined',
    at: now,
    detail: `${invitation.email} as ${teamRoleLabels[invitation.role]}`,
  });
}
