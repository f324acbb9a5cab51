/**
 * Every e-mail the app sends.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { applications } from './applications.ts';

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
    attachments: jsonb('attachments')
      .$type<EmailAttachmentRef[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Extra headers, e.g. List-Unsubscribe on notifications (names and values checked when queued: no line breaks). */
    headers: jsonb('headers')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /**
     * The application this e-mail submits: its final failure marks the application Failed, and a withdrawal before
     * sending cancels it.
     */
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /**
     * 'sent' through SMTP, 'outbox' when no SMTP_URL is configured (dev), 'failed' after the last retry (or at once
     * when retrying cannot help), 'cancelled' when its application was withdrawn before it left.
     */
    /** An e-mail this one answers in the same thread (Autopilot's follow-up to an application e-mail). */
    inReplyToEmailId: uuid('in_reply_to_email_id'),
    status: text('status', { enum: ['queued', 'sent', 'outbox', 'failed', 'cancelled'] })
      .notNull()
      .default('queued'),
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
