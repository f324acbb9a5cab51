import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  invitationLifetimeDays,
  teamMessages,
  teamRoleLabels,
  type InvitationInput,
  type InvitationPreview,
} from '@orbit/shared/team-contracts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyMembers, teamInvitations } from '../../db/schema/team.ts';
import { findOpenInvitation, joinCompany } from '../../domain/team/invitations.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { loadMember, memberMay, type Member } from '../../lib/auth/team-policy.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { invitationEmail, invitationLink } from './team-emails.ts';

const dayMs = 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>;

/**
 * `POST /api/team/invitations`: owners and admins invite an address with a role (only an owner invites an owner).
 * Inviting an address again is the resend: its open invitation is replaced by a new one with a new link and 7 more
 * days, so only the newest link works. The e-mail is queued in the same transaction as the invitation.
 */
export async function inviteMember(deps: Deps, inviter: Member, input: InvitationInput): Promise<{ id: string }> {
  if (input.role === 'owner' && !memberMay(inviter, 'manage-owners'))
    throw new AppError('FORBIDDEN', teamMessages.adminCannotRemoveOwner);
  const [existing] = await deps.db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, inviter.companyId), eq(users.email, input.email)));
  if (existing) throw new AppError('CONFLICT', teamMessages.alreadyMember);
  const [context] = await deps.db
    .select({ company: companies.name, inviterName: users.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, inviter.companyId))
    .where(eq(users.id, inviter.userId));
  const now = deps.clock.now();
  const token = generateToken();
  return deps.db.transaction(async (tx) => {
    await tx
      .update(teamInvitations)
      .set({ revokedAt: now })
      .where(and(eq(teamInvitations.companyId, inviter.companyId), eq(teamInvitations.email, input.email), openNow()));
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        companyId: inviter.companyId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + invitationLifetimeDays * dayMs),
        invitedBy: inviter.userId,
        createdAt: now,
      })
      .returning({ id: teamInvitations.id });
    if (!row) throw new Error('invitation insert returned no row');
    await enqueueEmail(
      tx,
      deps.boss,
      invitationEmail({
        to: input.email,
        company: context?.company ?? '',
        inviterName: context?.inviterName ?? '',
        role: input.role,
        link: invitationLink(deps.config.publicUrl, token),
      }),
    );
    await recordAudit(tx, {
      companyId: inviter.companyId,
      actorId: inviter.userId,
      action: 'member.invited',
      at: now,
      detail: `${input.email} as ${teamRoleLabels[input.role]}`,
    });
    return row;
  });
}

/** Not accepted and not revoked (expired ones included: revoking or replacing them changes nothing they could do). */
const openNow = () => and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

/** The company's open invitation with this id, or a 404. */
async function findCompanyInvitation(deps: Deps, member: Member, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound);
  const [row] = await deps.db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, id), eq(teamInvitations.companyId, member.companyId), openNow()));
  if (!row) throw new AppError('NOT_FOUND', teamMessages.invitationNotFound);
  return row;
}

/** `POST /api/team/invitations/:id/resend`: a new link and 7 more days, the old link dead. */
export async function resendInvitation(deps: Deps, member: Member, id: string): Promise<{ id: string }> {
  const invitation = await findCompanyInvitation(deps, member, id);
  return inviteMember(deps, member, { email: invitation.email, role: invitation.role });
}

/** `DELETE /api/team/invitations/:id`: the link stops working at once. */
export async function revokeInvitation(deps: Deps, member: Member, id: string): Promise<void> {
  const invitation = await findCompanyInvitation(deps, member, id);
  if (invitation.role === 'owner' && !memberMay(member, 'manage-owners'))
    throw new AppError('FORBIDDEN', teamMessages.adminCannotRemoveOwner);
  await deps.db
    .update(teamInvitations)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(teamInvitations.id, invitation.id), openNow()));
}

/** `POST /api/team/invitations/preview`: what the join page shows before anyone signs in. */
export async function previewInvitation(deps: Pick<Deps, 'db' | 'clock'>, token: string): Promise<InvitationPreview> {
  const invitation = await findOpenInvitation(deps.db, token, deps.clock.now());
  return {
    company: invitation.companyName,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * `POST /api/team/invitations/accept`: a signed-in employer of no company joins with the invitation's role. The
 * invitation must be for their own address (a forwarded link does not let someone else in).
 */
export async function acceptInvitation(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: { userId: string; email: string },
  token: string,
): Promise<void> {
  if (await loadMember(deps.db, user.userId)) throw new AppError('CONFLICT', teamMessages.hasCompany);
  const now = deps.clock.now();
  const invitation = await findOpenInvitation(deps.db, token, now);
  if (invitation.email !== user.email) throw new AppError('FORBIDDEN', teamMessages.wrongInvitee);
  await deps.db.transaction((tx) => joinCompany(tx, invitation, user.userId, now));
}

/** The company's invitations still open and not expired, newest first (for GET /api/team). */
export async function openInvitations(deps: Pick<Deps, 'db' | 'clock'>, companyId: string) {
  const rows = await deps.db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.companyId, companyId), openNow(), gt(teamInvitations.expiresAt, deps.clock.now())))
    .orderBy(teamInvitations.createdAt);
  return rows.map((row) => ({ _id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() }));
}
