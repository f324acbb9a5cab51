/**
 * Autopilot: each seeker's settings and every decision the engine made about a job for them.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { autopilotExperienceLevels, autopilotJobTypes, autopilotLocationPreferences } from '@orbit/shared/options';
import { autopilotModes, autopilotOutcomes, autopilotReasonCodes } from '@orbit/shared/autopilot-contracts';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { applications } from './applications.ts';

/**
 * A seeker's Autopilot settings (spec section 3 entity, section 9 defaults; bounds checked by the shared zod schema).
 * No row = the defaults, inactive. The row is also the seeker's lock: a send takes `for update` on it before counting
 * caps and inserting the application, so two workers never exceed a cap or apply twice.
 */
export const autopilotSettings = pgTable(
  'autopilot_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(false),
    dailyLimit: integer('daily_limit').notNull().default(5),
    weeklyLimit: integer('weekly_limit').notNull().default(25),
    skillKeywords: text('skill_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationPreference: text('location_preference', { enum: autopilotLocationPreferences })
      .notNull()
      .default('worldwide'),
    /** US dollars a year; 0 = no floor. */
    minimumSalary: integer('minimum_salary').notNull().default(0),
    excludedCompanies: text('excluded_companies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    experienceLevel: text('experience_level', { enum: autopilotExperienceLevels }).notNull().default('all'),
    jobTypes: text('job_types', { enum: autopilotJobTypes })
      .array()
      .notNull()
      .default(sql`'{full-time,contract}'::text[]`),
    customizeCoverLetter: boolean('customize_cover_letter').notNull().default(true),
    autoFollowUp: boolean('auto_follow_up').notNull().default(false),
    followUpDelay: integer('follow_up_delay').notNull().default(5),
    minimumMatchScore: integer('minimum_match_score').notNull().default(75),
    mode: text('mode', { enum: autopilotModes }).notNull().default('review'),
    timeZone: text('time_zone').notNull().default('UTC'),
    baseCoverLetter: text('base_cover_letter').notNull().default(''),
    digestEmails: boolean('digest_emails').notNull().default(true),
    /** Why Autopilot turned itself off (failed sends, unreadable resume) or was stopped; null while nothing to say. */
    pausedReason: text('paused_reason'),
    /** Failed sends since the last successful one: 3 pause Autopilot. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true }),
    /** The last "Scan now" (rate-limited). */
    lastManualScanAt: timestamp('last_manual_scan_at', { withTimezone: true }),
    /** The last daily digest e-mailed (at most one a day). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('autopilot_settings_active_idx')
      .on(table.userId)
      .where(sql`${table.isActive}`),
  ],
);

/**
 * What the engine decided about one job for one seeker: one row per (seeker, job), moved along as the decision
 * changes (proposed → queued → applied; skipped for a cap → queued the next day). Rows are kept: they are the
 * seeker's activity log.
 */
export const autopilotDecisions = pgTable(
  'autopilot_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The seeker and the job are held to `users` and `jobs` by triggers (migration 0031, ADR 0014), not foreign keys: a
     * scan writes ~50 decisions at once, and a foreign key checks and locks its row once per decision (~25 µs a row,
     * two thirds of the insert; the jobs' locks alone doubled the WAL it wrote). The triggers check once per statement
     * — the seeker's row locked `for key share` as a foreign key locks it, the jobs only found (nothing deletes a live
     * job) — and delete a seeker's or a job's decisions with it, as `on delete cascade` did.
     */
    seekerId: uuid('seeker_id').notNull(),
    jobId: uuid('job_id').notNull(),
    outcome: text('outcome', { enum: autopilotOutcomes }).notNull(),
    reasonCode: text('reason_code', { enum: autopilotReasonCodes }),
    reason: text('reason'),
    matchScore: real('match_score'),
    matchReasons: jsonb('match_reasons')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The exact letter that was or would be sent. */
    coverLetter: text('cover_letter').notNull().default(''),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** A queued send goes out at or after this moment (sends are spaced by AUTOPILOT_SEND_GAP_MINUTES). */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    /** A proposal expires at this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('autopilot_decisions_seeker_job_key').on(table.seekerId, table.jobId),
    // The activity page, newest first.
    index('autopilot_decisions_seeker_updated_idx').on(table.seekerId, table.updatedAt.desc()),
    // Sends and proposals waiting: a small set.
    index('autopilot_decisions_waiting_idx')
      .on(table.seekerId, table.outcome, table.sendAfter)
      .where(sql`${table.outcome} in ('queued', 'proposed')`),
  ],
);
