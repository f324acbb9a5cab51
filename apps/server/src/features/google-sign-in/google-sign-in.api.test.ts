import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/accounts.ts';
import { googleIdentities } from '../../db/schema/google-sign-in.ts';
import { collectUserData } from '../data-rights/collect-user-data.ts';
import { companyMembers } from '../../db/schema/team.ts';
import { dataRightsMessages } from '@orbit/shared/data-rights-contracts';
import { securityMessages } from '@orbit/shared/security-contracts';
import { teamMessages } from '@orbit/shared/team-contracts';
import { bearer, buildUser, loginAs, uniqueEmail } from '../../test-support/builders.ts';
import { buildCompanyEmployer } from '../../test-support/employer-builders.ts';
import {
  followProviderRedirects,
  startLocalOpenIdProvider,
  type LocalOpenIdProvider,
  type ProviderAccount,
} from '../../test-support/local-openid-provider.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { totpCode, turnOnTwoFactor } from '../../test-support/two-factor-builders.ts';

const callbackUrl = 'http://orbit.test/api/auth/google/callback';

const googleAccount = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  sub: `google-${crypto.randomBytes(6).toString('hex')}`,
  email: uniqueEmail('google'),
  email_verified: true,
  name: 'Amara Google',
  ...overrides,
});

/** The value a URL fragment carries (`#code=…`, `#ticket=…`). */
const fromFragment = (location: string, name: string) => new URLSearchParams(location.split('#')[1] ?? '').get(name);

describe('sign in with Google through a local OpenID provider', () => {
  let provider: LocalOpenIdProvider;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startLocalOpenIdProvider([callbackUrl]);
    server = await startTestServer({
      env: {
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
        GOOGLE_ISSUER_URL: provider.issuer,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** This test browser's cookie for the Google steps: the latest sign-in's, as a browser keeps it. */
  let browserCookie = '';

  /** Starts at the app, signs `who` in at the provider, and answers the callback's request (to replay it). */
  async function throughProvider(who: ProviderAccount | 'deny', query = '', rewrite = (url: string) => url) {
    const start = await server.app.inject({ method: 'GET', url: `/api/auth/google${query}` });
    expect(start.statusCode).toBe(302);
    const binding = String(start.headers['set-cookie']).split(';')[0]!;
    browserCookie = binding;
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    provider.nextSignIn = who;
    const back = await followProviderRedirects(rewrite(String(start.headers.location)), callbackUrl);
    return { url: `${back.pathname}${back.search}`, cookie: binding };
  }

  async function callback(request: { url: string; cookie: string }) {
    const response = await server.app.inject({ method: 'GET', url: request.url, headers: { cookie: request.cookie } });
    expect(response.statusCode).toBe(302);
    return String(response.headers.location);
  }

  const signIn = async (who: ProviderAccount | 'deny', query = '') => callback(await throughProvider(who, query));

  const post = (url: string, payload: Record<string, unknown>, token?: string, cookie = browserCookie) =>
    server.app.inject({ method: 'POST', url, payload, headers: { cookie, ...(token ? bearer(token) : {}) } });

  const profile = async (token: string) =>
    (await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).json();

  it('says Google is configured, and sends the browser to the provider with PKCE, state and nonce', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true });
    const start = await server.app.inject({ method: 'GET', url: '/api/auth/google?returnUrl=/jobs' });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(callbackUrl);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it('signs a new seeker up: terms and role before the account exists, no verification e-mail, then onboarding', async () => {
    const who = googleAccount();
    const location = await signIn(who);
    expect(location).toMatch(/^\/register\/google#ticket=/);
    const ticket = fromFragment(location, 'ticket')!;
    const [before] = await server.database.db.select().from(users).where(eq(users.email, who.email));
    expect(before).toBeUndefined();

    expect((await post('/api/auth/google/pending', { ticket })).json()).toEqual({ email: who.email, name: who.name });
    // Another browser cannot complete it (that would give its new account this Google sign-in).
    const foreign = { ticket, name: 'Someone Else', phone: '+234 800 000 0009', acceptTerms: true };
    expect((await post('/api/auth/google/sign-up', foreign, undefined, 'orbit_google_flow=x')).statusCode).toBe(410);
    const noTerms = await post('/api/auth/google/sign-up', { ticket, name: who.name, phone: '+234 800 000 0001' });
    expect(noTerms.statusCode).toBe(400);
    const created = await post('/api/auth/google/sign-up', {
      ticket,
      name: 'Amara Okafor',
      phone: '+234 800 000 0001',
      acceptTerms: true,
    });
    expect(created.statusCode).toBe(201);
    const me = await profile(created.json().token);
    expect(me).toMatchObject({
      email: who.email,
      name: 'Amara Okafor',
      userType: 'candidate',
      isEmailVerified: true,
      onboardingComplete: false,
      needsTermsAcceptance: false,
      googleLinked: true,
      hasPassword: false,
    });
    const tokens = await server.database.db.select().from(emailTokens).where(eq(emailTokens.userId, me._id));
    expect(tokens).toEqual([]);
    // Their data export names the Google account that signs them in.
    const exported = await collectUserData(server.database.db, me._id, new Date(), () => false);
    expect(exported.document.googleAccount).toMatchObject({ email: who.email, subject: who.sub });
    // The pending sign-up worked once.
    expect(
      (await post('/api/auth/google/sign-up', { ticket, name: 'Again', phone: '+234 800 000 0001', acceptTerms: true }))
        .statusCode,
    ).toBe(410);

    // Next time Google signs them straight in, with a one-time code the web app exchanges.
    const again = await signIn(who, '?returnUrl=/jobs&remember=true');
    expect(again).toMatch(/^\/auth\/google#code=/);
    expect(fromFragment(again, 'returnUrl')).toBe('/jobs');
    const code = fromFragment(again, 'code')!;
    const session = await post('/api/auth/google/session', { ticket: code });
    expect(session.statusCode).toBe(200);
    expect((await profile(session.json().token))._id).toBe(me._id);
    expect((await post('/api/auth/google/session', { ticket: code })).statusCode).toBe(410);
  });

  it('signs a new employer up with the company fields registration asks', async () => {
    const who = googleAccount({ name: 'Grace Hiring' });
    const ticket = fromFragment(await signIn(who), 'ticket')!;
    const base = { ticket, userType: 'employer', name: who.name, phone: '+254 700 000 001', acceptTerms: true };
    expect((await post('/api/auth/google/sign-up', base)).statusCode).toBe(400);
    const { companyName } = await buildCompanyEmployer(server, { twoFactor: false });
    // A company that has a team is joined by invitation only: naming it is refused, and the step can be retried.
    const taken = await post('/api/auth/google/sign-up', { ...base, companyName, industry: 'Technology' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ msg: teamMessages.companyHasTeam, path: 'companyName' }]);
    const ownName = `Savanna Systems ${crypto.randomBytes(3).toString('hex')}`;
    const created = await post('/api/auth/google/sign-up', { ...base, companyName: ownName, industry: 'Technology' });
    expect(created.statusCode).toBe(201);
    expect(await profile(created.json().token)).toMatchObject({
      userType: 'employer',
      onboardingComplete: true,
      company: { name: ownName, industry: 'Technology' },
      googleLinked: true,
    });
    const [member] = await server.database.db
      .select({ role: companyMembers.role })
      .from(companyMembers)
      .where(eq(companyMembers.userId, (await profile(created.json().token))._id));
    expect(member?.role).toBe('owner');
  });

  it('links an existing account automatically only when both sides verified the address', async () => {
    const owner = await buildUser(server, { email: uniqueEmail('verified') });
    const location = await signIn(googleAccount({ email: owner.email }));
    expect(location).toMatch(/^\/auth\/google#code=/);
    // The code is bound to the browser that signed in: sent to another (to sign them in as this account), it is refused.
    const code = fromFragment(location, 'code')!;
    expect((await post('/api/auth/google/session', { ticket: code }, undefined, '')).statusCode).toBe(410);
    const elsewhere = 'orbit_google_flow=another-browser';
    expect((await post('/api/auth/google/session', { ticket: code }, undefined, elsewhere)).statusCode).toBe(410);
    const session = await post('/api/auth/google/session', { ticket: code });
    expect(await profile(session.json().token)).toMatchObject({ _id: owner.id, googleLinked: true, hasPassword: true });
  });

  it('asks for the two-step code after Google when the account has it on', async () => {
    const owner = await buildUser(server, { email: uniqueEmail('two-step') });
    const { secret } = await turnOnTwoFactor(server, await loginAs(server, owner));
    const location = await signIn(googleAccount({ email: owner.email }));
    const answer = (await post('/api/auth/google/session', { ticket: fromFragment(location, 'code')! })).json();
    expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    const second = await post('/api/users/login/two-factor', {
      challenge: answer.challenge,
      code: totpCode(server, secret),
    });
    expect(second.statusCode).toBe(200);
    expect(await profile(second.json().token)).toMatchObject({ _id: owner.id, googleLinked: true });
  });

  it('asks for the password once when the account has not verified its address', async () => {
    const owner = await buildUser(server, { email: uniqueEmail('unverified'), isEmailVerified: false });
    const who = googleAccount({ email: owner.email });
    const location = await signIn(who);
    expect(location).toMatch(/^\/login\/google-link#ticket=/);
    const ticket = fromFragment(location, 'ticket')!;
    const [notYet] = await server.database.db
      .select()
      .from(googleIdentities)
      .where(eq(googleIdentities.userId, owner.id));
    expect(notYet).toBeUndefined();

    const wrong = await post('/api/auth/google/link-password', { ticket, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    const right = await post('/api/auth/google/link-password', { ticket, password: owner.password });
    expect(right.statusCode).toBe(200);
    expect(await profile(right.json().token)).toMatchObject({
      _id: owner.id,
      googleLinked: true,
      isEmailVerified: true,
    });
    expect((await post('/api/auth/google/link-password', { ticket, password: owner.password })).statusCode).toBe(410);

    // Linked now: Google signs them in without the password.
    expect(await signIn(who)).toMatch(/^\/auth\/google#code=/);
  });

  it('refuses a Google address Google has not verified, and creates nothing', async () => {
    const who = googleAccount({ email_verified: false });
    expect(await signIn(who)).toBe('/login?error=unverified_email');
    const owner = await buildUser(server, { email: uniqueEmail('taken') });
    expect(await signIn(googleAccount({ email: owner.email, email_verified: false }))).toBe(
      '/login?error=unverified_email',
    );
    const identities = await server.database.db
      .select()
      .from(googleIdentities)
      .where(eq(googleIdentities.subject, who.sub));
    expect(identities).toEqual([]);
  });

  it('refuses a replayed state, a callback in another browser, and an ID token with a different nonce', async () => {
    const request = await throughProvider(googleAccount());
    expect(await callback(request)).toMatch(/^\/register\/google#ticket=/);
    expect(await callback(request)).toBe('/login?error=expired');

    const elsewhere = await throughProvider(googleAccount());
    expect(await callback({ url: elsewhere.url, cookie: 'orbit_google_flow=someone-elses' })).toBe(
      '/login?error=expired',
    );

    // The provider is asked for a token bound to another nonce than the one this sign-in keeps: openid-client refuses it.
    const forged = await throughProvider(googleAccount(), '', (url) => {
      const changed = new URL(url);
      changed.searchParams.set('nonce', 'a-nonce-this-sign-in-never-made');
      return changed.href;
    });
    expect(await callback(forged)).toBe('/login?error=failed');
  });

  it('comes back to /login with a message code when the person cancels at Google', async () => {
    expect(await signIn('deny')).toBe('/login?error=cancelled');
  });

  it('lets a Google-only account set a password, and unlink Google only once it has one', async () => {
    const who = googleAccount();
    const ticket = fromFragment(await signIn(who), 'ticket')!;
    const { token } = (
      await post('/api/auth/google/sign-up', { ticket, name: who.name, phone: '+234 800 000 0002', acceptTerms: true })
    ).json();
    const unlink = () => server.app.inject({ method: 'DELETE', url: '/api/auth/google/link', headers: bearer(token) });
    expect((await unlink()).statusCode).toBe(409);
    expect((await post('/api/users/password', { password: 'short' }, token)).statusCode).toBe(400);
    expect((await post('/api/users/password', { password: 'a-first-password-of-mine' }, token)).statusCode).toBe(200);
    expect((await post('/api/users/password', { password: 'a-second-password-here' }, token)).statusCode).toBe(409);
    expect((await unlink()).statusCode).toBe(200);
    expect(await profile(token)).toMatchObject({ googleLinked: false, hasPassword: true });
    await loginAs(server, { email: who.email, password: 'a-first-password-of-mine' });

    // Linking again from the profile: a one-time ticket in the start URL names the signed-in person.
    const link = await post('/api/auth/google/link-ticket', {}, token);
    expect(link.statusCode).toBe(200);
    const query = `?intent=link&ticket=${link.json().ticket}`;
    expect(await signIn(who, query)).toBe('/profile?google=linked');
    expect(await profile(token)).toMatchObject({ googleLinked: true });
    // The ticket worked once: a second start goes back to the profile, not to Google.
    const reused = await server.app.inject({ method: 'GET', url: `/api/auth/google${query}` });
    expect(reused.headers.location).toBe('/profile?googleError=expired');
  });

  it('lets a Google-only account delete itself by typing its address, and a current code when two-step is on', async () => {
    const signUp = async () => {
      const who = googleAccount();
      const ticket = fromFragment(await signIn(who), 'ticket')!;
      const created = await post('/api/auth/google/sign-up', {
        ticket,
        name: who.name,
        phone: '+234 800 000 0003',
        acceptTerms: true,
      });
      return { email: who.email, token: created.json<{ token: string }>().token };
    };
    const remove = (token: string, body: Record<string, unknown>) => post('/api/users/delete-account', body, token);
    const refusal = (msg: string, path: string) => ({ msg, errors: [{ msg, path }] });
    const signedIn = async (token: string) =>
      (await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).statusCode;

    const plain = await signUp();
    expect(await profile(plain.token)).toMatchObject({ hasPassword: false, twoFactorEnabled: false });
    const nothing = await remove(plain.token, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual(refusal(dataRightsMessages.emailRequired, 'email'));
    // There is no password to check: one sent confirms nothing.
    const password = await remove(plain.token, { password: 'anything-at-all-1' });
    expect(password.json()).toEqual(refusal(dataRightsMessages.emailRequired, 'email'));
    const other = await remove(plain.token, { email: `x${plain.email}` });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(refusal(dataRightsMessages.emailWrong, 'email'));
    expect(await signedIn(plain.token)).toBe(200);
    const deleted = await remove(plain.token, { email: ` ${plain.email.toUpperCase()} ` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: dataRightsMessages.accountDeleted });
    expect(await signedIn(plain.token)).toBe(401);
    expect(await server.database.db.select().from(users).where(eq(users.email, plain.email))).toEqual([]);
    expect(
      await server.database.db.select().from(googleIdentities).where(eq(googleIdentities.email, plain.email)),
    ).toEqual([]);

    // With two-step verification on, the address alone is not enough: a stolen session cannot erase the account.
    const guarded = await signUp();
    const { secret } = await turnOnTwoFactor(server, guarded.token);
    const noCode = await remove(guarded.token, { email: guarded.email });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toEqual(refusal(securityMessages.codeRequired, 'code'));
    const current = totpCode(server, secret);
    const wrong = await remove(guarded.token, {
      email: guarded.email,
      code: current === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal(securityMessages.codeWrong, 'code'));
    expect(await signedIn(guarded.token)).toBe(200);
    expect((await remove(guarded.token, { email: guarded.email, code: current })).statusCode).toBe(200);
    expect(await signedIn(guarded.token)).toBe(401);
  });

  it('comes back to /login when the provider goes down mid-sign-in', async () => {
    const request = await throughProvider(googleAccount());
    await provider.close();
    expect(await callback(request)).toBe('/login?error=provider_unavailable');
  });
});

describe('Google sign-in unreachable or not configured', () => {
  it('sends the browser back to /login with a message code, never a JSON error', async () => {
    const closed = await startLocalOpenIdProvider([callbackUrl]);
    await closed.close();
    const server = await startTestServer({
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER_URL: closed.issuer },
    });
    const off = await startTestServer();
    try {
      const down = await server.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(down.statusCode).toBe(302);
      expect(down.headers.location).toBe('/login?error=provider_unavailable');
      expect((await off.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
      expect((await off.app.inject({ method: 'GET', url: '/api/auth/google' })).headers.location).toBe(
        '/login?error=not_configured',
      );
    } finally {
      await server.close();
      await off.close();
    }
  });
});
