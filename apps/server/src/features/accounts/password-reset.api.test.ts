import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@orbit/shared/messages';
import { emails } from '../../db/schema/mail.ts';
import { bearer, buildUser, loginAs, uniqueEmail } from '../../test-support/builders.ts';
import { linkFrom, startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('forgot and reset password', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const forgot = (email: string) =>
    server.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email } });
  const reset = (token: string, password: string, remoteAddress = '127.0.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, password },
      remoteAddress,
    });
  let lastIp = 0;
  const freshIp = () => `198.51.100.${(lastIp += 1)}`;
  const resetLinkFor = async (email: string) => {
    await forgot(email);
    return linkFrom(await smtp.waitFor(email, (m) => m.subject.includes('Reset')), '/reset-password').token;
  };

  it('e-mails a single-use link that sets a new password and ends old sessions', async () => {
    const user = await buildUser(server);
    const oldSession = await loginAs(server, user);
    const known = await forgot(user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const link = linkFrom(await smtp.waitFor(user.email, (m) => m.subject.includes('Reset')), '/reset-password');
    expect((await reset(link.token, 'brand-new-password-1')).statusCode).toBe(200);
    const reuse = await reset(link.token, 'another-password-22');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().msg).toBe('This password reset link is invalid or has already been used.');

    const stale = await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(oldSession) });
    expect(stale.statusCode).toBe(401);
    expect((await loginAs(server, { email: user.email, password: 'brand-new-password-1' })).length).toBeGreaterThan(20);
  });

  it('refuses a reset link after 1 hour', async () => {
    const user = await buildUser(server);
    await forgot(user.email);
    const link = linkFrom(await smtp.waitFor(user.email), '/reset-password');
    server.clock.advance(60 * 60 * 1000 + 1000);
    const response = await reset(link.token, 'brand-new-password-2');
    expect(response.statusCode).toBe(410);
    expect(response.json().msg).toBe('This password reset link has expired. Please request a new one.');
  });

  it('refuses a made-up token and weak new passwords', async () => {
    expect((await reset('x'.repeat(43), 'brand-new-password-3')).statusCode).toBe(400);
    const short = await reset('y'.repeat(43), 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json().msg).toBe('Password must be at least 6 characters');
  });

  it('answers an address without an account exactly like one with an account, and e-mails nobody', async () => {
    const user = await buildUser(server);
    const nobody = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const unknown = await forgot(nobody);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({
      msg: 'If an account exists for that address, a password reset link has been sent.',
    });
    expect(await server.database.db.select().from(emails).where(eq(emails.toAddress, nobody))).toHaveLength(0);
    expect(await server.database.db.select().from(emails).where(eq(emails.toAddress, user.email))).toHaveLength(1);
  });

  it('reads the link before the new password: a made-up or expired link is refused whatever the password', async () => {
    // 'password' is one of the most common passwords: judged first, it would have been the answer.
    const madeUp = await reset('z'.repeat(43), 'password', freshIp());
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().msg).toBe(messages.resetLinkInvalid);

    const user = await buildUser(server);
    const token = await resetLinkFor(user.email);
    server.clock.advance(60 * 60 * 1000 + 1000);
    const expired = await reset(token, 'password', freshIp());
    expect(expired.statusCode).toBe(410);
    expect(expired.json().msg).toBe(messages.resetLinkExpired);
  });

  it('limits reset attempts from one IP to 20 an hour, then 429 with Retry-After, even with a good link', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await reset(`guess-${i}-${'q'.repeat(40)}`, 'brand-new-password-4', ip)).statusCode).toBe(400);
    const user = await buildUser(server);
    const token = await resetLinkFor(user.email);
    const refused = await reset(token, 'brand-new-password-4', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(messages.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another network is not held back, and the link still works there.
    expect((await reset(token, 'brand-new-password-4', freshIp())).statusCode).toBe(200);
  });

  it('limits attempts on one account to 5 an hour, from any IP, once its link is known', async () => {
    const user = await buildUser(server);
    const token = await resetLinkFor(user.email);
    for (let i = 0; i < 5; i++) {
      const tooCommon = await reset(token, 'password', freshIp());
      expect(tooCommon.json().msg).toBe(messages.passwordTooCommon);
    }
    const refused = await reset(token, 'brand-new-password-5', freshIp());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Nothing was hashed or changed meanwhile: the old password still signs in.
    expect((await loginAs(server, user)).length).toBeGreaterThan(20);
  });

  it('rate limits requests for one address', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
