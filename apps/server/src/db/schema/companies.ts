/**
 * Companies: employers' own and those derived from imported jobs.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
    /** Employees, as a range ('11-50'). */
    size: text('size').notNull().default(''),
    /** A logo its employer uploaded (served publicly at /api/companies/:id/logo); `logo` then points there. */
    logoFileId: uuid('logo_file_id'),
    /** Set by a moderator on a report: the company's outreach stops and its Active jobs close (features/moderation). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_normalized_name_key').on(table.normalizedName)],
);
