import { Secret, TOTP } from 'otpauth';
import { linkFrom, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';

/**
 * The app's JSON API as the browser tests use it to set the scene (accounts, posts, approvals) or to check what the
 * server holds: the screens under test are driven in Chromium, everything around them through here.
 */

/** Calls `/api{path}` with an optional bearer token, a JSON body when the body is a string; fails on any non-2xx. */
export async function api<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = await api<{ token: string }>(baseUrl, '/users/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return token;
}

/**
 * Registers an account (the sign-up form's fields; the terms accepted), verifies it with the link the catcher
 * received and signs in: answers the token. The sign-up screens have their own suite.
 */
export async function registerVerified(
  baseUrl: string,
  smtp: SmtpCatcher,
  body: Record<string, string> & { email: string; password: string },
): Promise<string> {
  await api(baseUrl, '/users', { method: 'POST', body: JSON.stringify({ ...body, acceptTerms: true }) });
  const { token } = linkFrom(
    await smtp.waitFor(body.email, (mail) => mail.subject.includes('Verify')),
    '/verify-email',
  );
  await api(baseUrl, '/users/verify-email', { method: 'POST', body: JSON.stringify({ token }) });
  return apiLogin(baseUrl, body.email, body.password);
}

/**
 * Turns two-step verification on for a signed-in account (moderators must have it), as /profile does: the key from
 * the setup, one code computed from it. Answers the same token, still signed in, and the key for later codes.
 */
export async function turnOnTwoStep(baseUrl: string, token: string): Promise<{ token: string; secret: string }> {
  const { secret } = await api<{ secret: string }>(baseUrl, '/users/two-factor/setup', { method: 'POST', token });
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  await api(baseUrl, '/users/two-factor/enable', { method: 'POST', token, body: JSON.stringify({ code }) });
  return { token, secret };
}

/**
 * An account registered, verified and signed in with two-step verification on: a moderator's (required), or an
 * employer's that contacts talent pool candidates (required for those who have not applied). Answers the token.
 */
export async function registerWithTwoStep(
  baseUrl: string,
  smtp: SmtpCatcher,
  body: Record<string, string> & { email: string; password: string },
): Promise<string> {
  return (await turnOnTwoStep(baseUrl, await registerVerified(baseUrl, smtp, body))).token;
}

/** A moderator's account: registered, verified, signed in, with two-step verification on. Answers the token. */
export async function registerModerator(
  baseUrl: string,
  smtp: SmtpCatcher,
  body: Record<string, string> & { email: string; password: string },
): Promise<string> {
  return registerWithTwoStep(baseUrl, smtp, body);
}
