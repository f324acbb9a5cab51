/**
 * The one PostgreSQL schema (Drizzle pg-core) shared by PGlite and PostgreSQL.
 * Change it, then `npm run db:generate -w apps/server` to write the next forward-only migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  applicationMethodTypes,
  importRunStatuses,
  importTriggers,
  jobStatuses,
  salaryPeriods,
  type ImportSourceSummary,
} from '@orbit/shared/job-contracts';
import { waitlistPlatforms } from '@orbit/shared/waitlist-contracts';
import { applicationStatuses, type ExternalSubmissionDetails } from '@orbit/shared/application-contracts';
import { resumeAnalysisStatuses } from '@orbit/shared/resume-contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased, punctuation-free name: the key imports and employers meet on. */
    normalizedName: text('normalized_name').notNull(),
    industry: text('industry').notNull().default(''),
    location: text('location').notNull().default(''),
    website: text('website').notNull().default(''),
    logo: text('logo').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_normalized_name_key').on(table.normalizedName)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    userType: text('user_type', { enum: ['candidate', 'employer'] }).notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    title: text('title').notNull().default(''),
    experience: text('experience').notNull().default(''),
    education: text('education').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    jobTypes: jsonb('job_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    salaryExpectation: text('salary_expectation').notNull().default(''),
    bio: text('bio').notNull().default(''),
    resumeFileId: uuid('resume_file_id'),
    profilePictureFileId: uuid('profile_picture_file_id'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** One row per signed-in device; the JWT names its session so logout and password changes can end it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use e-mail tokens (verification, password reset); only a SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_tokens_token_hash_key').on(table.tokenHash),
    index('email_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['resume', 'profile_picture'] }).notNull(),
    originalName: text('original_name').notNull(),
    /** Server-generated name under UPLOAD_DIR; never derived from user input. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploaded_files_owner_idx').on(table.ownerUserId)],
);

export const resumeReadFailures = ['corrupt', 'password-protected', 'no-text'] as const;
export type ResumeReadFailure = (typeof resumeReadFailures)[number];

/** Suggestions the seeker turned down for this file; they are not offered again. */
export interface DismissedResumeSuggestions {
  skills: string[];
  title: boolean;
  experience: boolean;
}

/**
 * What was read from an uploaded resume (one row per resume file), filled in by the resume job on the queue.
 * The profile never changes from here by itself: these are suggestions the seeker accepts or dismisses.
 */
export const resumeAnalyses = pgTable(
  'resume_analyses',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: resumeAnalysisStatuses }).notNull().default('pending'),
    failure: text('failure', { enum: resumeReadFailures }),
    /** The extracted text (capped), for matching and search later; '' until read or when unreadable. */
    textContent: text('text_content').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    yearsOfExperience: real('years_of_experience'),
    latestTitle: text('latest_title'),
    dismissed: jsonb('dismissed')
      .$type<DismissedResumeSuggestions>()
      .notNull()
      .default(sql`'{"skills":[],"title":false,"experience":false}'::jsonb`),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('resume_analyses_user_idx').on(table.userId)],
);

/** Events counted by the sliding-window rate limiter (login failures, e-mail requests). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_events_lookup_idx').on(table.bucket, table.key, table.occurredAt)],
);

/** A file attached to an e-mail by its upload id; the send job reads the bytes at send time. */
export interface EmailAttachmentRef {
  fileId: string;
}

/** Every e-mail the app sends. The send job reads it by id, so retries never send twice once `sentAt` is set. */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    /** Where replies go (an application e-mail: the seeker); null = MAIL_FROM. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachmentRef[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The application this e-mail submits: its final failure marks the application Failed, and a withdrawal before
     * sending cancels it.
     */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /**
     * 'sent' through SMTP, 'outbox' when no SMTP_URL is configured (dev), 'failed' after the last retry (or at once
     * when retrying cannot help), 'cancelled' when its application was withdrawn before it left.
     */
    status: text('status', { enum: ['queued', 'sent', 'outbox', 'failed', 'cancelled'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('emails_to_address_idx').on(table.toAddress),
    index('emails_application_id_idx').on(table.applicationId),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A link to the same posting on another feed, kept on the one row that represents it. */
export interface SourceLink {
  source: string;
  sourceId: string;
  url: string;
}

/**
 * The catalogue: imported (external) jobs, demo jobs and jobs employers post here (native, `postedBy` set).
 * Imports upsert on (source, source_id); `dedupe_key` finds the same posting on another feed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    /** normalizeCompanyName(company), the key companies are matched on. */
    companyKey: text('company_key').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    logo: text('logo').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Who may apply, in the feed's words ('USA Only'). */
    regions: text('regions').notNull().default(''),
    remote: boolean('remote').notNull().default(true),
    employmentType: text('employment_type').notNull().default(''),
    /** The type as the list filter compares it: letters only, lower case ('Full-time' → 'fulltime'). */
    employmentTypeKey: text('employment_type_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower("employment_type"), '[^a-z]', '', 'g')`),
    /**
     * The world regions the location and regions fall in ('Lagos, Nigeria' → {Africa}), by job_world_regions(), a
     * SQL function generated from shared/world-regions.ts (migration 0006): the location filter reads this instead
     * of matching ~34 place names per row.
     */
    worldRegions: text('world_regions')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`job_world_regions("location" || ' | ' || "regions")`),
    experienceLevel: text('experience_level').notNull().default(''),
    salaryMin: numeric('salary_min', { mode: 'number' }),
    salaryMax: numeric('salary_max', { mode: 'number' }),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period', { enum: salaryPeriods }),
    /** The feed's own salary words when they could not be read as a range. */
    salaryText: text('salary_text'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** posted_at + 30 days (spec section 9). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    category: text('category').notNull(),
    /** Sanitised HTML or plain text. */
    description: text('description').notNull().default(''),
    responsibilities: text('responsibilities').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
    /** The feed's id; null for native jobs. */
    sourceId: text('source_id'),
    sourceUrl: text('source_url'),
    extraSourceLinks: jsonb('extra_source_links').$type<SourceLink[]>().notNull().default(sql`'[]'::jsonb`),
    applicationMethodType: text('application_method_type', { enum: applicationMethodTypes }).notNull().default('unknown'),
    applicationMethodValue: text('application_method_value').notNull().default(''),
    status: text('status', { enum: jobStatuses }).notNull().default('live'),
    /** company_key + normalised title: the same posting on two feeds shares it. */
    dedupeKey: text('dedupe_key').notNull(),
    /** Digest of the imported content: an unchanged record is not written again. */
    contentHash: text('content_hash'),
    /** When a feed last listed it (imports). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search: title A, company B, tags and skills C, the texts D (HTML tags are not words to the parser). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "company"), 'B') || setweight(to_tsvector('english', "tags"), 'C') || setweight(to_tsvector('english', "skills"), 'C') || setweight(to_tsvector('english', "description" || ' ' || "responsibilities" || ' ' || "requirements" || ' ' || "benefits"), 'D')`,
      ),
  },
  (table) => [
    uniqueIndex('jobs_source_source_id_key').on(table.source, table.sourceId),
    index('jobs_search_vector_idx').using('gin', table.searchVector),
    index('jobs_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('jobs_company_trgm_idx').using('gin', sql`lower(${table.company}) gin_trgm_ops`),
    index('jobs_live_posted_at_idx').on(table.postedAt.desc()).where(sql`${table.status} = 'live'`),
    // Counting live jobs (every list answers its total) reads this small index instead of the whole table.
    index('jobs_live_expires_at_idx').on(table.expiresAt).where(sql`${table.status} = 'live'`),
    index('jobs_category_idx').on(table.category),
    // Totals of a filtered list on a cache miss: index-only counts of live jobs per type and per region.
    index('jobs_live_type_expires_at_idx').on(table.employmentTypeKey, table.expiresAt).where(sql`${table.status} = 'live'`),
    index('jobs_live_world_regions_idx').using('gin', table.worldRegions).where(sql`${table.status} = 'live'`),
    index('jobs_company_key_idx').on(table.companyKey),
    index('jobs_company_id_idx').on(table.companyId),
    index('jobs_dedupe_key_idx').on(table.dedupeKey),
    index('jobs_posted_by_idx').on(table.postedBy),
    // Recommendation candidates: `skills ?| array[…]` (jobs naming any of the seeker's skills).
    index('jobs_skills_idx').using('gin', table.skills),
  ],
);

/**
 * A job seeker's application to a job (spec section 3). Withdrawing marks the row (`withdrawn_at`) instead of
 * deleting it: the seeker's list and counters leave it out, the employer's pipeline can still tell a withdrawal from
 * a rejection, and the e-mail that submitted it keeps its link. The unique index only covers live applications, so
 * a seeker may apply to the same job again after withdrawing.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull().default('Applied'),
    /** The seeker's own notes; never sent to an employer outside Orbit Jobs. */
    notes: text('notes').notNull().default(''),
    coverLetter: text('cover_letter').notNull().default(''),
    employerNotes: text('employer_notes').notNull().default(''),
    feedback: text('feedback').notNull().default(''),
    /** 0–100 once the matching issue scores it; null = not scored. */
    matchScore: real('match_score'),
    autopilotGenerated: boolean('autopilot_generated').notNull().default(false),
    /** True for jobs imported from other boards (submitted by e-mail, API, or on the employer's site). */
    isExternal: boolean('is_external').notNull().default(false),
    /** The seeker's resume when they applied; null when they had none (or it was since replaced and deleted). */
    resumeFileId: uuid('resume_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    externalSubmission: jsonb('external_submission').$type<ExternalSubmissionDetails>(),
    failureReason: text('failure_reason'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applications_live_seeker_job_key')
      .on(table.seekerId, table.jobId)
      .where(sql`${table.withdrawnAt} is null`),
    // "My applications, newest first" and "applications for a job" (the employer pipeline).
    index('applications_seeker_applied_at_idx')
      .on(table.seekerId, table.appliedAt.desc())
      .where(sql`${table.withdrawnAt} is null`),
    index('applications_job_applied_at_idx')
      .on(table.jobId, table.appliedAt.desc())
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/** One row per import: its trigger, outcome and a summary per source. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trigger: text('trigger', { enum: importTriggers }).notNull(),
    status: text('status', { enum: importRunStatuses }).notNull().default('queued'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    summary: jsonb('summary').$type<Record<string, ImportSourceSummary>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [index('import_runs_started_at_idx').on(table.startedAt)],
);

/** When each source was last fetched, so no run polls a feed more often than its terms allow. */
export const jobSourceFetches = pgTable('job_source_fetches', {
  source: text('source').primaryKey(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/** Mobile-app waitlist; one row per address whatever its case. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    email: text('email').notNull(),
    source: text('source').notNull().default('mobile_app_waitlist'),
    os: text('os', { enum: waitlistPlatforms }).notNull().default('both'),
    notifications: boolean('notifications').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('waitlist_entries_email_key').on(sql`lower(${table.email})`)],
);
