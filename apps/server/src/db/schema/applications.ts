/**
 * Applications from seekers to jobs.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicationStatuses, type ExternalSubmissionDetails } from '@orbit/shared/application-contracts';
import type { MatchBreakdown } from '@orbit/shared/match-contracts';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { uploadedFiles } from './files.ts';
import { jobs } from './jobs.ts';

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
    /**
     * Null once the seeker deleted their account: an application to a job posted here stays in its employer's
     * pipeline, anonymised (features/data-rights/anonymise-applications.ts), instead of vanishing from it.
     */
    seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: applicationStatuses }).notNull().default('Applied'),
    /** The seeker's own notes; never sent to an employer outside Orbit Jobs. */
    notes: text('notes').notNull().default(''),
    coverLetter: text('cover_letter').notNull().default(''),
    employerNotes: text('employer_notes').notNull().default(''),
    /** The team member who last wrote the notes and the feedback; null = nobody yet, or the account is gone. */
    employerNotesBy: uuid('employer_notes_by').references(() => users.id, { onDelete: 'set null' }),
    feedback: text('feedback').notNull().default(''),
    feedbackBy: uuid('feedback_by').references(() => users.id, { onDelete: 'set null' }),
    /** 0–100: the seeker's match score for the job when they applied (score-application.ts); null = not scored. */
    matchScore: real('match_score'),
    /**
     * Why the score is what it is (matched and missing skills, reasons), computed with it when the seeker applies and
     * kept with it, so the employer's pipeline shows both without scoring every applicant again. Null for
     * applications kept before it was, until a background task scores them (backfill-match-breakdowns.ts).
     */
    matchBreakdown: jsonb('match_breakdown').$type<MatchBreakdown>(),
    autopilotGenerated: boolean('autopilot_generated').notNull().default(false),
    /** True for jobs imported from other boards (submitted by e-mail, API, or on the employer's site). */
    isExternal: boolean('is_external').notNull().default(false),
    /** The seeker's resume when they applied; null when they had none (or it was since replaced and deleted). */
    resumeFileId: uuid('resume_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    externalSubmission: jsonb('external_submission').$type<ExternalSubmissionDetails>(),
    failureReason: text('failure_reason'),
    /** The company's first response (opening it, a status or feedback): its median per company is shown on jobs. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The last status the seeker was e-mailed about, and when: one e-mail per change, at most one an hour. */
    notifiedStatus: text('notified_status', { enum: applicationStatuses }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /**
     * When the job's employer was told of this application (an instant e-mail, or the daily digest that listed it);
     * null = not yet (the next digest lists it). Imported jobs' applications stay null: they have no employer here.
     */
    employerNotifiedAt: timestamp('employer_notified_at', { withTimezone: true }),
    /**
     * Autopilot's one polite follow-up (autoFollowUp): when it was made and what it said — a note the employer sees in
     * the pipeline (native jobs) or an e-mail in the application's thread. Never more than one.
     */
    followedUpAt: timestamp('followed_up_at', { withTimezone: true }),
    followUpMessage: text('follow_up_message'),
    /**
     * The seeker's profile location when they applied (null: the account was deleted since), so the analytics count
     * applicants by where they were when they applied without reading every applicant's profile.
     */
    applicantLocation: text('applicant_location'),
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
    index('applications_job_status_idx')
      .on(table.jobId, table.status)
      .where(sql`${table.withdrawnAt} is null`),
    index('applications_job_applied_at_idx')
      .on(table.jobId, table.appliedAt.desc())
      .where(sql`${table.withdrawnAt} is null`),
    // Analytics: a period's applications to a company's posts, withdrawn ones included (the funnel counts them). It
    // carries every column the analytics statements read from applications, the applicant's location included, so
    // PostgreSQL answers them with an index-only scan instead of reading the wide rows (cover letters, notes) or the
    // applicants' profiles: drizzle has no INCLUDE, hence keys.
    index('applications_job_applied_at_cover_idx').on(
      table.jobId,
      table.appliedAt,
      table.withdrawnAt,
      table.status,
      table.autopilotGenerated,
      table.firstResponseAt,
      table.applicantLocation,
      table.id,
    ),
    // The employer's applicants, best match first (unscored last), a page at a time.
    index('applications_job_match_idx')
      .on(table.jobId, table.matchScore.desc().nullsLast(), table.appliedAt.desc(), table.id)
      .where(sql`${table.withdrawnAt} is null`),
    // Applications kept without a match breakdown (from before breakdowns were kept), for the task that scores them.
    index('applications_unscored_idx')
      .on(table.id)
      .where(sql`${table.matchBreakdown} is null and ${table.withdrawnAt} is null`),
    // The daily digest: applications no e-mail has told their employer of yet (a small set).
    // Autopilot: the seeker's sends in a day or week (caps), and per company (cooldown).
    index('applications_seeker_autopilot_idx')
      .on(table.seekerId, table.appliedAt)
      .where(sql`${table.autopilotGenerated}`),
    index('applications_employer_unnotified_idx')
      .on(table.jobId)
      .where(sql`${table.employerNotifiedAt} is null and ${table.withdrawnAt} is null`),
  ],
);
