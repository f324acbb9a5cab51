/**
 * Messages sent through the contact form (/contact).
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contactTopics } from '@orbit/shared/support-contracts';
import { createdAt } from './columns.ts';

/** One row per message; the team reads it in the support inbox (it is e-mailed there) and answers by e-mail. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed and lower-cased: the reply goes there. */
    email: text('email').notNull(),
    topic: text('topic', { enum: contactTopics }).notNull(),
    message: text('message').notNull(),
    /** The job reported (topic report-job), as the sender gave it. */
    jobUrl: text('job_url'),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_email_idx').on(table.email)],
);
