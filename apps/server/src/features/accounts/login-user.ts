import { and, eq, gt, isNull } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import { sessions, users } from '../../db/schema/accounts.ts';
import type { LoginResponse } from '@orbit/shared/auth-contracts';
import { finishSignIn } from '../../domain/sign-in/finish-sign-in.ts';
import { AppError } from '../../lib/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import {
  assertBackoffElapsed,
  assertUnderLimit,
  clearEvents,
  recordEvent,
  type BackoffRule,
  type RateLimitRule,
} from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';

const fifteenMinutes = 15 * 60 * 1000;

/** One address from one IP: 10 failures in 15 minutes, then 429 until the oldest leaves the window. */
export const loginFailureRule: RateLimitRule = {
  bucket: 'login-failure',
  limit: 10,
  windowMs: fifteenMinutes,
  message: messages.tooManyLoginAttempts,
};

/** One IP across every address (password spraying): 20 failures in 15 minutes, then 429 for any address. */
export const loginIpFailureRule: RateLimitRule = {
  bucket: 'login-failure-ip',
  limit: 20,
  windowMs: fifteenMinutes,
  message: messages.tooManyLoginAttempts,
};

/**
 * One address across every IP (a distributed guess at one account): 5 failures in an hour are free, then each try
 * waits 30 s, 1, 2, 4, 8, at most 15 minutes after the last failure. A slowdown, never a lockout, and never felt by
 * the owner at home: an IP this account has signed in from in the last 90 days is not slowed, and its failures do
 * not count here (the two limits above still hold for it).
 */
export const loginAddressBackoffRule: BackoffRule = {
  bucket: 'login-failure-address',
  windowMs: 60 * 60 * 1000,
  freeAttempts: 5,
  baseDelayMs: 30 * 1000,
  maxDelayMs: fifteenMinutes,
  message: messages.tooManyLoginAttempts,
};

/** How long a successful sign-in makes its IP a known one for the address backoff. */
export const knownIpDays = 90;

export interface LoginMeta {
  ip: string;
  userAgent: string;
}

/** Whether the account has signed in from this IP lately (any session, ended or not). */
async function isKnownIp(deps: AppDeps, userId: string | undefined, ip: string): Promise<boolean> {
  if (!userId) return false;
  const since = new Date(deps.clock.now().getTime() - knownIpDays * 24 * 60 * 60 * 1000);
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/**
 * Checks the password (same answer and similar work for an unknown address), refuses unverified
 * accounts with 403 only after the password matched, and opens a session — or, with two-step verification on,
 * answers a challenge for the code (finishSignIn). The limits are checked before the password, so a refused attempt
 * never learns whether it was right.
 */
export async function loginUser(
  deps: AppDeps,
  input: { email: string; password: string; remember: boolean },
  meta: LoginMeta,
): Promise<LoginResponse> {
  const limiterKey = `${input.email}|${meta.ip}`;
  await assertUnderLimit(deps, loginIpFailureRule, meta.ip);
  await assertUnderLimit(deps, loginFailureRule, limiterKey);

  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.email, input.email));
  // An unknown address has no known IP and is slowed like any other, so the answer tells nothing of who exists.
  const knownIp = await isKnownIp(deps, user?.id, meta.ip);
  if (!knownIp) await assertBackoffElapsed(deps, loginAddressBackoffRule, input.email);

  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!user || !passwordOk) {
    await recordEvent(deps, loginIpFailureRule, meta.ip);
    await recordEvent(deps, loginFailureRule, limiterKey);
    if (!knownIp) await recordEvent(deps, loginAddressBackoffRule, input.email);
    throw new AppError('BAD_REQUEST', messages.invalidCredentials);
  }
  await clearEvents(deps, loginFailureRule.bucket, limiterKey);
  await clearEvents(deps, loginAddressBackoffRule.bucket, input.email);
  if (!user.isEmailVerified) throw new AppError('FORBIDDEN', messages.emailNotVerified);
  return finishSignIn(deps, user.id, { ...meta, remember: input.remember });
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
