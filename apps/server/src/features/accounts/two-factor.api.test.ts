import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactorSettings } from '../../db/schema/accounts.ts';
import { bearer, buildUser, loginAs } from '../../test-support/builders.ts';
import { moderatorEnv } from '../../test-support/employer-builders.ts';
import { totpCode, turnOnTwoFactor } from '../../test-support/two-factor-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('two-step verification', () => {
  let server: TestServer;
  const moderation = moderatorEnv();
  beforeAll(async () => {
    server = await startTestServer({ env: moderation.env });
  });
  afterAll(() => server.close());

  const login = (user: { email: string; password: string }, remember = false) =>
    server.app.inject({ method: 'POST', url: '/api/users/login', payload: { ...user, remember } });
  const secondStep = (challenge: string, code: string) =>
    server.app.inject({ method: 'POST', url: '/api/users/login/two-factor', payload: { challenge, code } });
  const profile = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  const challengeOf = async (user: { email: string; password: string }) => {
    const response = await login(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    return response.json<{ challenge: string }>().challenge;
  };

  it('is set up with a QR code and the key, confirmed by one code; then sign-in asks for a code', async () => {
    const user = await buildUser(server);
    const token = await loginAs(server, user);
    expect((await profile(token)).json().twoFactorEnabled).toBe(false);

    const setup = await server.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/setup',
      headers: bearer(token),
    });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json<{ secret: string; otpauthUrl: string; qrCode: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl.startsWith('otpauth://totp/Orbit%20Jobs:')).toBe(true);
    expect(qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    // Not on until a code confirmed the key; the key is stored sealed, never as shown.
    expect((await profile(token)).json().twoFactorEnabled).toBe(false);
    const stored = await server.database.db.select().from(twoFactorSettings);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/enable',
      headers: bearer(token),
      payload: { code: '000000' === totpCode(server, secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await server.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/enable',
      headers: bearer(token),
      payload: { code: totpCode(server, secret) },
    });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const hashes = await server.database.db.select().from(recoveryCodes);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]);
    expect((await profile(token)).json().twoFactorEnabled).toBe(true);

    server.clock.advance(30 * 1000);
    const challenge = await challengeOf(user);
    const signedIn = await secondStep(challenge, totpCode(server, secret));
    expect(signedIn.statusCode).toBe(200);
    expect((await profile(signedIn.json().token)).statusCode).toBe(200);
  });

  it('accepts the code of the step before or after (a phone clock a little off), not two steps away', async () => {
    const user = await buildUser(server);
    const { secret } = await turnOnTwoFactor(server, await loginAs(server, user));
    // Past the step the setup used (a used step is refused, see the next test).
    server.clock.advance(30 * 1000);
    const now = server.clock.now().getTime();
    const challenge = await challengeOf(user);
    expect((await secondStep(challenge, totpCode(server, secret, new Date(now - 90 * 1000)))).statusCode).toBe(400);
    expect((await secondStep(challenge, totpCode(server, secret, new Date(now + 90 * 1000)))).statusCode).toBe(400);
    expect((await secondStep(challenge, totpCode(server, secret, new Date(now - 30 * 1000)))).statusCode).toBe(200);
    server.clock.advance(60 * 1000);
    const later = await challengeOf(user);
    expect((await secondStep(later, totpCode(server, secret, new Date(now + 90 * 1000)))).statusCode).toBe(200);
  });

  it('refuses a code already used, even within its 30 seconds, and a challenge past its 10 minutes', async () => {
    const user = await buildUser(server);
    const { secret } = await turnOnTwoFactor(server, await loginAs(server, user));
    const code = totpCode(server, secret);
    expect((await secondStep(await challengeOf(user), code)).statusCode).toBe(200);
    const replay = await secondStep(await challengeOf(user), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toBe('That code is not right. Check the time on your phone and try the newest code.');

    const stale = await challengeOf(user);
    server.clock.advance(10 * 60 * 1000 + 1000);
    const expired = await secondStep(stale, totpCode(server, secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().msg).toBe('This sign-in took too long. Please log in again.');
    expect((await secondStep('forged.challenge.value', totpCode(server, secret))).statusCode).toBe(401);
  });

  it('a recovery code works once, in any case and with or without its dash', async () => {
    const user = await buildUser(server);
    const { recoveryCodes: codes } = await turnOnTwoFactor(server, await loginAs(server, user));
    const first = codes[0]!;
    const typed = ` ${first.replace('-', '').toUpperCase()} `;
    expect((await secondStep(await challengeOf(user), typed)).statusCode).toBe(200);
    expect((await secondStep(await challengeOf(user), first)).statusCode).toBe(400);
    expect((await secondStep(await challengeOf(user), codes[1]!)).statusCode).toBe(200);
  });

  it('5 wrong codes in 15 minutes answer 429, even with the right code, until the window passes', async () => {
    const user = await buildUser(server);
    const { secret } = await turnOnTwoFactor(server, await loginAs(server, user));
    const challenge = await challengeOf(user);
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, `00000${i}`)).statusCode).toBe(400);
    const limited = await secondStep(challenge, totpCode(server, secret));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe('Too many wrong codes. Wait 15 minutes, then try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(15 * 60 * 1000 + 1000);
    const fresh = await challengeOf(user);
    expect((await secondStep(fresh, totpCode(server, secret))).statusCode).toBe(200);
  });

  it('keeps the "remember" choice through the code step', async () => {
    const user = await buildUser(server);
    const { secret } = await turnOnTwoFactor(server, await loginAs(server, user));
    const remembered = await login(user, true);
    const token = (await secondStep(remembered.json().challenge, totpCode(server, secret))).json().token;
    server.clock.advance(20 * 24 * 60 * 60 * 1000);
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('is turned off only with a code', async () => {
    const user = await buildUser(server);
    const token = await loginAs(server, user);
    const { secret } = await turnOnTwoFactor(server, token);
    const disable = (code: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/users/two-factor/disable',
        headers: bearer(token),
        payload: { code },
      });
    expect((await disable('')).statusCode).toBe(400);
    expect((await disable('123-456-789')).statusCode).toBe(400);
    expect((await profile(token)).json().twoFactorEnabled).toBe(true);
    const off = await disable(totpCode(server, secret));
    expect(off.statusCode).toBe(200);
    expect((await profile(token)).json().twoFactorEnabled).toBe(false);
    expect((await login(user)).json()).toEqual({ token: expect.any(String) });
  });

  it('moderators must have it: without it the moderation endpoints answer 403 saying where to set it up', async () => {
    const moderatorWithout = await buildUser(server, { email: moderation.email });
    const token = await loginAs(server, moderatorWithout);
    const queue = await server.app.inject({ method: 'GET', url: '/api/moderation/jobs', headers: bearer(token) });
    expect(queue.statusCode).toBe(403);
    expect(queue.json().msg).toBe(
      'Moderators must turn on two-step verification before moderating. Set it up under Security on your profile.',
    );
    const { secret } = await turnOnTwoFactor(server, token);
    const allowed = await server.app.inject({ method: 'GET', url: '/api/moderation/jobs', headers: bearer(token) });
    expect(allowed.statusCode).toBe(200);
    const turnOff = await server.app.inject({
      method: 'POST',
      url: '/api/users/two-factor/disable',
      headers: bearer(token),
      payload: { code: totpCode(server, secret) },
    });
    expect(turnOff.statusCode).toBe(403);
    expect(turnOff.json().msg).toBe('Moderators must keep two-step verification on.');
  });
});
