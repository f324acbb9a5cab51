/**
 * Employers reaching seekers, and the two talking: contact requests, conversation threads and their messages, and
 * reports of either to the moderators. A seeker's contact details reach a company only through an accepted request
 * or an application (features/candidates); every message is stored as text and screened before it is shown.
 * One part of the schema: db/schema.ts gathers the parts.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contactRequestStatuses, messageSides, reportKinds } from '@orbit/shared/outreach-contracts';
import { users } from './accounts.ts';
import { applications } from './applications.ts';
import { companies } from './companies.ts';
import { createdAt } from './columns.ts';
import { jobs } from './jobs.ts';

/** A company asking a seeker in the talent pool to talk: about a job or a subject, with the pay on offer. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null once the seeker deleted their account (the company keeps that it asked, not whom). */
    seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    /** The employer account that wrote it; null once that account is deleted. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    salaryCurrency: text('salary_currency').notNull(),
    status: text('status', { enum: contactRequestStatuses }).notNull().default('pending'),
    /**
     * Held for a moderator: screening found money or off-platform phrases in its subject or message. The seeker
     * neither sees it nor is e-mailed until a moderator releases it; its 14 days start then.
     */
    held: boolean('held').notNull().default(false),
    heldReasons: text('held_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The seeker's optional reason for declining; shown to the company. */
    declineReason: text('decline_reason').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // One open request per company and seeker: a second would only be pressure.
    uniqueIndex('contact_requests_open_key')
      .on(table.companyId, table.seekerId)
      .where(sql`${table.status} = 'pending'`),
    index('contact_requests_seeker_idx').on(table.seekerId, table.createdAt),
    index('contact_requests_company_idx').on(table.companyId, table.createdAt),
  ],
);

/** One conversation per company and seeker, opened by an accepted request or from an application. */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null once the seeker deleted their account: the company's side stays, anonymised. */
    seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    contactRequestId: uuid('contact_request_id').references(() => contactRequests.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** What each side has read up to (unread counts, and whether an unread e-mail is due). */
    seekerReadAt: timestamp('seeker_read_at', { withTimezone: true }),
    employerReadAt: timestamp('employer_read_at', { withTimezone: true }),
    /** When each side was last e-mailed about unread messages: at most once an hour per thread. */
    seekerNotifiedAt: timestamp('seeker_notified_at', { withTimezone: true }),
    employerNotifiedAt: timestamp('employer_notified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('threads_company_seeker_key').on(table.companyId, table.seekerId),
    index('threads_seeker_idx').on(table.seekerId, table.lastMessageAt),
  ],
);

/** A message in a thread: plain text, never HTML. One asking for money or to move off the platform is held. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => threads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side', { enum: messageSides }).notNull(),
    body: text('body').notNull(),
    /** Held for a moderator (the seeker does not see it until released); the reasons screening found. */
    held: boolean('held').notNull().default(false),
    heldReasons: text('held_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [index('messages_thread_idx').on(table.threadId, table.createdAt)],
);

export const reportStatuses = ['open', 'dismissed', 'employer-suspended'] as const;

/** A seeker's report of a request or a message (or a message held by screening), for the moderators' queue. */
export const outreachReports = pgTable(
  'outreach_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: reportKinds }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactRequestId: uuid('contact_request_id').references(() => contactRequests.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** The seeker who reported; null when screening held a message by itself, or the seeker is gone. */
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('outreach_reports_open_idx').on(table.status, table.createdAt)],
);
