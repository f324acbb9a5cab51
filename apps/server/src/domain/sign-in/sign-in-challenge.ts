import { jwtVerify, SignJWT } from 'jose';
import { securityMessages } from '@orbit/shared/security-contracts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

/** How long a person has to type their code after the password (or Google) was accepted. */
export const challengeLifetimeMs = 10 * 60 * 1000;

const audience = 'orbit:two-factor-sign-in';
const keyOf = (jwtSecret: string) => new TextEncoder().encode(jwtSecret);

/**
 * A signed ticket saying "this account passed its first step at this time, and asked to be remembered (or not)".
 * It opens nothing by itself: only with a valid code does `POST /api/users/login/two-factor` turn it into a session.
 * Its own audience keeps it from ever reading as a session token (and a session token from reading as it).
 */
export async function createSignInChallenge(
  deps: { clock: Clock; config: { jwtSecret: string } },
  userId: string,
  remember: boolean,
): Promise<string> {
  const now = deps.clock.now().getTime();
  return new SignJWT({ rem: remember })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(audience)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + challengeLifetimeMs) / 1000))
    .sign(keyOf(deps.config.jwtSecret));
}

/** The account and the "remember" choice of a live challenge; a forged or expired one is a 401 to sign in again. */
export async function readSignInChallenge(
  deps: { clock: Clock; config: { jwtSecret: string } },
  challenge: string,
): Promise<{ userId: string; remember: boolean }> {
  try {
    const { payload } = await jwtVerify(challenge, keyOf(deps.config.jwtSecret), {
      algorithms: ['HS256'],
      audience,
      currentDate: deps.clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.rem !== 'boolean') throw new Error('claims missing');
    return { userId: payload.sub, remember: payload.rem };
  } catch {
    throw new AppError('UNAUTHENTICATED', securityMessages.challengeExpired);
  }
}
