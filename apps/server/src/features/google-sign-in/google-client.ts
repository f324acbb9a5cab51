import * as oidc from 'openid-client';
import type { GoogleSignInConfig } from '../../config.ts';

/** Seconds a request to the provider may take before the sign-in is answered "not available right now". */
const providerTimeoutSeconds = 10;

/** The provider's discovered metadata and keys, per issuer and client; a failed discovery is tried again next time. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

/** Thrown when the provider cannot be reached (refused, timed out, not an OpenID provider's answer). */
export class ProviderUnavailableError extends Error {}

async function providerConfiguration(google: GoogleSignInConfig): Promise<oidc.Configuration> {
  const key = `${google.issuerUrl}|${google.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(google.issuerUrl);
    pending = oidc.discovery(issuer, google.clientId, google.clientSecret, undefined, {
      timeout: providerTimeoutSeconds,
      // config.ts accepts http:// only on a loopback address (a local test provider).
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    discovered.set(key, pending);
    pending.catch(() => discovered.delete(key));
  }
  try {
    return await pending;
  } catch (error) {
    throw new ProviderUnavailableError('discovery failed', { cause: error });
  }
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's authorization URL for a new sign-in: code flow, PKCE (S256), a fresh state and nonce. */
export async function buildAuthorizationRequest(google: GoogleSignInConfig): Promise<AuthorizationRequest> {
  const configuration = await providerConfiguration(google);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: google.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export interface GoogleAccount {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * Exchanges the callback's code and checks the ID token — issuer, audience, signature, expiry, nonce, state and
 * the PKCE verifier — all by openid-client. `callbackQuery` is the callback's query string as received.
 */
export async function exchangeCode(
  google: GoogleSignInConfig,
  callbackQuery: string,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<GoogleAccount> {
  const configuration = await providerConfiguration(google);
  const currentUrl = new URL(google.redirectUri);
  currentUrl.search = callbackQuery;
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    if (isNetworkFailure(error)) throw new ProviderUnavailableError('token request failed', { cause: error });
    throw error;
  }
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token claims');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 120) : '';
  return {
    subject: claims.sub,
    email,
    // Only a literal true counts: Google sends a boolean; anything else is not a verified address.
    emailVerified: claims.email_verified === true && email !== '',
    name,
  };
}

/** fetch's own failures (refused, reset, DNS, timeout), as opposed to the provider answering with an error. */
function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  return error instanceof TypeError && error.message === 'fetch failed';
}
