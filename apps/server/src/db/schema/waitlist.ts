/**
 * The mobile-app waitlist.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { waitlistPlatforms } from '@orbit/shared/waitlist-contracts';

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
