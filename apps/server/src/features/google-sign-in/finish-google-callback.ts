import { eq } from 'drizzle-orm';
import type { GoogleErrorCode } from '@orbit/shared/google-sign-in-contracts';
import type { GoogleSignInConfig } from '../../config.ts';
import { users } from '../../db/schema/accounts.ts';
import { googleIdentities } from '../../db/schema/google-sign-in.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { exchangeCode, ProviderUnavailableError, type GoogleAccount } from './google-client.ts';
import { linkGoogleIdentity } from './link-identity.ts';
import { claimTicket, createTicket } from './sign-in-tickets.ts';
import type { AuthorizationPayload } from './start-google-sign-in.ts';

/** Where the callback sends the browser next; the web app reads the ticket or code from the URL fragment. */
export type CallbackOutcome =
  | { kind: 'session'; code: string; returnUrl: string | null }
  | { kind: 'sign-up'; ticket: string }
  | { kind: 'link-password'; ticket: string }
  | { kind: 'linked' }
  | { kind: 'error'; error: GoogleErrorCode; intent: 'signin' | 'link' };

/** The ticket of the step after a password link: which Google account, and the sign-in's choices. */
export interface LinkPasswordPayload {
  bindingHash: string;
  subject: string;
  email: string;
  remember: boolean;
  returnUrl: string | null;
}

export interface SignUpPayload {
  bindingHash: string;
  subject: string;
  email: string;
  name: string;
  remember: boolean;
}

export interface SessionPayload {
  bindingHash: string;
  remember: boolean;
}

/**
 * The provider's redirect back. The state's ticket is used up first (a replayed or expired state, or a callback in
 * another browser, goes no further); then the code is exchanged and the ID token checked by openid-client; then:
 * a linked Google account signs in; an address whose account verified it is linked and signs in; an address whose
 * account has not verified it needs the password once; a new address goes to the consent step. An unverified
 * Google address is refused wherever the address would decide.
 */
export async function finishGoogleCallback(
  deps: AppDeps,
  google: GoogleSignInConfig,
  callback: { state?: string; error?: string; query: string; binding: string | undefined },
): Promise<CallbackOutcome> {
  const authorization = callback.state
    ? await claimTicket<AuthorizationPayload>(deps.db, deps.clock, 'authorization', callback.state)
    : null;
  if (!authorization || !callback.binding || hashToken(callback.binding) !== authorization.payload.bindingHash) {
    return { kind: 'error', error: 'expired', intent: authorization?.payload.intent ?? 'signin' };
  }
  const { intent } = authorization.payload;
  const fail = (error: GoogleErrorCode): CallbackOutcome => ({ kind: 'error', error, intent });
  if (callback.error) return fail(callback.error === 'access_denied' ? 'cancelled' : 'failed');

  let account: GoogleAccount;
  try {
    account = await exchangeCode(google, callback.query, {
      state: callback.state ?? '',
      nonce: authorization.payload.nonce,
      codeVerifier: authorization.payload.codeVerifier,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.log.warn({ err: error.cause }, 'Google sign-in: the provider could not be reached');
      return fail('provider_unavailable');
    }
    // A bad state, nonce, signature or code: openid-client refused the answer. Nothing to show but "try again".
    deps.log.warn({ err: error }, 'Google sign-in: the provider answer was refused');
    return fail('failed');
  }

  if (intent === 'link') {
    if (!authorization.userId) return fail('expired');
    if (!account.emailVerified) return fail('unverified_email');
    const linked = await linkGoogleIdentity(deps.db, authorization.userId, account);
    return linked === 'linked' ? { kind: 'linked' } : fail(linked);
  }

  // The steps after this one are bound to the same browser cookie: a code or ticket sent to someone else (to sign
  // them in to the sender's account, or make their new account the sender's Google one) is worth nothing there.
  const { remember, returnUrl, bindingHash } = authorization.payload;
  const [identity] = await deps.db
    .select({ userId: googleIdentities.userId })
    .from(googleIdentities)
    .where(eq(googleIdentities.subject, account.subject));
  if (identity) return sessionOutcome(deps, identity.userId, { bindingHash, remember }, returnUrl);

  if (!account.emailVerified) return fail('unverified_email');
  const [existing] = await deps.db
    .select({ id: users.id, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.email, account.email));
  if (existing?.isEmailVerified) {
    const linked = await linkGoogleIdentity(deps.db, existing.id, account);
    if (linked !== 'linked') return fail(linked);
    return sessionOutcome(deps, existing.id, { bindingHash, remember }, returnUrl);
  }
  if (existing) {
    const payload: LinkPasswordPayload = {
      bindingHash,
      subject: account.subject,
      email: account.email,
      remember,
      returnUrl,
    };
    const ticket = await createTicket(deps.db, deps.clock, { purpose: 'link-password', userId: existing.id, payload });
    return { kind: 'link-password', ticket };
  }
  const payload: SignUpPayload = {
    bindingHash,
    subject: account.subject,
    email: account.email,
    name: account.name,
    remember,
  };
  return { kind: 'sign-up', ticket: await createTicket(deps.db, deps.clock, { purpose: 'sign-up', payload }) };
}

async function sessionOutcome(
  deps: AppDeps,
  userId: string,
  payload: SessionPayload,
  returnUrl: string | null,
): Promise<CallbackOutcome> {
  const code = await createTicket(deps.db, deps.clock, { purpose: 'session', userId, payload });
  return { kind: 'session', code, returnUrl };
}
