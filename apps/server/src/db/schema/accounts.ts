/**
 * Accounts: users, their sessions, e-mail tokens and the rate limiter's events.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { talentVisibilities } from '@orbit/shared/talent-contracts';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    /** Null for an account made through Google sign-in until its owner sets a password. */
    passwordHash: text('password_hash'),
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
    /**
     * The skills lower-cased, once each, by talent_skill_keys() (migration 0025): what the candidate search compares
     * (features/candidates/candidate-filters.ts), kept by PostgreSQL on every write of `skills`, so a search reads a
     * ready array through its GIN index instead of parsing each seeker's JSON again for every skill it compares.
     */
    skillKeys: text('skill_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`talent_skill_keys("skills")`),
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
    index('users_talent_skill_keys_idx')
      .using('gin', table.skillKeys)
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
    /** The address it was first used from; lists show it partly masked. */
    ip: text('ip').notNull().default(''),
    /** "Remember for 30 days": it lasts 30 days without use, else 24 hours (`expiresAt` moves on with each use). */
    remember: boolean('remember').notNull().default(false),
    /** Browser and system read from the user agent ("Chrome 126 on macOS"); a new one e-mails the owner. */
    device: text('device').notNull().default(''),
    /** Moved on at most once a minute, with `expiresAt`. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Two-step verification (TOTP, RFC 6238). A row exists from the first setup; `secret` is set once a code confirmed
 * it. Secrets are sealed with a key derived from JWT_SECRET (lib/auth/sealed-secret.ts): a copy of the database alone
 * cannot produce codes.
 */
export const twoFactorSettings = pgTable('two_factor_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  /** The key shown by the latest setup, until a code confirms it. */
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  lastUsedStep: integer('last_used_step'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ten single-use recovery codes of an account with two-step verification; only an HMAC of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
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
