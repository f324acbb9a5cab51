import { z } from 'zod';

/**
 * A company's team: its members and their roles, invitations, and the audit trail of what each member did.
 * Who may do what is decided on the server (domain/team/team-policy.ts); the web app only hides what it would refuse.
 */

export const teamRoles = ['owner', 'admin', 'recruiter', 'hiring-manager'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamRoleLabels: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  recruiter: 'Recruiter',
  'hiring-manager': 'Hiring manager',
};

/** What each role may do, as the team page explains it. */
export const teamRoleSummaries: Record<TeamRole, string> = {
  owner: 'Everything, including the team and its owners.',
  admin: 'Everything but removing owners.',
  recruiter: 'Posts and edits jobs, manages every applicant, contacts candidates.',
  'hiring-manager':
    'Sees and moves the applicants of the jobs assigned to them; drafts jobs for a recruiter to publish.',
};

/** An invitation's link works this long. */
export const invitationLifetimeDays = 7;
/** Audit entries are kept this long, then deleted by a daily sweep. */
export const auditRetentionDays = 365;
export const auditPageSize = 25;

export const auditActions = [
  'job.posted',
  'job.drafted',
  'job.published',
  'job.edited',
  'job.closed',
  'job.renewed',
  'application.status',
  'application.note',
  'application.feedback',
  'contact.sent',
  'message.sent',
  'resume.viewed',
  'member.invited',
  'member.joined',
  'member.removed',
  'member.role',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  'job.posted': 'Posted a job',
  'job.drafted': 'Drafted a job',
  'job.published': 'Published a draft',
  'job.edited': 'Edited a job',
  'job.closed': 'Closed a job',
  'job.renewed': 'Renewed a job',
  'application.status': 'Moved an application',
  'application.note': 'Wrote a note',
  'application.feedback': 'Wrote feedback',
  'contact.sent': 'Sent a contact request',
  'message.sent': 'Sent a message',
  'resume.viewed': 'Viewed a resume',
  'member.invited': 'Invited a member',
  'member.joined': 'Joined the team',
  'member.removed': 'Removed a member',
  'member.role': 'Changed a role',
};

export const teamMessages = {
  notMember: 'You are not a member of a company team.',
  forbidden: 'Your role on the team does not allow this.',
  lastOwner: 'A company needs an owner: make someone else an owner first.',
  adminCannotRemoveOwner: 'Only an owner can remove or change another owner.',
  memberNotFound: 'Team member not found.',
  invitationNotFound: 'Invitation not found.',
  invitationInvalid: 'This invitation is no longer valid. Ask the company for a new one.',
  alreadyMember: 'This address already belongs to a member of your team.',
  hasCompany: 'Your account already belongs to a company. An account can belong to one company only.',
  notEmployerInvitee: 'Only an employer account can join a company team.',
  wrongInvitee: 'This invitation was sent to another e-mail address.',
  jobIdsForHiringManagers: 'Only hiring managers are assigned jobs.',
  unknownJob: 'One of the jobs is not your company’s.',
  invited: 'Invitation sent.',
  revoked: 'Invitation revoked.',
  removed: 'Member removed.',
  draftOnly: 'A hiring manager’s job is saved as a draft for a recruiter to publish.',
  notDraft: 'This job is not a draft.',
  invitedRegistered: 'Your account is ready. Sign in to join the team.',
  joined: 'You joined the team.',
  companyHasTeam: 'This company already has a team on Orbit Jobs. Ask one of its owners or admins to invite you.',
} as const;

export const teamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  jobIds: z.array(z.string()).optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
  /** The caller: what the page lets them do. */
  me: z.object({ userId: z.string(), role: z.enum(teamRoles) }),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));

export const invitationInputSchema = z.strictObject({ email, role: z.enum(teamRoles) });
export type InvitationInput = z.infer<typeof invitationInputSchema>;

export const invitationTokenSchema = z.string().min(20).max(200);
export const acceptInvitationSchema = z.strictObject({ token: invitationTokenSchema });

/** What the acceptance page shows before anyone signs in: the company, the role and the address invited. */
export const invitationPreviewSchema = z.object({
  company: z.string(),
  email: z.string(),
  role: z.enum(teamRoles),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const memberUpdateSchema = z
  .strictObject({
    role: z.enum(teamRoles).optional(),
    jobIds: z.array(z.uuid()).max(500).optional(),
  })
  .refine((value) => value.role !== undefined || value.jobIds !== undefined, { message: 'Nothing to change' });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().max(100) });
export const invitationIdParamsSchema = z.object({ id: z.string().max(100) });

export const auditQuerySchema = z.object({
  member: z.uuid().optional(),
  jobId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.object({ userId: z.string().nullable(), name: z.string() }),
  action: z.enum(auditActions),
  jobId: z.string().optional(),
  applicationId: z.string().optional(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
