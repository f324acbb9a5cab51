import { z } from 'zod';
import { applicationMethodTypes } from './job-contracts.ts';

/**
 * Application contracts (spec sections 3, 4 and 7): the Application as the API shows it, the apply request and
 * response, and the one place where the spec's two status vocabularies meet.
 */

/** The stored statuses (spec section 4, "Application statuses"). */
export const applicationStatuses = [
  'Applied',
  'Pending',
  'Reviewing',
  'Shortlisted',
  'Offered',
  'Accepted',
  'Rejected',
  'Failed',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Withdraw is offered (and allowed by the server) only in these statuses. */
export const withdrawableStatuses: readonly ApplicationStatus[] = ['Applied', 'Pending', 'Reviewing'];
export const canWithdraw = (status: string): boolean => (withdrawableStatuses as readonly string[]).includes(status);

export type StatusColour = 'blue' | 'yellow' | 'red' | 'green';
const statusColours: Record<ApplicationStatus, StatusColour> = {
  Applied: 'blue',
  Pending: 'yellow',
  Reviewing: 'yellow',
  Rejected: 'red',
  Failed: 'red',
  Shortlisted: 'green',
  Offered: 'green',
  Accepted: 'green',
};
export const statusColour = (status: string): StatusColour =>
  statusColours[normaliseApplicationStatus(status)] ?? 'yellow';

/**
 * The spec's second, lower-case vocabulary (submitted, viewed, interview, rejected; anything else Pending) mapped
 * onto the stored statuses. Stored statuses pass through unchanged.
 */
const lowerCaseVocabulary: Record<string, ApplicationStatus> = {
  submitted: 'Applied',
  viewed: 'Reviewing',
  interview: 'Shortlisted',
  rejected: 'Rejected',
};
export function normaliseApplicationStatus(status: string | null | undefined): ApplicationStatus {
  if (!status) return 'Pending';
  if ((applicationStatuses as readonly string[]).includes(status)) return status as ApplicationStatus;
  return lowerCaseVocabulary[status.toLowerCase()] ?? 'Pending';
}

/** Dashboard counters (spec: Total Applications, Under Review, Shortlisted, Rejected) over all applications. */
export function applicationCounters(statuses: readonly string[]) {
  const normalised = statuses.map(normaliseApplicationStatus);
  return {
    total: normalised.length,
    underReview: normalised.filter((s) => s === 'Applied' || s === 'Pending' || s === 'Reviewing').length,
    shortlisted: normalised.filter((s) => s === 'Shortlisted' || s === 'Offered' || s === 'Accepted').length,
    rejected: normalised.filter((s) => s === 'Rejected').length,
  };
}

export const externalSubmissionDetailsSchema = z.object({
  method: z.enum(applicationMethodTypes),
  /** The e-mail address, URL or endpoint the application went to ('' when none). */
  targetDestination: z.string(),
  submittedAt: z.string(),
  redirectUrl: z.string().optional(),
  /** What happened, in words ('Saved locally (external job)', 'HTTP 201 from the employer's API'…). */
  responseDetails: z.string().optional(),
  /** True when nothing left Orbit Jobs (url, form and unknown methods). */
  storedLocallyOnly: z.boolean().optional(),
});
export type ExternalSubmissionDetails = z.infer<typeof externalSubmissionDetailsSchema>;

export const applicationSchema = z.object({
  _id: z.string(),
  job: z.object({
    _id: z.string(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    /** Where the seeker can apply themselves (company-site.ts); null for Orbit Jobs postings or when unknown. */
    companySiteUrl: z.string().nullable(),
  }),
  status: z.enum(applicationStatuses),
  appliedAt: z.string(),
  createdAt: z.string(),
  notes: z.string(),
  coverLetter: z.string(),
  // No employerNotes: the spec's Application has them, but they are the company's internal notes and never reach the
  // seeker (the employer's pipeline shows them: pipeline-contracts.ts).
  feedback: z.string(),
  matchScore: z.number().nullable(),
  autopilotGenerated: z.boolean(),
  isExternal: z.boolean(),
  externalSubmissionDetails: externalSubmissionDetailsSchema.nullable(),
  /** Why a submission failed (status Failed or not Applied), in plain words. */
  failureReason: z.string().nullable(),
  /** When the company first responded (opened it, moved it, wrote feedback); null = no response yet. */
  firstResponseAt: z.string().nullable(),
  /** When Autopilot followed up on the seeker's behalf (a note to the employer or an e-mail in the thread); null = not. */
  followedUpAt: z.string().nullable().optional(),
});
export type Application = z.infer<typeof applicationSchema>;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`),
  );

/** `POST /api/applications` (spec: jobId, notes, resumeUrl, coverLetter). */
export const applyRequestSchema = z.object({
  jobId: z.string({ error: 'jobId is required' }).trim().min(1, 'jobId is required').max(200),
  notes: optionalText(5000),
  coverLetter: optionalText(20000),
  /** Ignored beyond validation: the server attaches the seeker's own stored resume, never a URL from the client. */
  resumeUrl: optionalText(2000),
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

export const applyResponseSchema = z.object({
  msg: z.string(),
  application: applicationSchema,
  redirectUrl: z.string().optional(),
  matchScore: z.number().optional(),
});
export type ApplyResponse = z.infer<typeof applyResponseSchema>;

export const applicationListResponseSchema = z.array(applicationSchema);

export const applicationIdParamsSchema = z.object({ id: z.string().max(200) });

/** Spec section 4, "Outcome messages": an application whose status is not Applied after an external apply. */
export const notSubmittedMessage =
  'Your application has been saved, but could not be submitted externally. Please try applying directly on the company website.';

/** The outcome message after an external apply (spec section 4, "Outcome messages"). */
export function applyOutcomeMessage(response: Pick<ApplyResponse, 'application' | 'redirectUrl'>): string {
  const { application, redirectUrl } = response;
  const method = application.externalSubmissionDetails?.method;
  if (application.status !== 'Applied') return notSubmittedMessage;
  if (method === 'email') return 'Your application has been submitted via email.';
  if (method === 'api') return 'Your application has been submitted via API.';
  if (method === 'url') {
    const target = redirectUrl || application.externalSubmissionDetails?.targetDestination;
    return target
      ? 'You have been redirected to the company website.'
      : 'Your application has been saved, but no redirect URL was provided.';
  }
  return 'Your application has been submitted successfully.';
}

export const applyFailureMessage = 'There was an error submitting your application. Please try again.';

/** How an external application was submitted, for its card (spec section 4). */
export function externalSubmissionLabel(
  details: Pick<ExternalSubmissionDetails, 'method' | 'responseDetails' | 'storedLocallyOnly'>,
): string {
  switch (details.method) {
    case 'email':
      return 'Submitted via email';
    case 'url':
      return details.storedLocallyOnly || details.responseDetails?.includes('Saved locally')
        ? 'Saved locally (external job)'
        : 'Applied on company website';
    case 'form':
      return 'Submitted application form';
    case 'api':
      return 'Applied via direct submission';
    default:
      return 'Application saved';
  }
}
