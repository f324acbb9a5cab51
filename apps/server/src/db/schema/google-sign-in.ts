/**
 * Google sign-in (features/google-sign-in): the Google account linked to a user, and the short-lived single-use
 * tickets of a sign-in's steps. One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** A user's Google account, by its OpenID subject (`sub`, stable where the address may change). One per user. */
export const googleIdentities = pgTable(
  'google_identities',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** The Google address when linked, for the profile; the account's own address is users.email. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('google_identities_subject_key').on(table.subject)],
);

/**
 * One ticket per step a browser carries between requests: the authorization request (state → nonce and PKCE
 * verifier), a profile's link request, the pending sign-up awaiting terms and role, the link awaiting a password,
 * and the one-time code the web app exchanges for a session. Only a SHA-256 of the ticket's secret is kept; a step
 * claims its ticket by setting used_at, so each works once.
 */
export const googleSignInTickets = pgTable(
  'google_sign_in_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', {
      enum: ['authorization', 'link-request', 'sign-up', 'link-password', 'session'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('google_sign_in_tickets_token_hash_key').on(table.tokenHash),
    index('google_sign_in_tickets_expires_at_idx').on(table.expiresAt),
  ],
);
