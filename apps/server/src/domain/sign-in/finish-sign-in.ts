import { and, eq, isNotNull } from 'drizzle-orm';
import type { LoginResponse } from '@orbit/shared/auth-contracts';
import { twoFactorSettings } from '../../db/schema/accounts.ts';
import { createSignInChallenge } from './sign-in-challenge.ts';
import { startSession, type SignInDeps, type SignInMeta } from './start-session.ts';

/**
 * The last step of every sign-in path (password, Google), once the person is known and the account may sign in:
 * a session, or — two-step verification on — a challenge the web answers with a code at
 * `POST /api/users/login/two-factor`. No path opens a session any other way, so none can skip the code.
 */
export async function finishSignIn(deps: SignInDeps, userId: string, meta: SignInMeta): Promise<LoginResponse> {
  const [twoFactor] = await deps.db
    .select({ userId: twoFactorSettings.userId })
    .from(twoFactorSettings)
    .where(and(eq(twoFactorSettings.userId, userId), isNotNull(twoFactorSettings.secret)));
  if (twoFactor)
    return { twoFactorRequired: true, challenge: await createSignInChallenge(deps, userId, meta.remember) };
  return { token: await startSession(deps, userId, meta) };
}
