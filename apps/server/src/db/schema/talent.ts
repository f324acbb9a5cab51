/**
 * The talent pool's record of who looked: every time a company opens a seeker's card or resume, so the seeker can
 * see which companies looked, and when. One part of the schema: db/schema.ts gathers the parts.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

export const talentViews = pgTable(
  'talent_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The employer account that looked; null once it is deleted (the company's look still counts). */
    viewerId: uuid('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    what: text('what', { enum: ['profile', 'resume'] }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('talent_views_seeker_idx').on(table.seekerId, table.viewedAt)],
);
