import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTermsVersion } from '@orbit/shared/terms';
import { emailTokens, users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { emails } from '../../db/schema/mail.ts';
import { buildUser, candidatePayload, employerPayload, uniqueEmail, userRow } from '../../test-support/builders.ts';
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
    const verify = (token: string) =>
      server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
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

  it('every unexpired link of an unverified address verifies it: the first opened wins, the others say so', async () => {
    const verify = (token: string) =>
      server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
    // Registering, registering again a minute later, then asking again: three links out, in no promised order.
    for (const openedFirst of [0, 1, 2]) {
      const payload = candidatePayload();
      const email = String(payload.email);
      await register(payload);
      const tokens = [linkFrom(await smtp.waitFor(email), '/verify-email').token];
      server.clock.advance(60 * 1000);
      await register(payload);
      const fresh = (mail: { text: string }) => tokens.every((token) => !mail.text.includes(token));
      tokens.push(linkFrom(await smtp.waitFor(email, fresh), '/verify-email').token);
      await server.app.inject({ method: 'POST', url: '/api/users/resend-verification', payload: { email } });
      tokens.push(linkFrom(await smtp.waitFor(email, fresh), '/verify-email').token);
      expect(new Set(tokens).size).toBe(3);

      const first = await verify(tokens[openedFirst]!);
      expect(first.statusCode).toBe(200);
      expect(first.json().msg).toBe('Your email address has been verified. You can now log in.');
      for (const other of tokens.filter((_, index) => index !== openedFirst)) {
        const later = await verify(other);
        expect(later.statusCode).toBe(200);
        expect(later.json().msg).toBe('This email address is already verified. You can log in.');
      }
    }
  });

  it('refuses an expired verification token (24 h) and a resend gives a working one', async () => {
    const payload = candidatePayload();
    const email = String(payload.email);
    await register(payload);
    const link = linkFrom(await smtp.waitFor(email), '/verify-email');
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await server.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token: link.token },
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().msg).toBe('This verification link has expired. Request a new one below.');

    const resend = await server.app.inject({
      method: 'POST',
      url: '/api/users/resend-verification',
      payload: { email },
    });
    expect(resend.statusCode).toBe(200);
    const fresh = linkFrom(await smtp.waitFor(email, (m) => !m.text.includes(link.token)), '/verify-email');
    const ok = await server.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token: fresh.token },
    });
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

  it('limits registrations from one network address to 30 an hour, counting refused ones; other addresses go on', async () => {
    const fromIp = (remoteAddress: string, payload: Record<string, unknown>) =>
      server.app.inject({ method: 'POST', url: '/api/users', payload, remoteAddress });
    const statuses: number[] = [];
    // Every attempt counts, a refused password too: the limit protects the hashing and the mail, not only accounts.
    statuses.push((await fromIp('203.0.113.7', candidatePayload({ password: 'qwerty123' }))).statusCode);
    for (let i = 0; i < 29; i++) statuses.push((await fromIp('203.0.113.7', candidatePayload())).statusCode);
    expect(statuses).toEqual([400, ...Array<number>(29).fill(201)]);

    const refused = await fromIp('203.0.113.7', candidatePayload());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: 'Too many requests. Please try again later.' });
    expect(await fromIp('198.51.100.4', candidatePayload())).toHaveProperty('statusCode', 201);

    server.clock.advance(60 * 60 * 1000 + 1000);
    expect(await fromIp('203.0.113.7', candidatePayload())).toHaveProperty('statusCode', 201);
  });

  it('records the terms version accepted and when', async () => {
    const payload = candidatePayload();
    expect((await register(payload)).statusCode).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(row?.termsVersion).toBe(currentTermsVersion);
    expect(row?.termsAcceptedAt?.getTime()).toBe(server.clock.now().getTime());
  });

  it.each([
    ['missing', undefined],
    ['false', false],
    ['the string "true"', 'true'],
  ])('refuses a registration whose acceptTerms is %s, creating nothing', async (_label, acceptTerms) => {
    for (const payload of [candidatePayload({ acceptTerms }), employerPayload({ acceptTerms })]) {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        msg: 'Please accept the terms and privacy policy',
        errors: [{ msg: 'Please accept the terms and privacy policy', path: 'acceptTerms' }],
      });
      expect(
        await server.database.db
          .select()
          .from(users)
          .where(eq(users.email, String(payload.email))),
      ).toHaveLength(0);
    }
  });

  it('answers an address that has an account exactly like a new one, changes nothing and e-mails the owner', async () => {
    const owner = await buildUser(server, { name: 'Ngozi Owner', password: 'the-owners-password-1' });
    const [before] = await server.database.db.select().from(users).where(eq(users.id, owner.id));
    const fresh = candidatePayload();
    const newAnswer = await register(fresh);
    const again = await register(
      candidatePayload({ email: owner.email.toUpperCase(), name: 'Someone Else', password: 'attacker-choice-9' }),
    );

    expect(again.statusCode).toBe(newAnswer.statusCode);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ...newAnswer.json(), email: owner.email });
    expect(again.headers['content-type']).toBe(newAnswer.headers['content-type']);

    const rows = await server.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toEqual([before]);
    const notice = await smtp.waitFor(owner.email);
    expect(notice.subject).toBe('Someone tried to register with your Orbit Jobs address');
    expect(notice.text).toContain('Hi Ngozi Owner,');
    expect(notice.text).toContain('no new one was created');
    expect(notice.text).toContain('Log in: http://orbit.test/login');
    expect(notice.text).toContain('Choose a new one here: http://orbit.test/forgot-password\n');
    // A verified owner gets no verification link; the existing password still works.
    expect(notice.text).not.toContain('/verify-email');
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: owner.email, password: 'the-owners-password-1' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('gives an unverified owner a working verification link instead', async () => {
    const payload = candidatePayload();
    const email = String(payload.email);
    await register(payload);
    await smtp.waitFor(email, (m) => m.subject.includes('Verify'));
    expect((await register({ ...payload, password: 'typed-it-again-77' })).statusCode).toBe(201);
    const notice = await smtp.waitFor(email, (m) => m.subject.startsWith('Someone tried'));
    const link = linkFrom(notice, '/verify-email');
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token: link.token } }))
        .statusCode,
    ).toBe(200);
    // The account keeps the password it was created with.
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('never turns an existing account into an employer or creates a company for it', async () => {
    const owner = await buildUser(server);
    const payload = employerPayload({ email: owner.email });
    expect((await register(payload)).statusCode).toBe(201);
    expect((await userRow(server, owner.id))?.userType).toBe('candidate');
    expect(
      await server.database.db
        .select()
        .from(companies)
        .where(eq(companies.name, String(payload.companyName))),
    ).toHaveLength(0);
  });

  it('e-mails the owner at most 3 times an hour, still answering every attempt like a new registration', async () => {
    const owner = await buildUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await register(candidatePayload({ email: owner.email }))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    await smtp.waitFor(owner.email);
    const queued = await server.database.db.select().from(emails).where(eq(emails.toAddress, owner.email));
    expect(queued).toHaveLength(3);
  });

  it('stores one account when the same address registers twice at once, answering both alike', async () => {
    const payload = candidatePayload();
    const results = await Promise.all([register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(results[0]?.json()).toEqual(results[1]?.json());
    const rows = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
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
      expect(response.json().msg).toBe(
        'This password is one of the most common passwords. Please choose a less common one.',
      );
    }
  });

  it('refuses an unknown user type', async () => {
    const response = await register(candidatePayload({ userType: 'admin' }));
    expect(response.statusCode).toBe(400);
  });
});
