import { z } from 'zod';
import { categoryNames } from './categories.ts';
import { matchBreakdownSchema } from './match-contracts.ts';

/**
 * Catalogue contracts (spec sections 3 and 7): the Job as the API shows it, the jobs-list query, categories and
 * import runs. The server validates and serialises with these; the web app may parse with them.
 */

export const salaryPeriods = ['year', 'month', 'week', 'day', 'hour'] as const;
export const applicationMethodTypes = ['email', 'url', 'form', 'api', 'unknown'] as const;
export const experienceLevels = ['entry', 'mid', 'senior', 'lead'] as const;
/**
 * live: listed; expired: past its 30 days or no longer on its feed; removed: taken down (never shown); pending: a post
 * awaiting review (shown to its employer and moderators only); closed: filled, cancelled or rejected by its employer or
 * a moderator (its page says the position is closed); draft: a hiring manager's post waiting for a recruiter or
 * above to publish it (shown to its company only).
 */
export const jobStatuses = ['live', 'expired', 'removed', 'pending', 'closed', 'draft'] as const;
export type JobStatus = (typeof jobStatuses)[number];

// Defined beside isNativeJob (zod-free, so the web app's first load need not carry zod for them).
export { demoJobSource, nativeJobSource } from './job-kind.ts';

export const salaryRangeResponseSchema = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.string(),
  period: z.enum(salaryPeriods),
});

export const jobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  companyId: z.string().nullable(),
  logo: z.string(),
  location: z.string(),
  /** Who may apply, in the feed's words ('USA Only'), '' when unknown. */
  regions: z.string(),
  remote: z.boolean(),
  employmentType: z.string(),
  experienceLevel: z.string(),
  /** A range, the feed's own words, or null (spec: "object min, max, currency; or a string"). */
  salary: z.union([salaryRangeResponseSchema, z.string(), z.null()]),
  createdAt: z.string(),
  postedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(jobStatuses),
  category: z.string(),
  description: z.string(),
  responsibilities: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  skills: z.array(z.string()),
  tags: z.array(z.string()),
  /** The employer's user id for native jobs; null for external ones. */
  postedBy: z.string().nullable(),
  source: z.string(),
  /** The name to credit ('Remotive'); several feeds' terms ask for it. */
  sourceLabel: z.string(),
  sourceUrl: z.string().nullable(),
  /** The same posting seen on other feeds. */
  alsoListedOn: z.array(z.object({ source: z.string(), label: z.string(), url: z.string() })),
  applicationMethod: z.object({ type: z.enum(applicationMethodTypes), value: z.string() }),
  /** Who may apply: worldwide, or the countries (ISO codes) and world regions where candidates must live; null = unknown. */
  eligibility: z
    .object({ worldwide: z.boolean(), countries: z.array(z.string()), regions: z.array(z.string()) })
    .nullable(),
  /** Native posts: hours of overlap asked with a UTC offset ('4 h with UTC+1'). */
  timezoneOverlap: z.object({ hours: z.number(), utcOffset: z.number() }).nullable(),
  applicationDeadline: z.string().nullable(),
  /** Why a closed job closed (filled, cancelled, expired, rejected); null while open. */
  closedReason: z.string().nullable(),
  /** Job page only: the company's median hours to a first response, once 5+ of its applications were answered. */
  medianResponseHours: z.number().nullable().optional(),
  /**
   * How well the job fits the signed-in seeker, 0–100: on `GET /api/jobs/:id`, the recommendations and the
   * "Recommended for you" list when a job seeker asks. Absent for visitors and employers.
   */
  matchScore: z.number().int().min(0).max(100).optional(),
  /** Matched and missing skills and the reasons behind `matchScore`, in plain sentences ("Why this match"). */
  matchBreakdown: matchBreakdownSchema.optional(),
});
export type Job = z.infer<typeof jobSchema>;

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

const queryText = (max: number) =>
  z.preprocess(
    blankAsMissing,
    z.string({ error: 'Must be given once, as text' }).trim().max(max, `Must be at most ${max} characters`).optional(),
  );

export const jobListSorts = ['newest', 'recommended'] as const;
export type JobListSort = (typeof jobListSorts)[number];
export const sortMessage = 'sort must be newest or recommended';
export const pageMessage = 'page must be a whole number of at least 1';
export const limitMessage = 'limit must be a whole number from 1 to 100';

/** `GET /api/jobs` (spec section 7). Unknown parameters such as the `_t` cache-buster are ignored. */
export const jobWorkplaces = ['remote', 'hybrid', 'onsite', 'any'] as const;
export type JobWorkplace = (typeof jobWorkplaces)[number];
export const workplaceInvalidMessage = 'workplace must be remote, hybrid, onsite or any';

export const jobListQuerySchema = z.object({
  search: queryText(200),
  /** The home search box links to /jobs?title=…; an alias of search. */
  title: queryText(200),
  location: queryText(120),
  /** Employment type, any case ('full-time' = 'Full-time'). */
  type: queryText(40),
  /** With or without the 'Remote ' prefix. */
  category: queryText(100),
  remote: z.preprocess(
    blankAsMissing,
    z.enum(['true', 'false', '1', '0'], { error: 'remote must be true or false' }).optional(),
  ),
  /**
   * remote, hybrid, onsite or any. With a location, remote is the default (jobs a person living there may take);
   * onsite / hybrid keep those jobs located there, any both. Without one, jobs of that workplace anywhere.
   */
  workplace: z.preprocess(blankAsMissing, z.enum(jobWorkplaces, { error: workplaceInvalidMessage }).optional()),
  company: queryText(200),
  companyId: queryText(64),
  /**
   * A country (ISO 3166-1 alpha-2): only jobs a person living there may take — open worldwide, naming the country, or
   * naming its world region. Jobs that do not say where candidates may live are left out unless `includeUnknown`.
   */
  openTo: z.preprocess(
    blankAsMissing,
    z
      .string({ error: 'openTo must be a two-letter country code' })
      .regex(/^[A-Za-z]{2}$/, 'openTo must be a two-letter country code')
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
  includeUnknown: z.preprocess(
    blankAsMissing,
    z.enum(['true', 'false', '1', '0'], { error: 'includeUnknown must be true or false' }).optional(),
  ),
  page: wholeNumber(pageMessage, 1, 100_000),
  limit: wholeNumber(limitMessage, 1, 100),
  /**
   * newest (default) or recommended: for a signed-in job seeker, the jobs matching the filters ranked by match score
   * (the recommendations' ranking), then the rest newest first; for anyone else, newest.
   */
  sort: z.preprocess(blankAsMissing, z.enum(jobListSorts, { error: sortMessage }).optional()),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({
  jobs: z.array(jobSchema),
  total: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  /**
   * Set (true) when a list matched more jobs than it counts: `total` is then the cap — 400 for a search (the matches
   * it ranks), 1,000 for a filtered list — and means 'more than that' ('400+ jobs'); `totalPages` pages it, and each
   * of those pages exists (a deeper page, asked for by its address, still answers).
   */
  totalCapped: z.literal(true).optional(),
  /** Set when the search as typed found too little and its misspelt words were put right: the search answered. */
  correctedSearch: z.string().optional(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

export const newestJobsQuerySchema = z.object({
  limit: wholeNumber('limit must be a whole number from 1 to 50', 1, 50),
});

export const jobIdParamsSchema = z.object({ id: z.string().max(200) });

export const categoryCountResponseSchema = z.object({
  _id: z.string(),
  name: z.enum(categoryNames),
  count: z.number().int(),
});
export const categoryListResponseSchema = z.array(categoryCountResponseSchema);

export const importTriggers = ['schedule', 'manual', 'cli'] as const;
export const importRunStatuses = ['queued', 'running', 'succeeded', 'partial', 'failed'] as const;
export const importSourceStatuses = ['succeeded', 'failed', 'not-due'] as const;

/** One source's part of an import run. */
export const importSourceSummarySchema = z.object({
  status: z.enum(importSourceStatuses),
  /** Records the feed listed. */
  fetched: z.number().int(),
  created: z.number().int(),
  /** Rows whose content changed (or that came back onto the feed). */
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Already listed from another feed: kept once, this feed's link added. */
  duplicates: z.number().int(),
  /** Live jobs this feed no longer lists. */
  expired: z.number().int(),
  /** Records the parser refused (missing title, bad date…) or already past their 30 days. */
  skipped: z.number().int(),
  /** Records that could not be stored. */
  failed: z.number().int(),
  errors: z.array(z.string()),
  /** For 'not-due': when the source's own polling interval allows the next fetch. */
  nextDueAt: z.string().optional(),
});
export type ImportSourceSummary = z.infer<typeof importSourceSummarySchema>;

export const importRunSchema = z.object({
  _id: z.string(),
  trigger: z.enum(importTriggers),
  status: z.enum(importRunStatuses),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  sources: z.record(z.string(), importSourceSummarySchema),
  totals: z.object({
    fetched: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    expired: z.number().int(),
    failedSources: z.number().int(),
  }),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRequestResponseSchema = z.object({
  msg: z.string(),
  /** True when a run started less than 10 minutes ago answered instead of a new one. */
  reused: z.boolean(),
  run: importRunSchema,
});

/**
 * `GET /api/jobs/recommended?limit=` (signed-in job seekers): the seeker's best live jobs by match score, leaving out
 * jobs they have applied to, each with its score and the reasons.
 */
export const recommendedJobsQuerySchema = z.object({
  limit: wholeNumber('limit must be a whole number from 1 to 50', 1, 50),
});
export const recommendedJobSchema = jobSchema.extend({
  matchScore: z.number().int().min(0).max(100),
  matchBreakdown: matchBreakdownSchema,
});
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;
export const recommendedJobsResponseSchema = z.object({ jobs: z.array(recommendedJobSchema) });
export type RecommendedJobsResponse = z.infer<typeof recommendedJobsResponseSchema>;
