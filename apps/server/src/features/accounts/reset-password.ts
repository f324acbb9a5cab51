import { eq } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { issueSessionToken } from '../../lib/auth/session-tokens.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { consumeLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { passwordResetEmail } from './account-emails.ts';
import { consumeEmailToken, createEmailToken, findEmailToken } from './email-tokens.ts';
import { revokeAllSessions } from './login-user.ts';

export const forgotPerAddress: RateLimitRule = {
  bucket: 'forgot-password:email',
  limit: 3,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};
export const forgotPerIp: RateLimitRule = {
  bucket: 'forgot-password:ip',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};

/**
 * Setting a new password through a link: every attempt counts per IP before anything is read (guessing links), and
 * per account once its link is known to be good, before the new password is hashed (argon2 costs ~25 ms a time).
 */
export const resetPerIp: RateLimitRule = {
  bucket: 'reset-password:ip',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};
export const resetPerAddress: RateLimitRule = {
  bucket: 'reset-password:email',
  limit: 5,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};

const resetLinkTexts = { invalid: messages.resetLinkInvalid, expired: messages.resetLinkExpired };

const refuseCommon = (password: string, path: string) => {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION', messages.passwordTooCommon, {
      errors: [{ msg: messages.passwordTooCommon, path }],
    });
  }
};

/** Same answer whether or not the address has an account; every request counts toward the limits. */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  await consumeLimit(deps, forgotPerIp, ip);
  await consumeLimit(deps, forgotPerAddress, email);
  const [user] = await deps.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  if (!user) return;
  await deps.db.transaction(async (tx) => {
    const token = await createEmailToken(tx, deps.clock, user.id, 'reset_password');
    const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, deps.boss, passwordResetEmail(email, user.name, link));
  });
}

/**
 * Sets the new password and ends every session. Following the link proves the inbox is theirs,
 * so an unverified address counts as verified from here on. In this order: the limits and the link are checked
 * before the password is hashed, so a made-up link costs a database read, never an argon2 hash.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string, ip: string): Promise<void> {
  await consumeLimit(deps, resetPerIp, ip);
  const link = await findEmailToken(deps.db, deps.clock, token, 'reset_password', resetLinkTexts);
  const [owner] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, link.userId));
  if (!owner) throw new AppError('BAD_REQUEST', messages.resetLinkInvalid);
  await consumeLimit(deps, resetPerAddress, owner.email);
  refuseCommon(password, 'password');
  const passwordHash = await hashPassword(password);
  // Used up only now, atomically: of two requests racing with one link, one sets the password.
  await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, deps.clock, token, 'reset_password', resetLinkTexts);
    const now = deps.clock.now();
    await tx.update(users).set({ passwordHash, isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, now, userId);
  });
}

/** Changes the password, ends every session (all devices) and opens a fresh one for this device. */
export async function changePassword(
  deps: AppDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  meta: { ip: string; userAgent: string; remember: boolean },
): Promise<string> {
  const [user] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('BAD_REQUEST', messages.currentPasswordWrong, {
      errors: [{ msg: messages.currentPasswordWrong, path: 'currentPassword' }],
    });
  }
  refuseCommon(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeAllSessions(tx, now, userId);
    return issueSessionToken({ db: tx, clock: deps.clock, jwtSecret: deps.config.jwtSecret }, userId, meta);
  });
}
