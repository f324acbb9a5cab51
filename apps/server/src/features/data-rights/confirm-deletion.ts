import { eq } from 'drizzle-orm';
import { dataRightsMessages, type DeleteAccountInput } from '@orbit/shared/data-rights-contracts';
import { messages } from '@orbit/shared/messages';
import { securityMessages } from '@orbit/shared/security-contracts';
import { twoFactorSettings, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { assertUnderLimit, recordEvent, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { acceptTwoFactorCode } from '../accounts/two-factor-codes.ts';
import { refuseWrongCode, twoFactorFailureRule } from '../accounts/two-factor-setup.ts';

/** Wrong passwords on the delete form, per account: a stolen session cannot guess its way to erasing the account. */
export const deletePasswordRule: RateLimitRule = {
  bucket: 'delete-account-password',
  limit: 5,
  windowMs: 15 * 60 * 1000,
  message: dataRightsMessages.tooManyPasswordAttempts,
};

const refuse = (msg: string, path: keyof DeleteAccountInput) =>
  new AppError('BAD_REQUEST', msg, { errors: [{ msg, path }] });

/**
 * Proves the deletion is the account owner's deliberate act, before anything is erased. With a password: the
 * password (5 wrong a quarter-hour). Without one (made through Google, never set): the e-mail address typed out —
 * no one-click accident — and, when two-step verification is on, a current code or a recovery code, counted against
 * the same limit as every other code (a stolen session alone then cannot erase the account).
 */
export async function confirmDeletion(deps: AppDeps, userId: string, input: DeleteAccountInput): Promise<void> {
  await assertUnderLimit(deps, deletePasswordRule, userId);
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash, email: users.email, twoFactorSecret: twoFactorSettings.secret })
    .from(users)
    .leftJoin(twoFactorSettings, eq(twoFactorSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);

  if (user.passwordHash !== null) {
    if (!input.password) throw refuse(dataRightsMessages.passwordRequired, 'password');
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      await recordEvent(deps, deletePasswordRule, userId);
      throw refuse(dataRightsMessages.passwordWrong, 'password');
    }
    return;
  }

  if (!input.email) throw refuse(dataRightsMessages.emailRequired, 'email');
  // Stored lower-cased (users.email); the address typed out is compared whole, only its case aside.
  if (input.email.toLowerCase() !== user.email.toLowerCase()) throw refuse(dataRightsMessages.emailWrong, 'email');
  if (!user.twoFactorSecret) return;
  await assertUnderLimit(deps, twoFactorFailureRule, userId);
  if (!input.code) throw refuse(securityMessages.codeRequired, 'code');
  if (!(await acceptTwoFactorCode(deps.db, deps, userId, input.code))) await refuseWrongCode(deps, userId);
}
