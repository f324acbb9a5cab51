import { z } from 'zod';
import { applicationStatuses, type ApplicationStatus } from './application-contracts.ts';
import { matchBreakdownSchema } from './match-contracts.ts';

/**
 * The employer's side of an application (issue "Employers, part 1"): the moves a status may make, the applicants of
 * a job, and the employer's update. One table of moves, read by the server (which enforces it: another move is a
 * 409) and the web (which offers only allowed moves).
 */

/** Statuses an employer sets. Accepted is the seeker's (accepting an offer); Failed and withdrawal are not moves. */
export const employerStatuses = ['Reviewing', 'Shortlisted', 'Offered', 'Rejected'] as const;
export type EmployerStatus = (typeof employerStatuses)[number];

/** Statuses in which an application still waits for an outcome: closing a job answers every one of them. */
export const openApplicationStatuses: readonly ApplicationStatus[] = [
  'Applied',
  'Pending',
  'Reviewing',
  'Shortlisted',
  'Offered',
];
export const isOpenApplicationStatus = (status: string): boolean =>
  (openApplicationStatuses as readonly string[]).includes(status);

/** Allowed moves. Rejected, Accepted and Failed are final (and so is a withdrawn application, whatever its status). */
export const statusMoves: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  Applied: ['Reviewing', 'Shortlisted', 'Rejected'],
  Pending: ['Reviewing', 'Shortlisted', 'Rejected'],
  Reviewing: ['Reviewing', 'Shortlisted', 'Rejected'],
  Shortlisted: ['Offered', 'Rejected'],
  Offered: ['Rejected', 'Accepted'],
  Accepted: [],
  Rejected: [],
  Failed: [],
};

/** Whether `from` may become `to`; `by` says who moves it (only the seeker accepts an offer). */
export function canMoveStatus(from: ApplicationStatus, to: ApplicationStatus, by: 'employer' | 'seeker'): boolean {
  if (!statusMoves[from].includes(to)) return false;
  return by === 'seeker' ? from === 'Offered' && to === 'Accepted' : to !== 'Accepted';
}

export const pipelineMessages = {
  statusInvalid: 'Status must be one of Reviewing, Shortlisted, Offered or Rejected',
  moveNotAllowed: 'This application cannot move to that status',
  applicationClosed: 'This application has been withdrawn',
  nothingToUpdate: 'Please give a status, feedback or notes',
  noOffer: 'There is no offer to accept on this application',
} as const;

const optionalText = (max: number) =>
  z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).optional();

/** `PATCH /api/applications/:id` (the job's company). */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(employerStatuses, { error: pipelineMessages.statusInvalid }).optional(),
    /** Seen by the seeker on My Applications (and e-mailed with a status change). */
    feedback: optionalText(5000),
    /** Internal to the company: never in any answer or e-mail to the seeker. */
    employerNotes: optionalText(10_000),
  })
  .refine((value) => value.status !== undefined || value.feedback !== undefined || value.employerNotes !== undefined, {
    message: pipelineMessages.nothingToUpdate,
  });
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

/** Bulk moves from the applicants page: several applications, one status (and one feedback, e.g. a rejection template). */
export const bulkApplicationUpdateSchema = z.object({
  ids: z.array(z.string().max(64)).min(1, 'Select at least one applicant').max(500),
  status: z.enum(employerStatuses, { error: pipelineMessages.statusInvalid }),
  feedback: optionalText(5000),
});

export const applicantSchema = z.object({
  /** The application's id. */
  _id: z.string(),
  seeker: z.object({
    /** Null once the seeker deleted their account: the application stays, anonymised (name 'Deleted account'). */
    _id: z.string().nullable(),
    name: z.string(),
    headline: z.string(),
    location: z.string(),
    skills: z.array(z.string()),
  }),
  status: z.enum(applicationStatuses),
  appliedAt: z.string(),
  matchScore: z.number().nullable(),
  matchBreakdown: matchBreakdownSchema.nullable(),
  autopilotGenerated: z.boolean(),
  coverLetter: z.string(),
  feedback: z.string(),
  employerNotes: z.string(),
  /** The team member who last wrote the feedback and the notes; null when nobody yet (or the account is gone). */
  feedbackBy: z.string().nullable(),
  employerNotesBy: z.string().nullable(),
  /** An authorised, expiring link to the resume sent with the application; null when none was sent. */
  resumeUrl: z.string().nullable(),
  firstResponseAt: z.string().nullable(),
  /** Autopilot's one polite follow-up from the candidate (autoFollowUp), and when it was made; null = none. */
  followUpMessage: z.string().nullable(),
  followedUpAt: z.string().nullable(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicantSorts = ['match', 'date'] as const;

/** A page of applicants: a job may have thousands, and each carries a cover letter and a breakdown. */
export const applicantsPageSize = 50;
export const applicantsPageMessage = 'page must be a whole number of at least 1';
export const applicantsLimitMessage = 'limit must be a whole number from 1 to 100';
const pageNumber = (message: string, max: number, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);

export const applicantsQuerySchema = z.object({
  status: z.enum(applicationStatuses, { error: 'Unknown status' }).optional(),
  sort: z.enum(applicantSorts, { error: 'sort must be match or date' }).default('match'),
  page: pageNumber(applicantsPageMessage, 100_000, 1),
  limit: pageNumber(applicantsLimitMessage, 100, applicantsPageSize),
});

export const applicantsResponseSchema = z.object({
  job: z.object({ _id: z.string(), title: z.string(), postingStatus: z.string() }),
  /** The requested page of the applicants (of the status asked for), in the requested order. */
  applicants: z.array(applicantSchema),
  /** Applicants in the whole list (of the status asked for), and its pages at the requested size. */
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  /** Applications per status, withdrawn ones left out. */
  counts: z.record(z.string(), z.number().int()),
});
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

/** `POST /api/applications/bulk`: the ids moved, and the ids skipped (not the company's, withdrawn, or a move not allowed). */
export const bulkApplicationUpdateResultSchema = z.object({
  updated: z.array(z.string()),
  skipped: z.array(z.string()),
});
export type BulkApplicationUpdateResult = z.infer<typeof bulkApplicationUpdateResultSchema>;

/** The unsubscribe link in status e-mails (`GET` or one-click `POST /api/users/status-emails/unsubscribe?token=…`). */
export const statusEmailsUnsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(300),
});

export const statusEmailMessages = {
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer receive e-mails when an employer updates one of your applications',
} as const;
