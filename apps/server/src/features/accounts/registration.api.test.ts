import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { candidatePayload, employerPayload, uniqueEmail } from '../../test-support/builders.ts';
import { linkFrom, startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('registration and e-mail verification', () => {
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

  const register = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/users', payload });

  it('registers a candidate, e-mails a link that verifies, and only then allows login', async () => {
    const payload = candidatePayload({ email: `  New.Person-${Date.now()}@Example.ORG ` });
    const email = String(payload.email).trim().toLowerCase();
    const created = await register(payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ msg: expect.any(String), email });
    expect(created.json()).not.toHaveProperty('token');

    const beforeVerify = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: payload.password },
    });
    expect(beforeVerify.statusCode).toBe(403);

    const mail = await smtp.waitFor(email, (m) => m.subject.includes('Verify'));
    const link = linkFrom(mail, '/verify-email');
    expect(link.url.startsWith('http://orbit.test/verify-email?token=')).toBe(true);
    expect(link.token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url

    // Only a hash of the token is stored.
    const stored = await server.database.db.select().from(emailTokens);
    expect(stored.some((row) => row.tokenHash === link.token)).toBe(false);

    const verified = await server.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token: link.token },
    });
    expect(verified.statusCode).toBe(200);

    const login = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().token).toEqual(expect.any(String));
  });

  it('a link opened again after verifying says the address is already verified (no error)', async () => {
    const payload = candidatePayload();
    await register(payload);
    const link = linkFrom(await smtp.waitFor(String(payload.email)), '/verify-email');
    const verify = (token: string) => server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
    const first = await verify(link.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe('Your email address has been verified. You can now log in.');
    const again = await verify(link.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('This email address is already verified. You can log in.');
    // Even once past its 24 hours: the account is verified, whatever the link's age.
    server.clock.advance(25 * 60 * 60 * 1000);
    expect((await verify(link.token)).json().msg).toBe('This email address is already verified. You can log in.');
    // A token that was never issued is still an error.
    expect((await verify('not-a-real-token')).statusCode).toBe(400);
  });

  it('a link replaced by a newer one stays refused while the account is unverified', async () => {
    const payload = candidatePayload();
    const email = String(payload.email);
    await register(payload);
    const old = linkFrom(await smtp.waitFor(email), '/verify-email');
    await server.app.inject({ method: 'POST', url: '/api/users/resend-verification', payload: { email } });
    const fresh = linkFrom(await smtp.waitFor(email, (m) => !m.text.includes(old.token)), '/verify-email');
    const verify = (token: string) => server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
    const replaced = await verify(old.token);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().msg).toBe('This verification link is invalid or has already been used.');
    expect((await verify(fresh.token)).statusCode).toBe(200);
    // Once the address is verified, the old link too just says so.
    expect((await verify(old.token)).json().msg).toBe('This email address is already verified. You can log in.');
  });

  it('refuses an expired verification token (24 h) and a resend gives a working one', async () => {
    const payload = candidatePayload();
    const email = String(payload.email);
    await register(payload);
    const link = linkFrom(await smtp.waitFor(email), '/verify-email');
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token: link.token } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().msg).toBe('This verification link has expired. Request a new one below.');

    const resend = await server.app.inject({ method: 'POST', url: '/api/users/resend-verification', payload: { email } });
    expect(resend.statusCode).toBe(200);
    const fresh = linkFrom(await smtp.waitFor(email, (m) => !m.text.includes(link.token)), '/verify-email');
    const ok = await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token: fresh.token } });
    expect(ok.statusCode).toBe(200);
  });

  it('answers resend the same way for unknown and known addresses, and rate limits it', async () => {
    const payload = candidatePayload();
    await register(payload);
    const known = await server.app.inject({
      method: 'POST',
      url: '/api/users/resend-verification',
      payload: { email: payload.email },
    });
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/api/users/resend-verification',
      payload: { email: uniqueEmail('nobody') },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const target = uniqueEmail('spam-target');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/users/resend-verification',
        payload: { email: target },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses a duplicate e-mail, whatever its case', async () => {
    const payload = candidatePayload();
    expect((await register(payload)).statusCode).toBe(201);
    const again = await register({ ...payload, email: String(payload.email).toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('User already exists');
  });

  it('stores one account when the same address registers twice at once', async () => {
    const payload = candidatePayload();
    const results = await Promise.all([register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const rows = await server.database.db.select().from(users).where(eq(users.email, String(payload.email)));
    expect(rows).toHaveLength(1);
  });

  it('registers an employer with a company record', async () => {
    const payload = employerPayload();
    const created = await register(payload);
    expect(created.statusCode).toBe(201);
    const [row] = await server.database.db
      .select({ userType: users.userType, company: companies.name, industry: companies.industry })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.email, String(payload.email)));
    expect(row).toEqual({ userType: 'employer', company: payload.companyName, industry: 'Technology' });
  });

  it.each([
    ['name', candidatePayload({ name: '' }), 'Please fill in all required fields'],
    ['email', candidatePayload({ email: undefined }), 'Please fill in all required fields'],
    ['email', candidatePayload({ email: 'not-an-email' }), 'Please enter a valid email address'],
    ['password', candidatePayload({ password: '' }), 'Please fill in all required fields'],
    ['password', candidatePayload({ password: 'a1b2c' }), 'Password must be at least 6 characters'],
    ['phone', candidatePayload({ phone: '   ' }), 'Please fill in all required fields'],
    ['companyName', employerPayload({ companyName: '' }), 'Please fill in all required fields'],
    ['industry', employerPayload({ industry: undefined }), 'Please fill in all required fields'],
  ])('refuses a missing or invalid %s', async (field, payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ msg: message, path: field });
    expect(response.json().msg).toEqual(expect.any(String));
  });

  it('refuses one of the 1,000 most common passwords', async () => {
    for (const password of ['password', 'qwerty123', 'iloveyou']) {
      const response = await register(candidatePayload({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('This password is one of the most common passwords. Please choose a less common one.');
    }
  });

  it('refuses an unknown user type', async () => {
    const response = await register(candidatePayload({ userType: 'admin' }));
    expect(response.statusCode).toBe(400);
  });
});
