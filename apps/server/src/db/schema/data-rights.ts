/**
 * Data rights: the copies of their data users asked for.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const dataExportStatuses = ['pending', 'ready', 'failed'] as const;

/**
 * One "Download my data" request: queued (pending), then built on the job queue into a zip under
 * UPLOAD_DIR/exports (ready) and e-mailed as a signed link that works until `expires_at`; an hourly sweep removes the
 * file once it has expired. Deleting the account deletes the rows (and the deletion removes the files).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: dataExportStatuses }).notNull().default('pending'),
    /** Server-generated name under UPLOAD_DIR/exports; null until built, and again once the sweep removed it. */
    storedName: text('stored_name'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The link stops working (and the file is removed) at this moment; null until built. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId),
    index('data_exports_expires_at_idx').on(table.expiresAt),
  ],
);
