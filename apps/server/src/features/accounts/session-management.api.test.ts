import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import { bearer, buildUser } from '../../test-support/builders.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const hour = 60 * 60 * 1000;
const day = 24 * hour;

describe('sessions a person can see and end', () => {
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

  const signIn = async (
    user: { email: string; password: string },
    options: { userAgent?: string; ip?: string; remember?: boolean } = {},
  ): Promise<string> => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'user-agent': options.userAgent ?? laptop },
      remoteAddress: options.ip ?? '203.0.113.7',
      payload: { email: user.email, password: user.password, remember: options.remember ?? false },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  };
  const profile = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });

  it('unchecked "remember": ends after 24 hours without use, and each use moves the end on', async () => {
    const user = await buildUser(server);
    const token = await signIn(user);
    server.clock.advance(23 * hour);
    expect((await profile(token)).statusCode).toBe(200);
    server.clock.advance(23 * hour); // 46 hours after sign-in, 23 after the last use
    expect((await profile(token)).statusCode).toBe(200);
    server.clock.advance(24 * hour + 1000);
    const ended = await profile(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().msg).toBe('Your session has ended. Please log in again.');
  });

  it('"Remember for 30 days": lasts 30 days without use, not 31', async () => {
    const user = await buildUser(server);
    const token = await signIn(user, { remember: true });
    server.clock.advance(29 * day);
    expect((await profile(token)).statusCode).toBe(200);
    server.clock.advance(29 * day);
    expect((await profile(token)).statusCode).toBe(200);
    server.clock.advance(30 * day + 1000);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('writes the last use at most once a minute', async () => {
    const user = await buildUser(server);
    const token = await signIn(user);
    const lastUsed = async () =>
      (await server.database.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.lastUsedAt.getTime();
    const opened = await lastUsed();
    server.clock.advance(30 * 1000);
    await profile(token);
    expect(await lastUsed()).toBe(opened);
    server.clock.advance(31 * 1000);
    await profile(token);
    expect(await lastUsed()).toBe(server.clock.now().getTime());
  });

  it('lists the sessions with device, masked first address and "this device"; ends one, then all others', async () => {
    const user = await buildUser(server);
    const onLaptop = await signIn(user, { ip: '203.0.113.7' });
    server.clock.advance(2 * 60 * 1000);
    const onPhone = await signIn(user, { userAgent: phone, ip: '198.51.100.23' });
    server.clock.advance(2 * 60 * 1000);
    const third = await signIn(user, { ip: '192.0.2.14' });

    const listed = await server.app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer(onLaptop) });
    expect(listed.statusCode).toBe(200);
    const list = listed.json<{ sessions: { _id: string; device: string; firstAddress: string; current: boolean }[] }>()
      .sessions;
    expect(list).toHaveLength(3);
    expect(list.map((session) => [session.device, session.firstAddress, session.current])).toEqual(
      expect.arrayContaining([
        ['Chrome on macOS', '203.0.113.•••', true],
        ['Mobile Safari on iOS (iPhone)', '198.51.100.•••', false],
        ['Chrome on macOS', '192.0.2.•••', false],
      ]),
    );
    expect(listed.body).not.toContain('198.51.100.23');

    const phoneSession = list.find((session) => session.device.includes('iPhone'))!;
    const endOne = await server.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${phoneSession._id}`,
      headers: bearer(onLaptop),
    });
    expect(endOne.statusCode).toBe(200);
    expect((await profile(onPhone)).statusCode).toBe(401);
    expect((await profile(third)).statusCode).toBe(200);

    const endOthers = await server.app.inject({
      method: 'DELETE',
      url: '/api/users/sessions?others=true',
      headers: bearer(onLaptop),
    });
    expect(endOthers.statusCode).toBe(200);
    expect((await profile(third)).statusCode).toBe(401);
    expect((await profile(onLaptop)).statusCode).toBe(200);
    const left = await server.app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer(onLaptop) });
    expect(left.json().sessions).toHaveLength(1);
  });

  it("someone else's session, an ended one or a made-up id is a 404, and ends nothing", async () => {
    const owner = await buildUser(server);
    const stranger = await buildUser(server);
    const ownerToken = await signIn(owner);
    const strangerToken = await signIn(stranger);
    const [ownerSession] = await server.database.db.select().from(sessions).where(eq(sessions.userId, owner.id));
    for (const id of [ownerSession!.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await server.app.inject({
        method: 'DELETE',
        url: `/api/users/sessions/${id}`,
        headers: bearer(strangerToken),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await profile(ownerToken)).statusCode).toBe(200);
    const noFlag = await server.app.inject({
      method: 'DELETE',
      url: '/api/users/sessions',
      headers: bearer(ownerToken),
    });
    expect(noFlag.statusCode).toBe(400);
  });

  it('e-mails the owner when a device signs in for the first time, with a link to the sessions list', async () => {
    const user = await buildUser(server);
    await signIn(user); // the account's first sign-in: its owner's own, no e-mail
    await signIn(user); // the same device again
    await signIn(user, { userAgent: phone, ip: '198.51.100.23' });
    const mail = await smtp.waitFor(
      user.email,
      (caught) => caught.subject === 'New sign-in to your Orbit Jobs account',
    );
    expect(mail.text).toContain('Mobile Safari on iOS (iPhone), from the address 198.51.100.•••');
    expect(mail.text).toContain('http://orbit.test/profile#sessions');
    expect(mail.text).not.toContain('198.51.100.23');
    await drainQueues(server);
    expect(smtp.received.filter((caught) => caught.to.includes(user.email.toLowerCase()))).toHaveLength(1);
  });
});
