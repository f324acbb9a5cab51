import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TwoFactorSetup } from '@orbit/shared/security-contracts';
import { securityMessages } from '@orbit/shared/security-contracts';
import { recoveryCodes, twoFactorSettings, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { assertUnderLimit, recordEvent, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import {
  acceptTwoFactorCode,
  newTotpSecret,
  normaliseCode,
  openTotpSecret,
  replaceRecoveryCodes,
  sealTotpSecret,
  totpFor,
  totpStep,
} from './two-factor-codes.ts';

/**
 * Wrong codes per account, wherever they are typed (the sign-in's code step, turning it off): 5 in 15 minutes, then
 * 429 until the oldest leaves the window. A million codes cannot be tried in the time one stays valid.
 */
export const twoFactorFailureRule: RateLimitRule = {
  bucket: 'two-factor-failure',
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: securityMessages.tooManyCodes,
};

const wrongCode = () =>
  new AppError('BAD_REQUEST', securityMessages.codeWrong, {
    errors: [{ msg: securityMessages.codeWrong, path: 'code' }],
  });

/** Counts a wrong code against the account and refuses it; over the limit, refuses with 429 before any check. */
export async function refuseWrongCode(deps: AppDeps, userId: string): Promise<never> {
  await recordEvent(deps, twoFactorFailureRule, userId);
  throw wrongCode();
}

/**
 * A new key for the account, kept as pending until a code confirms it (a setup abandoned half-way changes nothing).
 * Answered as text, as the otpauth:// URL and as a QR code of it (an SVG data URL the page shows as an image).
 */
export async function setupTwoFactor(deps: AppDeps, userId: string): Promise<TwoFactorSetup> {
  const [row] = await deps.db
    .select({ email: users.email, enabled: twoFactorSettings.secret })
    .from(users)
    .leftJoin(twoFactorSettings, eq(twoFactorSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', 'User not found');
  if (row.enabled) throw new AppError('CONFLICT', securityMessages.alreadyEnabled);
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(deps.config.jwtSecret, secret);
  const now = deps.clock.now();
  await deps.db
    .insert(twoFactorSettings)
    .values({ userId, pendingSecret: sealed, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactorSettings.userId, set: { pendingSecret: sealed, updatedAt: now } });
  const otpauthUrl = totpFor(secret, row.email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Confirms the pending key with one code from the app, turns two-step verification on and answers ten recovery codes. */
export async function enableTwoFactor(deps: AppDeps, userId: string, code: string): Promise<string[]> {
  await assertUnderLimit(deps, twoFactorFailureRule, userId);
  const [row] = await deps.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
  if (row?.secret) throw new AppError('CONFLICT', securityMessages.alreadyEnabled);
  const pending = row?.pendingSecret ? openTotpSecret(deps.config.jwtSecret, row.pendingSecret) : null;
  if (!row?.pendingSecret || !pending) throw new AppError('BAD_REQUEST', securityMessages.setupFirst);
  const now = deps.clock.now();
  const step = totpStep(pending, normaliseCode(code), now);
  if (step === null) return refuseWrongCode(deps, userId);
  return deps.db.transaction(async (tx) => {
    await tx
      .update(twoFactorSettings)
      .set({ secret: row.pendingSecret, pendingSecret: null, enabledAt: now, lastUsedStep: step, updatedAt: now })
      .where(eq(twoFactorSettings.userId, userId));
    return replaceRecoveryCodes(tx, deps.config.jwtSecret, userId);
  });
}

/**
 * Turns two-step verification off with a current code (or a recovery code); the key and the codes are deleted.
 * A moderator cannot: moderating requires it.
 */
export async function disableTwoFactor(deps: AppDeps, userId: string, code: string): Promise<void> {
  await assertUnderLimit(deps, twoFactorFailureRule, userId);
  const [row] = await deps.db
    .select({ secret: twoFactorSettings.secret, email: users.email })
    .from(twoFactorSettings)
    .innerJoin(users, eq(users.id, twoFactorSettings.userId))
    .where(eq(twoFactorSettings.userId, userId));
  if (!row?.secret) throw new AppError('CONFLICT', securityMessages.notEnabled);
  if (deps.config.moderatorEmails.includes(row.email.toLowerCase())) {
    throw new AppError('FORBIDDEN', securityMessages.moderatorKeepsTwoFactor);
  }
  const accepted = await deps.db.transaction(async (tx) => {
    if (!(await acceptTwoFactorCode(tx, deps, userId, code))) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
    return true;
  });
  if (!accepted) await refuseWrongCode(deps, userId);
}
