/**
 * The one PostgreSQL schema (Drizzle pg-core) shared by PGlite and PostgreSQL.
 * Change it, then `npm run db:generate -w apps/server` to write the next forward-only migration.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companies_normalized_name_key').on(table.normalizedName)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    location: text('location').notNull().default(''),
    userType: text('user_type', { enum: ['candidate', 'employer'] }).notNull(),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    title: text('title').notNull().default(''),
    experience: text('experience').notNull().default(''),
    education: text('education').notNull().default(''),
    skills: jsonb('skills').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    jobTypes: jsonb('job_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    salaryExpectation: text('salary_expectation').notNull().default(''),
    bio: text('bio').notNull().default(''),
    resumeFileId: uuid('resume_file_id'),
    profilePictureFileId: uuid('profile_picture_file_id'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    isPremium: boolean('is_premium').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);

/** One row per signed-in device; the JWT names its session so logout and password changes can end it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Single-use e-mail tokens (verification, password reset); only a SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_tokens_token_hash_key').on(table.tokenHash),
    index('email_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['resume', 'profile_picture'] }).notNull(),
    originalName: text('original_name').notNull(),
    /** Server-generated name under UPLOAD_DIR; never derived from user input. */
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploaded_files_owner_idx').on(table.ownerUserId)],
);

/** Events counted by the sliding-window rate limiter (login failures, e-mail requests). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_events_lookup_idx').on(table.bucket, table.key, table.occurredAt)],
);

/** Every e-mail the app sends. The send job reads it by id, so retries never send twice once `sentAt` is set. */
export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** 'sent' through SMTP, 'outbox' when no SMTP_URL is configured (dev), 'failed' after the last retry. */
    status: text('status', { enum: ['queued', 'sent', 'outbox', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('emails_to_address_idx').on(table.toAddress)],
);
