/**
 * Uploaded files and what was read from resumes.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { resumeAnalysisStatuses } from '@orbit/shared/resume-contracts';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['resume', 'profile_picture', 'company_logo'] }).notNull(),
    originalName: text('original_name').notNull(),
    /** Server-generated name under UPLOAD_DIR; never derived from user input. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploaded_files_owner_idx').on(table.ownerUserId)],
);

export const resumeReadFailures = ['corrupt', 'password-protected', 'no-text', 'too-large'] as const;

export type ResumeReadFailure = (typeof resumeReadFailures)[number];

/** Suggestions the seeker turned down for this file; they are not offered again. */
export interface DismissedResumeSuggestions {
  skills: string[];
  title: boolean;
  experience: boolean;
}

/**
 * What was read from an uploaded resume (one row per resume file), filled in by the resume job on the queue.
 * The profile never changes from here by itself: these are suggestions the seeker accepts or dismisses.
 */
export const resumeAnalyses = pgTable(
  'resume_analyses',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: resumeAnalysisStatuses }).notNull().default('pending'),
    failure: text('failure', { enum: resumeReadFailures }),
    /** The extracted text (capped), for matching and search later; '' until read or when unreadable. */
    textContent: text('text_content').notNull().default(''),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    yearsOfExperience: real('years_of_experience'),
    latestTitle: text('latest_title'),
    dismissed: jsonb('dismissed')
      .$type<DismissedResumeSuggestions>()
      .notNull()
      .default(sql`'{"skills":[],"title":false,"experience":false}'::jsonb`),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('resume_analyses_user_idx').on(table.userId)],
);
