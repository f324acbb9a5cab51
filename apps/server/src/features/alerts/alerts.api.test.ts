import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertMessages,
  maxAlertsPerAddress,
  type Alert,
  type AlertListResponse,
  type CreateAlertResponse,
} from '@orbit/shared/alert-contracts';
import { jobAlerts } from '../../db/schema/alerts.ts';
import { bearer, buildUser, loginAs, uniqueEmail } from '../../test-support/builders.ts';
import { linkFrom, startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { collectUserData } from '../data-rights/collect-user-data.ts';
import { alertUnsubscribeToken } from './alert-links.ts';

const hourMs = 60 * 60 * 1000;

/** Creating, confirming, listing, deleting and unsubscribing from job alerts (issue 17 §4). */
describe('job alerts API', () => {
  let catcher: SmtpCatcher;
  let server: TestServer;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    server = await startTestServer({ smtpUrl: catcher.url });
  });
  afterAll(async () => {
    await server.close();
    await catcher.close();
  });

  const signedInSeeker = async () => {
    const user = await buildUser(server, { name: 'Amara Alerts' });
    return { ...user, token: await loginAs(server, user) };
  };
  const create = (payload: object, token?: string, ip = '203.0.113.10') =>
    server.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload,
      remoteAddress: ip,
      ...(token ? { headers: bearer(token) } : {}),
    });
  const list = async (token: string) => {
    const response = await server.app.inject({ method: 'GET', url: '/api/alerts', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AlertListResponse>().alerts;
  };
  const alertRows = (email: string) => server.database.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));

  it('signed in: the alert goes to the account address and works at once', async () => {
    const seeker = await signedInSeeker();
    const response = await create(
      {
        search: ' react developer ',
        location: 'Africa',
        type: 'Full-time',
        category: 'Software Development',
        openTo: 'ng',
        includeUnknown: true,
        frequency: 'daily',
        email: 'ignored@example.org',
      },
      seeker.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { msg, alert } = response.json<CreateAlertResponse>();
    expect(msg).toBe(alertMessages.created);
    expect(alert).toMatchObject({
      email: seeker.email,
      search: 'react developer',
      location: 'Africa',
      type: 'Full-time',
      category: 'Software Development',
      openTo: 'NG',
      includeUnknown: true,
      frequency: 'daily',
      lastSentAt: null,
    });
    expect(Object.keys(alert!).sort()).toEqual([
      '_id',
      'category',
      'createdAt',
      'email',
      'frequency',
      'includeUnknown',
      'lastSentAt',
      'location',
      'openTo',
      'search',
      'type',
      'workplace',
    ]);
    expect(await list(seeker.token)).toEqual([alert]);
    const [row] = await alertRows(seeker.email);
    expect(row?.confirmedAt).not.toBeNull();
    expect(row?.nextDigestAt?.getTime()).toBe(server.clock.now().getTime() + 24 * hourMs);
  });

  it.each([
    [{ frequency: 'hourly' }, alertMessages.frequencyInvalid, 'frequency'],
    [{}, alertMessages.frequencyInvalid, 'frequency'],
    [{ frequency: 'daily', openTo: 'Nigeria' }, alertMessages.openToInvalid, 'openTo'],
    [{ frequency: 'daily', search: 'x'.repeat(201) }, 'Must be at most 200 characters', 'search'],
    [{ frequency: 'daily', includeUnknown: 'yes' }, 'includeUnknown must be true or false', 'includeUnknown'],
  ])('refuses %j with a clear 400', async (payload, message, path) => {
    const seeker = await signedInSeeker();
    const response = await create(payload, seeker.token);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { msg: string; path: string }[] }>().errors).toContainEqual({ msg: message, path });
  });

  it('signed out: an address is required and must be one', async () => {
    const missing = await create({ frequency: 'weekly' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      msg: alertMessages.emailRequired,
      errors: [{ msg: alertMessages.emailRequired, path: 'email' }],
    });
    const invalid = await create({ frequency: 'weekly', email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ errors: { msg: string; path: string }[] }>().errors).toContainEqual({
      msg: alertMessages.emailInvalid,
      path: 'email',
    });
  });

  it('signed out: nothing works until the e-mailed link confirms the address; the link works once, then says the same', async () => {
    const email = uniqueEmail('visitor');
    const response = await create(
      { search: 'designer', frequency: 'instant', email: email.toUpperCase() },
      undefined,
      '203.0.113.20',
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ msg: alertMessages.confirmationSent, alert: null });
    const [waiting] = await alertRows(email);
    expect(waiting).toMatchObject({ email, search: 'designer', confirmedAt: null, userId: null });

    const mail = await catcher.waitFor(email);
    expect(mail.subject).toBe('Confirm your job alert on Orbit Jobs');
    expect(mail.text).toContain('new remote jobs matching “designer” to this address, as soon as they are posted');
    const { url, token } = linkFrom(mail, '/alerts/confirm');
    expect(url.startsWith('http://orbit.test/alerts/confirm?token=')).toBe(true);
    expect(waiting?.confirmTokenHash).not.toContain(token);

    const confirm = () => server.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    const first = await confirm();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ msg: alertMessages.confirmed, summary: '“designer”' });
    const [confirmed] = await alertRows(email);
    expect(confirmed?.confirmedAt?.getTime()).toBe(server.clock.now().getTime());
    expect(confirmed?.nextDigestAt).toBeNull();
    expect((await confirm()).json()).toEqual({ msg: alertMessages.confirmed, summary: '“designer”' });

    const wrong = await server.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm',
      payload: { token: `${token}x` },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(alertMessages.confirmationInvalid);
  });

  it(`signed out: a confirmation link stops working after its hours`, async () => {
    const email = uniqueEmail('late');
    expect((await create({ frequency: 'daily', email }, undefined, '203.0.113.21')).statusCode).toBe(202);
    const { token } = linkFrom(await catcher.waitFor(email), '/alerts/confirm');
    server.clock.advance(49 * hourMs);
    const late = await server.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe(alertMessages.confirmationInvalid);
    expect((await alertRows(email))[0]?.confirmedAt).toBeNull();
  });

  it('signed out: asking is limited per address (each ask sends an e-mail) and per IP', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < 3; i += 1)
      expect((await create({ frequency: 'daily', email }, undefined, `198.51.100.${i}`)).statusCode).toBe(202);
    const fourth = await create({ frequency: 'daily', email }, undefined, '198.51.100.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().msg).toBe(alertMessages.tooManyRequests);
    expect(fourth.headers['retry-after']).toBeDefined();

    for (let i = 0; i < 10; i += 1)
      expect((await create({ frequency: 'daily', email: uniqueEmail('ip') }, undefined, '192.0.2.77')).statusCode).toBe(
        202,
      );
    expect((await create({ frequency: 'daily', email: uniqueEmail('ip') }, undefined, '192.0.2.77')).statusCode).toBe(
      429,
    );
  });

  it(`keeps at most ${maxAlertsPerAddress} alerts per address: the next is a 409 that says so`, async () => {
    const seeker = await signedInSeeker();
    for (let i = 0; i < maxAlertsPerAddress; i += 1)
      expect((await create({ search: `skill ${i}`, frequency: 'weekly' }, seeker.token)).statusCode).toBe(201);
    const over = await create({ search: 'one more', frequency: 'weekly' }, seeker.token);
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe(alertMessages.tooManyAlerts);
    expect(await list(seeker.token)).toHaveLength(maxAlertsPerAddress);
  });

  it("lists and deletes one's own alerts; another's alert is a 404; signed out is a 401", async () => {
    const owner = await signedInSeeker();
    const other = await signedInSeeker();
    const mine = (await create({ search: 'golang', frequency: 'instant' }, owner.token)).json<CreateAlertResponse>()
      .alert as Alert;
    const theirs = (await create({ search: 'rust', frequency: 'instant' }, other.token)).json<CreateAlertResponse>()
      .alert as Alert;
    expect((await list(owner.token)).map((alert) => alert._id)).toEqual([mine._id]);

    const remove = (id: string, token?: string) =>
      server.app.inject({ method: 'DELETE', url: `/api/alerts/${id}`, ...(token ? { headers: bearer(token) } : {}) });
    expect((await remove(theirs._id, owner.token)).statusCode).toBe(404);
    expect((await remove('not-a-uuid', owner.token)).statusCode).toBe(404);
    expect((await remove(mine._id)).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
    const deleted = await remove(mine._id, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: alertMessages.deleted });
    expect(await list(owner.token)).toEqual([]);
    expect((await list(other.token)).map((alert) => alert._id)).toEqual([theirs._id]);
  });

  it('unsubscribe: the signed link opens the page, a one-click POST ends the alert, again says the same, a forged one is a 400', async () => {
    const seeker = await signedInSeeker();
    const alert = (await create({ search: 'kotlin', frequency: 'daily' }, seeker.token)).json<CreateAlertResponse>()
      .alert as Alert;
    const token = alertUnsubscribeToken(server.config.jwtSecret, alert._id);

    const opened = await server.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await list(seeker.token)).toHaveLength(1);

    const oneClick = () =>
      server.app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ msg: alertMessages.unsubscribed, summary: '“kotlin”' });
    expect(await list(seeker.token)).toEqual([]);
    expect((await oneClick()).json()).toEqual({ msg: alertMessages.unsubscribed, summary: '' });

    // The web page's POST: JSON with no body.
    const fromPage = await server.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(fromPage.statusCode).toBe(200);

    const otherAlert = (await create({ search: 'swift', frequency: 'daily' }, seeker.token)).json<CreateAlertResponse>()
      .alert as Alert;
    const forged = `${otherAlert._id}.${token.split('.')[1]}`;
    const refused = await server.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${forged}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe(alertMessages.unsubscribeLinkInvalid);
    expect(await list(seeker.token)).toHaveLength(1);
  });

  it("an account's alerts, and those confirmed for its address signed out, are listed, exported and deleted with it", async () => {
    const seeker = await signedInSeeker();
    await create({ search: 'php', frequency: 'weekly' }, seeker.token);
    expect(
      (await create({ search: 'laravel', frequency: 'daily', email: seeker.email }, undefined, '203.0.113.40'))
        .statusCode,
    ).toBe(202);
    const { token } = linkFrom(
      await catcher.waitFor(seeker.email, (mail) => mail.subject.startsWith('Confirm your job alert')),
      '/alerts/confirm',
    );
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } })).statusCode,
    ).toBe(200);
    expect((await list(seeker.token)).map((alert) => alert.search).sort()).toEqual(['laravel', 'php']);

    const { document } = await collectUserData(server.database.db, seeker.id, server.clock.now(), () => false);
    const exported = document.jobAlerts as Record<string, unknown>[];
    expect(exported.map((alert) => alert.search).sort()).toEqual(['laravel', 'php']);
    for (const alert of exported) expect(alert).not.toHaveProperty('confirmTokenHash');

    const deleted = await server.app.inject({
      method: 'POST',
      url: '/api/users/delete-account',
      headers: bearer(seeker.token),
      payload: { password: seeker.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await alertRows(seeker.email)).toEqual([]);
  });
});
