/**
 * Company teams: members and their roles, invitations by e-mail, and the audit trail of what members did.
 * One part of the schema: db/schema.ts gathers the parts for Drizzle and drizzle-kit.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditActions, teamRoles } from '@orbit/shared/team-contracts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { createdAt } from './columns.ts';

/**
 * Who belongs to a company, with what role. An employer belongs to at most one company (the primary key on the user);
 * `users.company_id` mirrors it for the reads that only ask "which company". Read on every employer request, so a
 * removed member or a changed role counts from the next request on.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: teamRoles }).notNull(),
    /** Hiring managers: the jobs whose applicants they see and move. Empty for every other role. */
    jobIds: uuid('job_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId] }), index('company_members_company_idx').on(table.companyId)],
);

/** An invitation to join a company with a role; only a SHA-256 of its token is kept. */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: teamRoles }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('team_invitations_token_hash_key').on(table.tokenHash),
    // One open invitation per address and company: sending again replaces it.
    uniqueIndex('team_invitations_open_key')
      .on(table.companyId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.revokedAt} is null`),
  ],
);

/**
 * What a company's members did, kept a year (a daily sweep deletes older entries). Written by `recordAudit` inside
 * the transaction of the change it describes. Ids are kept without foreign keys: the entry outlives what it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when it happened, so the entry still reads once the account is gone. */
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: auditActions }).notNull(),
    jobId: uuid('job_id'),
    applicationId: uuid('application_id'),
    detail: text('detail').notNull().default(''),
  },
  (table) => [
    index('audit_entries_company_at_idx').on(table.companyId, table.at.desc()),
    index('audit_entries_at_idx').on(table.at),
  ],
);
