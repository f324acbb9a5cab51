import type { GoogleErrorCode } from '@orbit/shared/google-sign-in-contracts';
import { messages } from '@orbit/shared/messages';
import type { GoogleSignInConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import { consumeLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { buildAuthorizationRequest, ProviderUnavailableError } from './google-client.ts';
import { claimTicket, createTicket } from './sign-in-tickets.ts';

/** What the authorization ticket keeps server-side until the callback: never sent to the browser. */
export interface AuthorizationPayload {
  nonce: string;
  codeVerifier: string;
  intent: 'signin' | 'link';
  returnUrl: string | null;
  remember: boolean;
  /** SHA-256 of the browser-binding cookie's value: the callback must come back to the browser that started. */
  bindingHash: string;
}

/** Each start stores a row, so one address may start at most this many sign-ins in 15 minutes. */
export const startsPerIp: RateLimitRule = {
  bucket: 'google-start:ip',
  limit: 30,
  windowMs: 15 * 60 * 1000,
  message: messages.tooManyRequests,
};

export type StartOutcome = { redirect: string; binding: string } | { error: GoogleErrorCode };

/**
 * Starts a sign-in (or a link, for the signed-in person whose link ticket this is): keeps the state, nonce and PKCE
 * verifier in a one-time ticket keyed by the state, and answers the provider's URL and the value of the cookie that
 * binds the callback to this browser (so nobody can finish a sign-in they started in someone else's browser).
 */
export async function startGoogleSignIn(
  deps: AppDeps,
  google: GoogleSignInConfig,
  input: { intent: 'signin' | 'link'; ticket?: string; returnUrl?: string; remember: boolean; ip: string },
): Promise<StartOutcome> {
  try {
    await consumeLimit(deps, startsPerIp, input.ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return { error: 'too_many' };
    throw error;
  }
  let linkingUserId: string | null = null;
  if (input.intent === 'link') {
    const request = input.ticket ? await claimTicket(deps.db, deps.clock, 'link-request', input.ticket) : null;
    if (!request?.userId) return { error: 'expired' };
    linkingUserId = request.userId;
  }
  let authorization;
  try {
    authorization = await buildAuthorizationRequest(google);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.log.warn({ err: error.cause }, 'Google sign-in: the provider could not be reached');
      return { error: 'provider_unavailable' };
    }
    throw error;
  }
  const binding = generateToken();
  const payload: AuthorizationPayload = {
    nonce: authorization.nonce,
    codeVerifier: authorization.codeVerifier,
    intent: input.intent,
    returnUrl: input.returnUrl ?? null,
    remember: input.remember,
    bindingHash: hashToken(binding),
  };
  await createTicket(deps.db, deps.clock, {
    purpose: 'authorization',
    secret: authorization.state,
    userId: linkingUserId,
    payload,
  });
  return { redirect: authorization.url, binding };
}
