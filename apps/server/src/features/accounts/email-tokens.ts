import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { emailLinkLifetimeHours } from '@orbit/shared/policy-figures';

export type TokenPurpose = 'verify_email' | 'reset_password';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  verify_email: emailLinkLifetimeHours.verify_email * 60 * 60 * 1000,
  reset_password: emailLinkLifetimeHours.reset_password * 60 * 60 * 1000,
};

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/**
 * A new single-use token. A new password-reset link makes the earlier ones stop working (the newest request is the
 * one that counts). Verification links do not: mail does not arrive in the order it was sent, and a person who asked
 * twice opens whichever came — any unexpired link of an unverified address verifies it (verify-email.ts then ends
 * them all).
 */
export async function createEmailToken(tx: Tx, clock: Clock, userId: string, purpose: TokenPurpose): Promise<string> {
  const now = clock.now();
  if (purpose === 'reset_password') await endEmailTokens(tx, now, userId, purpose);
  const token = generateToken();
  await tx.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]),
  });
  return token;
}

/** Uses up every unused token of the user for the purpose. */
export async function endEmailTokens(tx: Tx, now: Date, userId: string, purpose: TokenPurpose): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

type TokenTexts = { invalid: string; expired: string };

/** The unused, unexpired token's row, without using it up; else the 400 (unknown or used) or 410 (expired). */
export async function findEmailToken(
  tx: Pick<Db, 'select'>,
  clock: Clock,
  token: string,
  purpose: TokenPurpose,
  texts: TokenTexts,
): Promise<typeof emailTokens.$inferSelect> {
  const [row] = await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
  if (!row || row.usedAt) throw new AppError('BAD_REQUEST', texts.invalid);
  if (row.expiresAt.getTime() <= clock.now().getTime()) throw new AppError('GONE', texts.expired);
  return row;
}

/**
 * Marks the token used and returns its user. The conditional update makes reuse impossible even
 * when two requests race with the same token.
 */
export async function consumeEmailToken(
  tx: Tx,
  clock: Clock,
  token: string,
  purpose: TokenPurpose,
  texts: TokenTexts,
): Promise<string> {
  const now = clock.now();
  const row = await findEmailToken(tx, clock, token, purpose, texts);
  const claimed = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (claimed.length === 0) throw new AppError('BAD_REQUEST', texts.invalid);
  return row.userId;
}
