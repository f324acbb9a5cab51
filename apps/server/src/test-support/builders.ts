import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import { companyMembers } from '../db/schema/team.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { TestServer } from './test-server.ts';

/** A unique address per call, so tests never collide with each other or with seeded data. */
export const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.org`;

export const candidatePayload = (overrides: Record<string, unknown> = {}) => ({
  userType: 'candidate',
  name: 'Chidi Test',
  email: uniqueEmail('candidate'),
  password: 'orbit-test-password-1',
  phone: '+234 800 000 0000',
  location: 'Lagos, Nigeria',
  acceptTerms: true,
  ...overrides,
});

export const employerPayload = (overrides: Record<string, unknown> = {}) => ({
  userType: 'employer',
  name: 'Grace Hiring',
  email: uniqueEmail('employer'),
  password: 'orbit-test-password-2',
  phone: '+254 700 000 000',
  location: 'Nairobi, Kenya',
  companyName: `Savanna Systems ${crypto.randomBytes(3).toString('hex')}`,
  industry: 'Technology',
  acceptTerms: true,
  ...overrides,
});

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
}

/** Inserts a user straight into the database (verified unless told otherwise). */
export async function buildUser(
  server: TestServer,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<BuiltUser> {
  const { password = 'orbit-test-password-9', ...columns } = overrides;
  const email = columns.email ?? uniqueEmail();
  const [row] = await server.database.db
    .insert(users)
    .values({
      name: 'Built User',
      userType: 'candidate',
      isEmailVerified: true,
      ...columns,
      email,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  // An employer of a company is a member of its team (an owner unless a test makes them something else).
  if (columns.userType === 'employer' && columns.companyId)
    await server.database.db
      .insert(companyMembers)
      .values({ userId: row.id, companyId: columns.companyId, role: 'owner' });
  return { id: row.id, email, password };
}

/**
 * Signs in with the password, remembered. An account with two-step verification on (moderators; employers from
 * buildCompanyEmployer) answers the code step with one of its recovery codes, used up from the list it carries.
 */
export async function loginAs(
  server: TestServer,
  user: { email: string; password: string; recoveryCodes?: string[] },
): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/users/login',
    // Remembered (30 days without use), so a test that moves the clock on by days keeps its signed-in users.
    payload: { email: user.email, password: user.password, remember: true },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const answer = response.json<{ token: string } | { challenge: string }>();
  if ('token' in answer) return answer.token;
  const code = user.recoveryCodes?.shift();
  if (!code) throw new Error(`login of ${user.email} asks for a two-step code and the test holds no recovery code`);
  const second = await server.app.inject({
    method: 'POST',
    url: '/api/users/login/two-factor',
    payload: { challenge: answer.challenge, code },
  });
  if (second.statusCode !== 200) throw new Error(`two-step login failed: ${second.statusCode} ${second.body}`);
  return second.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function userRow(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
