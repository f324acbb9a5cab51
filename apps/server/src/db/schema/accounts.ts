/**
 * Accounts: users, their sessions, e-mail tokens and the rate limiter's events.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { talentVisibilities } from '@orbit/shared/talent-contracts';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

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
    /** Employers: e-mail each new application at once, or one digest a day. */
    applicationEmails: text('application_emails', { enum: ['instant', 'daily'] })
      .notNull()
      .default('instant'),
    /** Seekers who unsubscribed from application status e-mails (the change still shows on My Applications). */
    statusEmailsOff: boolean('status_emails_off').notNull().default(false),
    onboardingComplete: boolean('onboarding_complete').notNull().default(false),
    title: text('title').notNull().default(''),
    experience: text('experience').notNull().default(''),
    education: text('education').notNull().default(''),
    skills: jsonb('skills')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    jobTypes: jsonb('job_types')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    salaryExpectation: text('salary_expectation').notNull().default(''),
    bio: text('bio').notNull().default(''),
    resumeFileId: uuid('resume_file_id'),
    profilePictureFileId: uuid('profile_picture_file_id'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Seekers: who may find them in the talent pool; nobody until they choose (features/candidates). */
    talentVisibility: text('talent_visibility', { enum: talentVisibilities }).notNull().default('hidden'),
    /** Seekers: companies that must never find them, as the seeker typed them… */
    hiddenFromCompanies: jsonb('hidden_from_companies')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** …and as `companies.normalized_name` keys, which the candidate search compares. */
    hiddenCompanyKeys: text('hidden_company_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The terms and privacy notice version last accepted (`currentTermsVersion` in shared), and when; null = never. */
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    // The talent pool is the few seekers who opted in: searches read them through this index, not every account.
    index('users_talent_pool_idx')
      .on(table.updatedAt)
      .where(sql`${table.talentVisibility} <> 'hidden' and ${table.userType} = 'candidate'`),
    // The candidate search's skill filter (features/candidates/candidate-filters.ts) compares the lower-cased list.
    index('users_talent_skills_idx')
      .using('gin', sql`(lower(${table.skills}::text)::jsonb)`)
      .where(sql`${table.talentVisibility} <> 'hidden' and ${table.userType} = 'candidate'`),
    // An employer's company: which companies have a verified employer is asked on every candidate search.
    index('users_company_id_idx').on(table.companyId),
  ],
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
