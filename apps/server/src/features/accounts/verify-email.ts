import { and, eq } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { consumeLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { verificationEmail } from './account-emails.ts';
import { consumeEmailToken, createEmailToken, endEmailTokens } from './email-tokens.ts';

export type VerifyOutcome = 'verified' | 'already-verified';

/**
 * Verifies the address a link was sent to. Any unexpired link of an unverified address does (several may be out:
 * registering twice, asking again); the first one opened ends the others. A link whose account is verified already —
 * opened a second time, another of its links, or twice at once — is no error for the person holding it: the answer
 * says so and sends them to log in, since the address is verified whichever click did it. An expired or unknown link
 * of an account still unverified keeps its error.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<VerifyOutcome> {
  try {
    await deps.db.transaction(async (tx) => {
      const userId = await consumeEmailToken(tx, deps.clock, token, 'verify_email', {
        invalid: messages.verificationLinkInvalid,
        expired: messages.verificationLinkExpired,
      });
      await tx
        .update(users)
        .set({ isEmailVerified: true, emailVerifiedAt: deps.clock.now(), updatedAt: deps.clock.now() })
        .where(eq(users.id, userId));
      await endEmailTokens(tx, deps.clock.now(), userId, 'verify_email');
    });
    return 'verified';
  } catch (error) {
    if (error instanceof AppError && (await isLinkOfVerifiedAccount(deps.db, token))) return 'already-verified';
    throw error;
  }
}

async function isLinkOfVerifiedAccount(db: Pick<Db, 'select'>, token: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: users.isEmailVerified })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, 'verify_email')));
  return row?.verified === true;
}

export const resendPerAddress: RateLimitRule = {
  bucket: 'resend-verification:email',
  limit: 3,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};
export const resendPerIp: RateLimitRule = {
  bucket: 'resend-verification:ip',
  limit: 20,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};

/**
 * Sends a fresh link when the address belongs to an unverified account. The answer is the same
 * either way, and the limits count every request, so nothing reveals which addresses exist.
 */
export async function resendVerification(deps: AppDeps, email: string, ip: string): Promise<void> {
  await consumeLimit(deps, resendPerIp, ip);
  await consumeLimit(deps, resendPerAddress, email);
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.isEmailVerified) return;
  await deps.db.transaction(async (tx) => {
    const token = await createEmailToken(tx, deps.clock, user.id, 'verify_email');
    const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, deps.boss, verificationEmail(email, user.name, link));
  });
}
