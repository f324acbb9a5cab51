/**
 * Job alerts: saved searches e-mailed when new jobs match them, and the jobs each has sent.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alertFrequencies } from '@orbit/shared/alert-contracts';
import { jobWorkplaces } from '@orbit/shared/job-contracts';
import { users } from './accounts.ts';
import { jobs } from './jobs.ts';

/**
 * One saved search. Signed in, `user_id` names the account (and deleting it deletes the alert); signed out, only the
 * address, confirmed by a link (`confirm_token_hash`, the link's digest) before anything is sent: `confirmed_at` null
 * = waiting for the click. The filters are the job list's (catalogue/list-jobs.ts), as given ('' = none).
 * Times are the app clock's (not the database's), so the injectable clock decides when a digest is due.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    search: text('search').notNull().default(''),
    location: text('location').notNull().default(''),
    type: text('type').notNull().default(''),
    category: text('category').notNull().default(''),
    /** ISO country code: only jobs a person living there may take. */
    openTo: text('open_to'),
    includeUnknown: boolean('include_unknown').notNull().default(false),
    /** The job list's `workplace` (remote, hybrid, onsite, any); null = its default. */
    workplace: text('workplace', { enum: jobWorkplaces }),
    frequency: text('frequency', { enum: alertFrequencies }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Daily and weekly alerts: when the next digest is due (set at confirmation, moved on at each digest). */
    nextDigestAt: timestamp('next_digest_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('job_alerts_user_idx').on(table.userId),
    index('job_alerts_email_idx').on(table.email),
    index('job_alerts_confirm_token_idx').on(table.confirmTokenHash),
    index('job_alerts_due_idx')
      .on(table.frequency, table.nextDigestAt)
      .where(sql`${table.confirmedAt} is not null`),
  ],
);

/**
 * The jobs an alert has e-mailed: its primary key is what makes a job never sent twice to one alert, even when two
 * runs race (each sends only the rows its insert claimed).
 */
export const jobAlertSentJobs = pgTable(
  'job_alert_sent_jobs',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.jobId] }),
    index('job_alert_sent_jobs_job_idx').on(table.jobId),
  ],
);
