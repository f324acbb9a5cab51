import crypto from 'node:crypto';
import { and, eq, isNull, or, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, twoFactorSettings } from '../../db/schema/accounts.ts';
import { openSecret, sealSecret } from '../../lib/auth/sealed-secret.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const period = 30;
/** A code of the step before or after is accepted too: a phone's clock a little off, a code typed as it turned. */
const window = 1;
const sealPurpose = 'totp-secret';

type Tx = Pick<Db, 'select' | 'update' | 'insert' | 'delete'>;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpFor = (secret: string, label: string): TOTP =>
  new TOTP({ issuer: 'Orbit Jobs', label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });

export const sealTotpSecret = (jwtSecret: string, secret: string): string => sealSecret(jwtSecret, sealPurpose, secret);
export const openTotpSecret = (jwtSecret: string, sealed: string): string | null =>
  openSecret(jwtSecret, sealPurpose, sealed);

/** The time step a code is valid for, or null: `validate` answers the offset within the window. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / period) + delta;
}

/** Spaces and dashes are how codes get copied; case does not matter in a recovery code. */
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();
export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(normaliseCode(code));

/**
 * Takes a valid authenticator code for the account's confirmed key, once: the step is stored, and a code of that step
 * or an earlier one is refused afterwards, so a code seen over someone's shoulder cannot be used again.
 */
export async function acceptTotpCode(
  tx: Tx,
  deps: { clock: { now(): Date }; config: { jwtSecret: string } },
  userId: string,
  code: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ secret: twoFactorSettings.secret })
    .from(twoFactorSettings)
    .where(eq(twoFactorSettings.userId, userId));
  const secret = row?.secret ? openTotpSecret(deps.config.jwtSecret, row.secret) : null;
  if (!secret) return false;
  const step = totpStep(secret, normaliseCode(code), deps.clock.now());
  if (step === null) return false;
  const taken = await tx
    .update(twoFactorSettings)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSettings.userId, userId),
        or(isNull(twoFactorSettings.lastUsedStep), lt(twoFactorSettings.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorSettings.userId });
  return taken.length === 1;
}

/** Letters and digits that cannot be misread for each other (no 0/o, 1/l/i). */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryCodeCount = 10;

const randomPart = (length: number): string =>
  Array.from({ length }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');

/** Keyed with the server's secret: the codes are short enough (~49 bits) that a plain hash could be guessed offline. */
const recoveryCodeHash = (jwtSecret: string, code: string): string =>
  crypto.createHmac('sha256', `${jwtSecret}:recovery-code`).update(normaliseCode(code)).digest('hex');

/** Replaces the account's recovery codes with ten new ones and answers them, to be shown once. */
export async function replaceRecoveryCodes(tx: Tx, jwtSecret: string, userId: string): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, () => `${randomPart(5)}-${randomPart(5)}`);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(jwtSecret, code) })));
  return codes;
}

/** Uses up one unused recovery code; of two requests racing with one code, one wins. */
export async function spendRecoveryCode(
  tx: Tx,
  deps: { clock: { now(): Date }; config: { jwtSecret: string } },
  userId: string,
  code: string,
): Promise<boolean> {
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(deps.config.jwtSecret, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** An authenticator code or, failing that shape, a recovery code. */
export const acceptTwoFactorCode = (
  tx: Tx,
  deps: { clock: { now(): Date }; config: { jwtSecret: string } },
  userId: string,
  code: string,
): Promise<boolean> =>
  isTotpShaped(code) ? acceptTotpCode(tx, deps, userId, code) : spendRecoveryCode(tx, deps, userId, code);
