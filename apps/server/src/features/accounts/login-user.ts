import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import { sessions, users } from '../../db/schema/accounts.ts';
import { issueSessionToken } from '../../lib/auth/session-tokens.ts';
import { AppError } from '../../lib/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { assertUnderLimit, clearEvents, recordEvent, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';

export const loginFailureRule: RateLimitRule = {
  bucket: 'login-failure',
  limit: 10,
  windowMs: 15 * 60 * 1000,
  message: messages.tooManyLoginAttempts,
};

export interface LoginMeta {
  ip: string;
  userAgent: string;
}

/**
 * Checks the password (same answer and similar work for an unknown address), refuses unverified
 * accounts with 403 only after the password matched, and opens a session.
 */
export async function loginUser(
  deps: AppDeps,
  input: { email: string; password: string },
  meta: LoginMeta,
): Promise<string> {
  const limiterKey = `${input.email}|${meta.ip}`;
  await assertUnderLimit(deps, loginFailureRule, limiterKey);

  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.email, input.email));
  const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : await burnPasswordCheck(input.password).then(() => false);
  if (!user || !passwordOk) {
    await recordEvent(deps, loginFailureRule, limiterKey);
    throw new AppError('BAD_REQUEST', messages.invalidCredentials);
  }
  await clearEvents(deps, loginFailureRule.bucket, limiterKey);
  if (!user.isEmailVerified) throw new AppError('FORBIDDEN', messages.emailNotVerified);
  return issueSessionToken({ db: deps.db, clock: deps.clock, jwtSecret: deps.config.jwtSecret }, user.id, meta);
}

export async function logoutSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of the user (password reset or change). */
export async function revokeAllSessions(db: AppDeps['db'], now: Date, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
