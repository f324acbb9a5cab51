import { eq } from 'drizzle-orm';
import type { TeamRole } from '@orbit/shared/team-contracts';
import type { Db } from '../../db/client.ts';
import { companyMembers } from '../../db/schema/team.ts';

/**
 * The one answer to "may this member of a company do this", asked by every employer endpoint (through the
 * `requireMember` hook of access-policy.ts and the job- and application-level look-ups of domain/ownership.ts).
 * Membership is read from the database on each request, never from the token: a removed member or a changed role
 * counts from the next request on.
 *
 * - owner: everything; admin: everything but removing or changing owners;
 * - recruiter: jobs, every applicant, candidates and conversations; not the team, the company profile or the audit;
 * - hiring manager: the applicants of the jobs assigned to them (see, move, notes, feedback, resumes) and drafts of
 *   jobs, which a recruiter or above publishes. Another job of the company is as unknown to them as another
 *   company's (404), so they learn nothing of it.
 */
export interface Member {
  userId: string;
  companyId: string;
  role: TeamRole;
  jobIds: string[];
}

export type TeamAction =
  /** See the company's jobs and their applicants (a hiring manager: the assigned ones). */
  | 'view-job'
  /** Move applications, write notes and feedback, open resumes (a hiring manager: on assigned jobs). */
  | 'manage-applicants'
  /** Analytics figures (a hiring manager: the assigned jobs only). */
  | 'view-analytics'
  /** Save a draft of a job, or edit one's own draft (every role). */
  | 'draft-job'
  /** Post, publish, edit, close and renew jobs. */
  | 'publish-job'
  /** Search the talent pool, send contact requests, read and write conversations. */
  | 'contact-candidates'
  /** The company's public profile. */
  | 'edit-company'
  /** Invite, re-role and remove members who are not owners; read the audit trail. */
  | 'manage-team'
  /** Make, change or remove an owner. */
  | 'manage-owners';

const managers: readonly TeamRole[] = ['owner', 'admin'];
const staff: readonly TeamRole[] = ['owner', 'admin', 'recruiter'];

/**
 * Whether `member` may do `action`, on `job` when the action is about one. Without a job the question is "may they
 * do it on some job", which the route asks before it knows the job; the look-up of the job then asks again with it.
 */
export function memberMay(member: Member, action: TeamAction, job?: { id: string; status?: string } | null): boolean {
  const assigned = !job || member.jobIds.includes(job.id);
  switch (action) {
    case 'view-job':
    case 'manage-applicants':
    case 'view-analytics':
      return member.role !== 'hiring-manager' || assigned;
    case 'draft-job':
      return member.role !== 'hiring-manager' || !job || (assigned && job.status === 'draft');
    case 'publish-job':
    case 'contact-candidates':
      return staff.includes(member.role);
    case 'edit-company':
    case 'manage-team':
      return managers.includes(member.role);
    case 'manage-owners':
      return member.role === 'owner';
  }
}

/** The employer's membership, read now; null for an employer of no company (or a removed member). */
export async function loadMember(db: Pick<Db, 'select'>, userId: string): Promise<Member | null> {
  const [row] = await db
    .select({
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      jobIds: companyMembers.jobIds,
    })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return row ?? null;
}

/** The jobs a member's lists are limited to: null = every job of the company. */
export const visibleJobIds = (member: Member): string[] | null =>
  member.role === 'hiring-manager' ? member.jobIds : null;
