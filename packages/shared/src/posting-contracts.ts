import { z } from 'zod';
import { categoryNames } from './categories.ts';
import { experienceLevels, jobSchema } from './job-contracts.ts';
import { countryByCode } from './matching/places.ts';
import { jobListEmploymentTypes } from './options.ts';
import { candidateContactStates } from './talent-contracts.ts';
import { worldRegionNames, type WorldRegion } from './world-regions.ts';

/**
 * Posting a job on Orbit Jobs (issue "Employers, part 1"): the body of `POST /api/jobs` and `PUT /api/jobs/:id`, the
 * states an employer sees, closing and moderation. The server validates with these; the web form checks with them too,
 * so both give the same message for the same mistake.
 */

/**
 * Draft (a hiring manager's, until a recruiter or above publishes it) → Pending (awaiting review) → Active (public) →
 * Closed (filled, cancelled, expired, or rejected in review).
 */
export const postingStatuses = ['Draft', 'Pending', 'Active', 'Closed'] as const;
export type PostingStatus = (typeof postingStatuses)[number];

export const closedReasons = ['filled', 'cancelled', 'expired', 'rejected'] as const;
export type ClosedReason = (typeof closedReasons)[number];

export const postingSalaryPeriods = ['year', 'month', 'hour'] as const;
export const postingCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NGN',
  'KES',
  'ZAR',
  'GHS',
  'EGP',
  'MAD',
  'RWF',
  'UGX',
  'INR',
] as const;

/** A posting lives 30 days (spec section 9) and may be renewed in its last 5 for 30 more. */
export const postingLifetimeDays = 30;
export const renewWindowDays = 5;

export const postingMessages = {
  titleRequired: 'Please enter a job title',
  descriptionRequired: 'Please describe the job (at least 50 characters)',
  categoryInvalid: 'Please choose a category from the list',
  employmentTypeInvalid: 'Please choose an employment type from the list',
  experienceLevelInvalid: 'Please choose an experience level from the list',
  salaryRequired: 'Please give the salary range (minimum and maximum)',
  salaryNumber: 'Salary must be a positive whole number',
  salaryOrder: 'The minimum salary cannot be above the maximum',
  salaryCurrencyInvalid: 'Please choose a currency from the list',
  salaryPeriodInvalid: 'Salary period must be year, month or hour',
  eligibilityRequired: 'Please say where candidates may live: worldwide, or at least one country or region',
  countryInvalid: 'Unknown country code',
  regionInvalid: 'Unknown region',
  skillsTooMany: 'Please list at most 20 skills',
  deadlinePast: 'The application deadline must be in the future',
  deadlineTooFar: 'The application deadline must be within a year from today',
  deadlineInvalid: 'The application deadline must be a date',
  timezoneInvalid: 'Time-zone overlap: hours from 1 to 12 with a UTC offset from -12 to +14',
  closeReasonInvalid: "Reason must be 'filled' or 'cancelled'",
  decisionInvalid: "Decision must be 'approve' or 'reject'",
  rejectReasonRequired: 'Please give the employer a reason for the rejection',
  employersOnly: 'Posting jobs is for employer accounts',
  noCompany: 'Your account has no company yet: add it on your company profile first',
  jobClosed: 'This job is closed',
  alreadyClosed: 'This job is already closed',
  notRenewable: 'A job can be renewed in the last 5 days of its 30, while it is active',
  notPending: 'This job is not awaiting review',
  posted: 'Your job is live',
  closedFilled: 'The job is closed as filled; every open applicant has been told',
  closedCancelled: 'The job is closed; every open applicant has been told',
  postedForReview: 'Your job is awaiting review',
  approved: 'The job is live',
  rejected: 'The job was rejected and its employer told why',
} as const;

/**
 * The last day an application deadline may fall on: the same date a year after `today` ('YYYY-MM-DD'; from 29 February,
 * 1 March). Today is the caller's: the server's clock (UTC), the employer's calendar in the form.
 */
export function latestApplicationDeadline(today: string): string {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = today.split('-').map(Number);
  return new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
}

/** A deadline (any date the schema accepts) after the end of `latestApplicationDeadline(today)`, in UTC. */
export function isDeadlineTooFar(deadline: string, today: string): boolean {
  return Date.parse(deadline) >= Date.parse(latestApplicationDeadline(today)) + 24 * 60 * 60 * 1000;
}

const text = (max: number, requiredMessage?: string) => {
  const base = z
    .string({ error: requiredMessage ?? 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`);
  return requiredMessage ? base.min(1, requiredMessage) : z.preprocess((value) => value ?? '', base);
};

const salaryAmount = z.coerce
  .number({ error: postingMessages.salaryRequired })
  .int(postingMessages.salaryNumber)
  .positive(postingMessages.salaryNumber)
  .max(100_000_000, postingMessages.salaryNumber);

export const eligibilitySchema = z
  .object({
    worldwide: z.boolean({ error: postingMessages.eligibilityRequired }),
    countries: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => countryByCode.has(code), postingMessages.countryInvalid),
      )
      .max(60)
      .default([]),
    regions: z
      .array(z.enum(worldRegionNames as [WorldRegion, ...WorldRegion[]], { error: postingMessages.regionInvalid }))
      .max(6)
      .default([]),
  })
  .refine((value) => value.worldwide || value.countries.length + value.regions.length > 0, {
    message: postingMessages.eligibilityRequired,
    path: ['worldwide'],
  });
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const timezoneOverlapSchema = z.object({
  hours: z.coerce
    .number({ error: postingMessages.timezoneInvalid })
    .int(postingMessages.timezoneInvalid)
    .min(1, postingMessages.timezoneInvalid)
    .max(12, postingMessages.timezoneInvalid),
  utcOffset: z.coerce
    .number({ error: postingMessages.timezoneInvalid })
    .min(-12, postingMessages.timezoneInvalid)
    .max(14, postingMessages.timezoneInvalid),
});
export type TimezoneOverlap = z.infer<typeof timezoneOverlapSchema>;

/** `POST /api/jobs`, `PUT /api/jobs/:id`. */
export const jobPostingSchema = z
  .object({
    title: text(120, postingMessages.titleRequired),
    description: z
      .string({ error: postingMessages.descriptionRequired })
      .trim()
      .min(50, postingMessages.descriptionRequired)
      .max(20_000, 'Must be at most 20000 characters'),
    responsibilities: text(10_000),
    requirements: text(10_000),
    benefits: text(10_000),
    skills: z.array(z.string().trim().min(1).max(60)).max(20, postingMessages.skillsTooMany).default([]),
    category: z.enum(categoryNames, { error: postingMessages.categoryInvalid }),
    employmentType: z.enum(jobListEmploymentTypes, { error: postingMessages.employmentTypeInvalid }),
    experienceLevel: z.enum(experienceLevels, { error: postingMessages.experienceLevelInvalid }),
    salaryMin: salaryAmount,
    salaryMax: salaryAmount,
    salaryCurrency: z.enum(postingCurrencies, { error: postingMessages.salaryCurrencyInvalid }),
    salaryPeriod: z.enum(postingSalaryPeriods, { error: postingMessages.salaryPeriodInvalid }),
    /** Where the team works or the role is based, in the employer's words ('Remote', 'Remote — Lagos office'). */
    location: text(120, 'Please give a location (for example Remote)'),
    eligibility: eligibilitySchema,
    timezoneOverlap: timezoneOverlapSchema.nullish(),
    applicationDeadline: z
      .string({ error: postingMessages.deadlineInvalid })
      .refine((value) => !Number.isNaN(Date.parse(value)), postingMessages.deadlineInvalid)
      .nullish(),
    /** Whether Autopilot may apply for seekers (default: accept). */
    acceptsAutopilot: z.boolean().default(true),
  })
  .refine((value) => value.salaryMin <= value.salaryMax, { message: postingMessages.salaryOrder, path: ['salaryMin'] });
export type JobPostingInput = z.input<typeof jobPostingSchema>;
export type JobPosting = z.output<typeof jobPostingSchema>;

/** The employer's Markdown texts as written (the job shows them rendered); the edit form starts from these. */
export interface PostingSource {
  description: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
}

/** `POST /api/jobs/:id/close`. */
export const closeJobSchema = z.object({
  reason: z.enum(['filled', 'cancelled'], { error: postingMessages.closeReasonInvalid }),
  message: text(2000),
});

/** `POST /api/moderation/jobs/:id`. */
export const moderationDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: postingMessages.decisionInvalid }),
    reason: text(2000),
  })
  .refine((value) => value.decision === 'approve' || value.reason.length > 0, {
    message: postingMessages.rejectReasonRequired,
    path: ['reason'],
  });

/** What automatic screening found in a post; any finding (or an unverified employer) sends it to a moderator. */
export const screeningFindingSchema = z.object({ code: z.string(), message: z.string() });
export type ScreeningFinding = z.infer<typeof screeningFindingSchema>;

/** A posting as its employer (and a moderator) sees it. */
export const postedJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  location: z.string(),
  postedAt: z.string(),
  expiresAt: z.string(),
  postingStatus: z.enum(postingStatuses),
  closedReason: z.enum(closedReasons).nullable(),
  closedMessage: z.string(),
  findings: z.array(screeningFindingSchema),
  /** True in the last 5 days of an Active posting. */
  canRenew: z.boolean(),
  applicants: z.number().int(),
  views: z.number().int(),
  /**
   * Whether Autopilot may apply (the post's `acceptsAutopilot`): the edit form prefills its checkbox from it, as the Job
   * does not carry it. Optional so an answer without it still parses; the web then assumes the default, on.
   */
  acceptsAutopilot: z.boolean().optional(),
});
export type PostedJob = z.infer<typeof postedJobSchema>;

/** `POST /api/jobs`, `PUT /api/jobs/:id`: the job as shown, with its state for the employer. */
export const postingResponseSchema = jobSchema.extend({
  postingStatus: z.enum(postingStatuses),
  findings: z.array(screeningFindingSchema),
  canRenew: z.boolean(),
});
export type PostingResponse = z.infer<typeof postingResponseSchema>;

export const employerJobsResponseSchema = z.array(postedJobSchema);

export const employerStatsSchema = z.object({
  activeJobs: z.number().int(),
  totalApplicants: z.number().int(),
  jobViews: z.number().int(),
  /** Applicants to the company's jobs whose match score is 70 or more. */
  candidateMatches: z.number().int(),
});
export type EmployerStats = z.infer<typeof employerStatsSchema>;

/** `GET /api/employer/jobs/:id`: the company's own post, whatever its state (the edit form and preview read it). */
export const employerJobDetailSchema = z.object({ job: jobSchema, posting: postedJobSchema });
export type EmployerJobDetail = z.infer<typeof employerJobDetailSchema>;

/** `GET /api/moderation/jobs`: pending posts, oldest first, with what screening found and who posted them. */
export const moderationQueueSchema = z.array(
  z.object({
    job: jobSchema,
    posting: postedJobSchema,
    employer: z.object({ name: z.string(), email: z.string(), companyName: z.string(), verified: z.boolean() }),
    submittedAt: z.string(),
  }),
);

/**
 * `GET /api/employer/candidates`: the best matches for the company's active jobs, among its applicants and the talent
 * pool seekers visible to it. A pool seeker who has not shared their details with the company reads as their card does:
 * `name` is the first name and initial, `location` the country only, `education` empty (the card has none).
 */
export const topCandidatesSchema = z.array(
  z.object({
    /** 'applicant': applied to `jobId`; 'pool': a talent pool seeker matching `jobId` who has not applied to it. */
    source: z.enum(['applicant', 'pool']),
    /** Null for a pool seeker (no application to the job). */
    applicationId: z.string().nullable(),
    /** For /candidates/{id}/…; null once an applicant deleted their account. */
    seekerId: z.string().nullable(),
    jobId: z.string(),
    jobTitle: z.string(),
    name: z.string(),
    headline: z.string(),
    location: z.string(),
    skills: z.array(z.string()),
    experience: z.string(),
    education: z.string(),
    matchScore: z.number().nullable(),
    /** The application's status; null for a pool seeker. */
    status: z.string().nullable(),
    /** Where the company's contact with the seeker stands (an applicant has shared their details: 'accepted'). */
    contact: z.enum(candidateContactStates),
  }),
);
export type TopCandidate = z.infer<typeof topCandidatesSchema>[number];

/** `GET /api/employer/waiting`: applications to active jobs waiting more than 7 days for any response. */
export const waitingApplicationsSchema = z.array(
  z.object({
    applicationId: z.string(),
    jobId: z.string(),
    jobTitle: z.string(),
    name: z.string(),
    appliedAt: z.string(),
  }),
);

/** An application waits too long after 7 days (employer dashboard); the seeker is told after 14 ("No response yet"). */
export const employerWaitingDays = 7;
export const seekerNoResponseDays = 14;

/** A match score at or above this makes an applicant a "Candidate Match" on the employer dashboard. */
export const candidateMatchScore = 70;
