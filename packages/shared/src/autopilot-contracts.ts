import { z } from 'zod';
import { autopilotExperienceLevels, autopilotJobTypes, autopilotLocationPreferences } from './options.ts';
import { autopilotDefaultLimits } from './policy-figures.ts';

/**
 * Autopilot (spec sections 3, 5, 7, 9; issue "Autopilot"): the seeker's settings, the engine's decisions about jobs,
 * the review queue, the activity log, the status card and the outcomes. One set of shapes for the server (which
 * enforces every bound) and the web (which offers the same bounds as hints).
 */

export const autopilotModes = ['review', 'auto'] as const;
export type AutopilotMode = (typeof autopilotModes)[number];

export const autopilotBounds = {
  dailyLimit: { min: 1, max: 20 },
  weeklyLimit: { min: 1, max: 100 },
  followUpDelay: { min: 1, max: 14 },
  minimumMatchScore: { min: 0, max: 100 },
  minimumSalary: { min: 0, max: 10_000_000 },
  excludedCompanies: 100,
  excludedCompanyLength: 200,
  skillKeywords: 50,
  skillKeywordLength: 60,
  baseCoverLetter: 5000,
} as const;

export const autopilotMessages = {
  loginRequired: 'Please log in to access Autopilot settings.',
  loadFailed: 'Failed to load your autopilot settings. Please try again.',
  saveFailed: 'Failed to save your settings. Please try again.',
  saved: 'Settings saved successfully!',
  dailyLimit: 'Daily limit must be a whole number between 1 and 20',
  weeklyLimit: 'Weekly limit must be a whole number between 1 and 100',
  weeklyBelowDaily: 'Weekly limit must be at least the daily limit',
  followUpDelay: 'Follow-up delay must be a whole number of days between 1 and 14',
  minimumMatchScore: 'Minimum match score must be a whole number between 0 and 100',
  minimumSalary: 'Minimum salary must be a whole number of US dollars a year, 0 or more',
  jobTypes: 'Job types must be chosen from full-time, part-time, contract, freelance and internship',
  locationPreference: 'Location must be one of worldwide, us-only, europe, asia, africa, australia or south-america',
  experienceLevel: 'Experience level must be one of all, entry, mid or senior',
  mode: "Mode must be 'review' (ask me before each application) or 'auto' (apply automatically)",
  timeZone: 'Please choose a time zone from the list (for example Africa/Lagos)',
  tooManyCompanies: 'You can exclude at most 100 companies',
  tooManyKeywords: 'You can give at most 50 skill keywords',
  coverLetterTooLong: 'The cover letter must be at most 5000 characters',
  notAvailable: 'Autopilot is available to verified job seekers',
  cannotStart: 'Autopilot cannot start yet',
  scanQueued: 'Scanning now: new matches will appear here in a minute.',
  scanTooSoon: 'A scan ran a moment ago. Please wait a few minutes before scanning again.',
  scanInactive: 'Turn Autopilot on to scan for jobs',
  stopped: 'Autopilot stopped: nothing more will be sent until you turn it on again.',
  proposalNotFound: 'This proposal was not found',
  proposalGone: 'This proposal is no longer waiting for your decision',
  approved: 'Approved: the application will be sent shortly.',
  skipped: 'Skipped: Autopilot will not propose this job again.',
} as const;

/** The IANA zones this runtime knows (Node and browsers ship the full list). */
export const isKnownTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0 && zone.length <= 64;
  } catch {
    return false;
  }
};

const wholeNumber = (message: string, bounds: { min: number; max: number }) =>
  z.coerce.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);

const trimmedList = (max: number, message: string, itemMax: number) =>
  z
    .array(z.string({ error: 'Must be text' }).trim().max(itemMax, `Each entry must be at most ${itemMax} characters`))
    .transform((values) => [...new Set(values.filter((value) => value.length > 0))])
    .pipe(z.array(z.string()).max(max, message));

/** Every field of the settings, each with its own bound and message (the spec's entity plus the additions). */
const settingsFields = {
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  dailyLimit: wholeNumber(autopilotMessages.dailyLimit, autopilotBounds.dailyLimit),
  weeklyLimit: wholeNumber(autopilotMessages.weeklyLimit, autopilotBounds.weeklyLimit),
  skillKeywords: trimmedList(
    autopilotBounds.skillKeywords,
    autopilotMessages.tooManyKeywords,
    autopilotBounds.skillKeywordLength,
  ),
  locationPreference: z.enum(autopilotLocationPreferences, { error: autopilotMessages.locationPreference }),
  minimumSalary: wholeNumber(autopilotMessages.minimumSalary, autopilotBounds.minimumSalary),
  excludedCompanies: trimmedList(
    autopilotBounds.excludedCompanies,
    autopilotMessages.tooManyCompanies,
    autopilotBounds.excludedCompanyLength,
  ),
  experienceLevel: z.enum(autopilotExperienceLevels, { error: autopilotMessages.experienceLevel }),
  jobTypes: z
    .array(z.enum(autopilotJobTypes, { error: autopilotMessages.jobTypes }), { error: autopilotMessages.jobTypes })
    .transform((values) => [...new Set(values)]),
  customizeCoverLetter: z.boolean({ error: 'customizeCoverLetter must be true or false' }),
  autoFollowUp: z.boolean({ error: 'autoFollowUp must be true or false' }),
  followUpDelay: wholeNumber(autopilotMessages.followUpDelay, autopilotBounds.followUpDelay),
  minimumMatchScore: wholeNumber(autopilotMessages.minimumMatchScore, autopilotBounds.minimumMatchScore),
  mode: z.enum(autopilotModes, { error: autopilotMessages.mode }),
  timeZone: z.string({ error: autopilotMessages.timeZone }).trim().refine(isKnownTimeZone, autopilotMessages.timeZone),
  baseCoverLetter: z
    .string({ error: 'Must be text' })
    .max(autopilotBounds.baseCoverLetter, autopilotMessages.coverLetterTooLong),
  /** A daily e-mail when something was sent or awaits approval. */
  digestEmails: z.boolean({ error: 'digestEmails must be true or false' }),
};

export const autopilotSettingsSchema = z.object(settingsFields);
export type AutopilotSettings = z.infer<typeof autopilotSettingsSchema>;

/**
 * `POST /api/autopilot/settings`: the spec's client sends the whole object; any field left out keeps its saved value.
 * The merged result is checked again (weekly ≥ daily) by `checkSettings`.
 */
export const autopilotSettingsUpdateSchema = z.object(settingsFields).partial().strict();
export type AutopilotSettingsUpdate = z.infer<typeof autopilotSettingsUpdateSchema>;

/** Rules across fields, on the merged settings; a message for each broken one. */
export function settingsProblems(settings: Pick<AutopilotSettings, 'dailyLimit' | 'weeklyLimit'>): string[] {
  return settings.weeklyLimit < settings.dailyLimit ? [autopilotMessages.weeklyBelowDaily] : [];
}

/** Section 9's defaults, plus ours for the fields the issue added. */
export const defaultAutopilotSettings: AutopilotSettings = {
  isActive: false,
  dailyLimit: autopilotDefaultLimits.dailyLimit,
  weeklyLimit: autopilotDefaultLimits.weeklyLimit,
  skillKeywords: [],
  locationPreference: 'worldwide',
  minimumSalary: 0,
  excludedCompanies: [],
  experienceLevel: 'all',
  jobTypes: ['full-time', 'contract'],
  customizeCoverLetter: true,
  autoFollowUp: false,
  followUpDelay: 5,
  minimumMatchScore: autopilotDefaultLimits.minimumMatchScore,
  mode: 'review',
  timeZone: 'UTC',
  baseCoverLetter: '',
  digestEmails: true,
};

/** The settings as answered: plain values (the input's trimming transforms cannot run backwards for the serializer). */
export const autopilotSettingsResponseSchema = z.object({
  isActive: z.boolean(),
  dailyLimit: z.number().int(),
  weeklyLimit: z.number().int(),
  skillKeywords: z.array(z.string()),
  locationPreference: z.enum(autopilotLocationPreferences),
  minimumSalary: z.number().int(),
  excludedCompanies: z.array(z.string()),
  experienceLevel: z.enum(autopilotExperienceLevels),
  jobTypes: z.array(z.enum(autopilotJobTypes)),
  customizeCoverLetter: z.boolean(),
  autoFollowUp: z.boolean(),
  followUpDelay: z.number().int(),
  minimumMatchScore: z.number().int(),
  mode: z.enum(autopilotModes),
  timeZone: z.string(),
  baseCoverLetter: z.string(),
  digestEmails: z.boolean(),
  /** Why Autopilot turned itself off ('3 sends failed in a row…'), until the seeker turns it on again. */
  pausedReason: z.string().nullable(),
});
export type AutopilotSettingsResponse = z.infer<typeof autopilotSettingsResponseSchema>;

export const autopilotSaveResponseSchema = z.object({ msg: z.string(), settings: autopilotSettingsResponseSchema });

/** What turning Autopilot on needs; each unmet one says what is missing and where to fix it. */
export const autopilotRequirementKeys = ['verifiedEmail', 'resume', 'location', 'skills'] as const;
export type AutopilotRequirementKey = (typeof autopilotRequirementKeys)[number];
export const autopilotRequirementSchema = z.object({
  key: z.enum(autopilotRequirementKeys),
  met: z.boolean(),
  /** 'A verified e-mail address', 'A resume we can read'… */
  label: z.string(),
  /** What is wrong when unmet ('Your resume could not be read: …'); '' when met. */
  detail: z.string(),
  /** Where to fix it ('/profile', '/upload-resume'…). */
  link: z.string(),
});
export type AutopilotRequirement = z.infer<typeof autopilotRequirementSchema>;

/** `GET /api/autopilot/status`: the dashboard card and the page's header, from real counts. */
export const autopilotStatusSchema = z.object({
  isActive: z.boolean(),
  mode: z.enum(autopilotModes),
  pausedReason: z.string().nullable(),
  /** subscription.features.autopilot: every verified seeker until billing exists. */
  access: z.boolean(),
  requirements: z.array(autopilotRequirementSchema),
  appliedToday: z.number().int(),
  dailyLimit: z.number().int(),
  appliedThisWeek: z.number().int(),
  weeklyLimit: z.number().int(),
  totalApplied: z.number().int(),
  awaitingApproval: z.number().int(),
  /** Approved or decided sends waiting for their turn (spaced through the day). */
  queuedSends: z.number().int(),
  lastScanAt: z.string().nullable(),
  /** When the next scheduled scan runs (null while inactive). */
  nextScanAt: z.string().nullable(),
  /** When "Scan now" may be used again (null = now). */
  scanAvailableAt: z.string().nullable(),
  timeZone: z.string(),
});
export type AutopilotStatus = z.infer<typeof autopilotStatusSchema>;

/**
 * What the engine decided about one job for one seeker. `queued`: decided or approved, waiting for its send slot;
 * `proposed`: waiting for the seeker (review mode, e-mail jobs, unknown eligibility); `suggested`: a job the seeker must
 * apply to themselves (the employer's own site or form); `dismissed`: skipped by the seeker; `expired`: a proposal
 * nobody answered in 3 days; `cancelled`: stopped before it was sent.
 */
export const autopilotOutcomes = [
  'applied',
  'queued',
  'proposed',
  'suggested',
  'skipped',
  'failed',
  'dismissed',
  'expired',
  'cancelled',
] as const;
export type AutopilotOutcome = (typeof autopilotOutcomes)[number];

/** Why a job was skipped (or failed); the sentence shown is in `reason`. */
export const autopilotReasonCodes = [
  'not_eligible',
  'eligibility_unknown',
  'location_preference',
  'skill_keywords',
  'salary_below_minimum',
  'experience_level',
  'job_type',
  'excluded_company',
  'below_score',
  'not_scored',
  'refuses_autopilot',
  'already_applied',
  'repost',
  'company_cooldown',
  'daily_cap',
  'weekly_cap',
  'no_application_method',
  'no_longer_live',
  'send_failed',
  'stopped',
] as const;
export type AutopilotReasonCode = (typeof autopilotReasonCodes)[number];

export const autopilotJobSchema = z.object({
  _id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  /** native: applied to on Orbit Jobs; otherwise the external method. */
  method: z.enum(['native', 'api', 'email', 'url', 'form', 'unknown']),
  /** Still open to applications now. */
  isLive: z.boolean(),
});

export const autopilotDecisionSchema = z.object({
  _id: z.string(),
  outcome: z.enum(autopilotOutcomes),
  reasonCode: z.enum(autopilotReasonCodes).nullable(),
  /** A sentence for the seeker ('Below your minimum score of 75 (scored 62)'). */
  reason: z.string().nullable(),
  job: autopilotJobSchema,
  matchScore: z.number().nullable(),
  /** Why the job matches (the score's reasons). */
  matchReasons: z.array(z.string()),
  /** The exact letter that was or would be sent. */
  coverLetter: z.string(),
  /** The application it became, if sent. */
  applicationId: z.string().nullable(),
  /** The resume file sent with it (its name), if sent. */
  resumeFileName: z.string().nullable(),
  decidedAt: z.string(),
  /** When a queued send goes out (or went out). */
  sendAfter: z.string().nullable(),
  /** When a proposal expires. */
  expiresAt: z.string().nullable(),
});
export type AutopilotDecision = z.infer<typeof autopilotDecisionSchema>;

/** `GET /api/autopilot/queue`: proposals to approve or skip, and jobs to apply to yourself. */
export const autopilotQueueSchema = z.object({
  proposals: z.array(autopilotDecisionSchema),
  suggestions: z.array(autopilotDecisionSchema),
});
export type AutopilotQueue = z.infer<typeof autopilotQueueSchema>;

/** `POST /api/autopilot/queue/:id`. */
export const autopilotQueueDecisionSchema = z.object({
  decision: z.enum(['approve', 'skip'], { error: "decision must be 'approve' or 'skip'" }),
  coverLetter: z
    .string({ error: 'Must be text' })
    .max(autopilotBounds.baseCoverLetter, autopilotMessages.coverLetterTooLong)
    .optional(),
});
export type AutopilotQueueDecision = z.infer<typeof autopilotQueueDecisionSchema>;
export const autopilotQueueDecisionResponseSchema = z.object({ msg: z.string(), decision: autopilotDecisionSchema });

/** `GET /api/autopilot/activity?page=&outcome=`. */
export const autopilotActivityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  outcome: z.enum(autopilotOutcomes).optional().catch(undefined),
});
export const autopilotActivitySchema = z.object({
  entries: z.array(autopilotDecisionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type AutopilotActivity = z.infer<typeof autopilotActivitySchema>;
export const autopilotActivityPageSize = 25;

export const autopilotScanResponseSchema = z.object({ msg: z.string(), scanAvailableAt: z.string() });
export const autopilotStopResponseSchema = z.object({ msg: z.string(), cancelled: z.number().int() });

/** Response rate by match-score band, Autopilot's applications against the seeker's own. */
export const scoreBands = [
  { label: '90–100', min: 90, max: 101 },
  { label: '80–89', min: 80, max: 90 },
  { label: '70–79', min: 70, max: 80 },
  { label: '60–69', min: 60, max: 70 },
  { label: 'below 60', min: -1, max: 60 },
] as const;

const outcomeCountSchema = z.object({ sent: z.number().int(), responded: z.number().int() });
export const autopilotOutcomesSchema = z.object({
  bands: z.array(z.object({ label: z.string(), autopilot: outcomeCountSchema, manual: outcomeCountSchema })),
  autopilot: outcomeCountSchema,
  manual: outcomeCountSchema,
  /** A minimum score worth setting, once there is enough data to say (null = not yet). */
  suggestedMinimumScore: z.number().int().nullable(),
  /** Why that suggestion (or why none yet). */
  suggestion: z.string(),
});
export type AutopilotOutcomes = z.infer<typeof autopilotOutcomesSchema>;

/**
 * subscription.features.autopilot. Until billing exists every verified job seeker has it (said on /pricing and the
 * settings page); a premium flag set by hand keeps it too. Employers never do.
 */
export function hasAutopilotAccess(user: { userType: string; isEmailVerified: boolean; isPremium: boolean }): boolean {
  return user.userType === 'candidate' && (user.isPremium || user.isEmailVerified);
}
