import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { uniqueEmail } from '../../test-support/builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('mobile app waitlist', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const join = (payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/waitlist', payload });
  const rowsFor = (email: string) =>
    server.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(sql`lower(${waitlistEntries.email})`, email.toLowerCase()));

  it('adds an entry with the spec defaults', async () => {
    const email = uniqueEmail('wait');
    const response = await join({ name: 'Ada Obi', location: 'Lagos, Nigeria', email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ msg: "You've been added to our waitlist." });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({ name: 'Ada Obi', source: 'mobile_app_waitlist', os: 'both', notifications: true });
  });

  it('keeps preferences when given', async () => {
    const email = uniqueEmail('ios');
    const response = await join({
      name: 'Kofi',
      location: 'Accra',
      email,
      source: 'home_page',
      appPreferences: { os: 'ios', notifications: false },
    });
    expect(response.statusCode).toBe(201);
    expect((await rowsFor(email))[0]).toMatchObject({ source: 'home_page', os: 'ios', notifications: false });
  });

  it('answers the same address again with 200 and the same message, without a second row', async () => {
    const email = uniqueEmail('twice');
    await join({ name: 'First', location: 'Nairobi', email });
    const again = await join({ name: 'Second', location: 'Kigali', email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ msg: "You've been added to our waitlist." });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('First');
  });

  it.each([
    [{ location: 'Lagos', email: 'a@example.org' }, 'Please fill in all required fields'],
    [{ name: 'A', location: ' ', email: 'a@example.org' }, 'Please fill in all required fields'],
    [{ name: 'A', location: 'Lagos' }, 'Please fill in all required fields'],
    [{ name: 'A', location: 'Lagos', email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      { name: 'A', location: 'Lagos', email: 'a@example.org', appPreferences: { os: 'windows' } },
      'os must be both, ios or android',
    ],
  ])('refuses %o', async (payload, msg) => {
    const response = await join(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(msg);
  });

  it('refuses the 21st request from one IP in an hour with 429, and only for that IP', async () => {
    const fromIp = (ip: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        payload: { name: 'Flood', location: 'Lagos', email: uniqueEmail('flood') },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i += 1) expect((await fromIp('192.0.2.77')).statusCode).toBe(201);
    const refused = await fromIp('192.0.2.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('Too many waitlist requests. Please try again later.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromIp('192.0.2.78')).statusCode).toBe(201);
  });
});
