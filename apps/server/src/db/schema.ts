/**
 * The one PostgreSQL schema (Drizzle pg-core) shared by PGlite and PostgreSQL, gathered from its parts in schema/
 * for the Drizzle client (db/client.ts) and drizzle-kit. Code imports the part it uses (`db/schema/jobs.ts`).
 * Change a part, then `npm run db:generate -w apps/server` to write the next forward-only migration.
 */
export * from './schema/companies.ts';
export * from './schema/accounts.ts';
export * from './schema/files.ts';
export * from './schema/jobs.ts';
export * from './schema/applications.ts';
export * from './schema/mail.ts';
export * from './schema/autopilot.ts';
export * from './schema/waitlist.ts';
export * from './schema/data-rights.ts';
export * from './schema/support.ts';
export * from './schema/alerts.ts';
export * from './schema/talent.ts';
export * from './schema/outreach.ts';
export * from './schema/google-sign-in.ts';
export * from './schema/team.ts';
