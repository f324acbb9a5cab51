import { readSignInChallenge } from '../../domain/sign-in/sign-in-challenge.ts';
import { startSession } from '../../domain/sign-in/start-session.ts';
import { assertUnderLimit } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { acceptTwoFactorCode } from './two-factor-codes.ts';
import { refuseWrongCode, twoFactorFailureRule } from './two-factor-setup.ts';

/**
 * The second step of a sign-in: a live challenge (the password or Google was accepted) and a code from the
 * authenticator app or a recovery code open the session. Wrong codes count per account, so five in 15 minutes stop
 * the guessing whichever device or address they come from.
 */
export async function completeTwoFactorSignIn(
  deps: AppDeps,
  input: { challenge: string; code: string },
  meta: { userAgent: string; ip: string },
): Promise<string> {
  const { userId, remember } = await readSignInChallenge(deps, input.challenge);
  await assertUnderLimit(deps, twoFactorFailureRule, userId);
  const accepted = await deps.db.transaction((tx) => acceptTwoFactorCode(tx, deps, userId, input.code));
  if (!accepted) return refuseWrongCode(deps, userId);
  return startSession(deps, userId, { ...meta, remember });
}
