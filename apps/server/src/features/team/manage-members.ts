import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  teamMessages,
  teamRoleLabels,
  type MemberUpdate,
  type TeamResponse,
  type TeamRole,
} from '@orbit/shared/team-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { companyMembers } from '../../db/schema/team.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { memberMay, type Member } from '../../lib/auth/team-policy.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { openInvitations } from './manage-invitations.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Tx = Pick<Db, 'select' | 'update' | 'delete' | 'insert' | 'execute'>;

/** `GET /api/team`: every member (jobs listed for hiring managers); open invitations for owners and admins only. */
export async function readTeam(deps: Deps, member: Member): Promise<TeamResponse> {
  const rows = await deps.db
    .select({
      userId: companyMembers.userId,
      name: users.name,
      email: users.email,
      role: companyMembers.role,
      jobIds: companyMembers.jobIds,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, member.companyId))
    .orderBy(asc(companyMembers.createdAt), asc(users.name));
  const order: TeamRole[] = ['owner', 'admin', 'recruiter', 'hiring-manager'];
  return {
    members: rows
      .sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role))
      .map(({ jobIds, ...row }) => (row.role === 'hiring-manager' ? { ...row, jobIds } : row)),
    invitations: memberMay(member, 'manage-team') ? await openInvitations(deps, member.companyId) : [],
    me: { userId: member.userId, role: member.role },
  };
}

/** The company's member with this id, read under a lock on the company's team (see lockTeam), or a 404. */
async function findTeamMember(tx: Tx, companyId: string, userId: string) {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
  await lockTeam(tx, companyId);
  const [row] = await tx
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      jobIds: companyMembers.jobIds,
      name: users.name,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', teamMessages.memberNotFound);
  return row;
}

/**
 * Two owners demoting each other at once must not leave the company with none: changes to a team are made one at a
 * time, holding its member rows.
 */
async function lockTeam(tx: Tx, companyId: string) {
  await tx.execute(sql`select 1 from ${companyMembers} where ${companyMembers.companyId} = ${companyId} for update`);
}

async function otherOwners(tx: Tx, companyId: string, userId: string): Promise<number> {
  const rows = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, 'owner'), ne(companyMembers.userId, userId)),
    );
  return rows.length;
}

/** The ids must all be jobs the company posted here (not removed): a hiring manager is assigned their own jobs only. */
async function checkCompanyJobs(tx: Tx, companyId: string, jobIds: string[]) {
  if (jobIds.length === 0) return;
  const found = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.id, jobIds),
        eq(jobs.companyId, companyId),
        isNotNull(jobs.postedBy),
        ne(jobs.status, 'removed'),
      ),
    );
  if (found.length !== new Set(jobIds).size)
    throw new AppError('VALIDATION', teamMessages.unknownJob, {
      errors: [{ msg: teamMessages.unknownJob, path: 'jobIds' }],
    });
}

/**
 * `PATCH /api/team/:userId`: a new role and/or a hiring manager's jobs. Owners are changed, and made, by owners only;
 * the last owner cannot be demoted. Takes effect on the member's next request (membership is read per request).
 */
export async function changeMember(deps: Deps, actor: Member, userId: string, update: MemberUpdate): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const target = await findTeamMember(tx, actor.companyId, userId);
    const role = update.role ?? target.role;
    if ((target.role === 'owner' || role === 'owner') && role !== target.role && !memberMay(actor, 'manage-owners'))
      throw new AppError('FORBIDDEN', teamMessages.adminCannotRemoveOwner);
    if (update.jobIds !== undefined && role !== 'hiring-manager')
      throw new AppError('VALIDATION', teamMessages.jobIdsForHiringManagers, {
        errors: [{ msg: teamMessages.jobIdsForHiringManagers, path: 'jobIds' }],
      });
    if (target.role === 'owner' && role !== 'owner' && (await otherOwners(tx, actor.companyId, target.userId)) === 0)
      throw new AppError('CONFLICT', teamMessages.lastOwner);
    const jobIds = role === 'hiring-manager' ? [...new Set(update.jobIds ?? target.jobIds)] : [];
    await checkCompanyJobs(tx, actor.companyId, update.jobIds ?? []);
    await tx.update(companyMembers).set({ role, jobIds }).where(eq(companyMembers.userId, target.userId));
    const details = [
      ...(role !== target.role ? [`${teamRoleLabels[target.role]} → ${teamRoleLabels[role]}`] : []),
      ...(update.jobIds !== undefined ? [`${jobIds.length} job${jobIds.length === 1 ? '' : 's'} assigned`] : []),
    ];
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      action: 'member.role',
      at: now,
      detail: `${target.name}: ${details.join(', ') || 'unchanged'}`,
    });
  });
}

/**
 * `DELETE /api/team/:userId`: removes a member, or — their own id — lets a member leave. Owners and admins remove
 * others; an admin cannot remove an owner; the last owner can neither leave nor be removed. The account stays, as an
 * employer of no company: from its next request nothing of the company is its own (and it may join another team).
 */
export async function removeMember(deps: Deps, actor: Member, userId: string): Promise<void> {
  const leaving = userId === actor.userId;
  if (!leaving && !memberMay(actor, 'manage-team')) throw new AppError('FORBIDDEN', teamMessages.forbidden);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const target = await findTeamMember(tx, actor.companyId, userId);
    if (!leaving && target.role === 'owner' && !memberMay(actor, 'manage-owners'))
      throw new AppError('FORBIDDEN', teamMessages.adminCannotRemoveOwner);
    if (target.role === 'owner' && (await otherOwners(tx, actor.companyId, target.userId)) === 0)
      throw new AppError('CONFLICT', teamMessages.lastOwner);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, target.userId));
    await tx.update(users).set({ companyId: null, updatedAt: now }).where(eq(users.id, target.userId));
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      action: 'member.removed',
      at: now,
      detail: leaving ? `${target.name} left the team` : `${target.name} (${teamRoleLabels[target.role]})`,
    });
  });
}
