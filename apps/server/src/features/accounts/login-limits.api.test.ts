import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@orbit/shared/messages';
import { buildUser, uniqueEmail } from '../../test-support/builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * Password spraying and distributed guessing: besides 10 failures per address + IP, one IP is limited across
 * addresses (20 failures in 15 minutes), and one address across IPs is slowed by a growing wait (5 free failures
 * an hour, then 30 s, 1 min, 2 min … at most 15 min) that never applies to an IP the account has signed in from.
 */
describe('login limits across addresses and across IPs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  let ipCounter = 0;
  /** A fresh documentation-range address per call, so tests never share an IP's count. */
  const freshIp = () => {
    ipCounter += 1;
    return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  const login = (email: string, password: string, ip: string) =>
    server.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: ip });

  it('limits one IP trying many addresses: the 21st failure in 15 minutes is refused, whatever the address', async () => {
    const sprayer = freshIp();
    const victim = await buildUser(server);
    for (let i = 0; i < 20; i += 1) {
      const response = await login(uniqueEmail(`spray-${i}`), 'Summer2026!', sprayer);
      expect(response.statusCode).toBe(400);
    }
    const refused = await login(victim.email, 'Summer2026!', sprayer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: messages.tooManyLoginAttempts });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Refused before the password is checked: even the right one does not get through from that IP.
    expect((await login(victim.email, victim.password, sprayer)).statusCode).toBe(429);
    // Nobody else is affected.
    expect((await login(victim.email, victim.password, freshIp())).statusCode).toBe(200);

    server.clock.advance(retryAfter * 1000);
    expect((await login(victim.email, victim.password, sprayer)).statusCode).toBe(200);
  });

  it('slows guesses at one address from many IPs with a growing wait, but never locks it', async () => {
    const user = await buildUser(server);
    for (let i = 0; i < 5; i += 1) expect((await login(user.email, `guess-${i}`, freshIp())).statusCode).toBe(400);

    // The 6th failure must wait 30 s after the 5th, from any IP, right password or not.
    const slowed = await login(user.email, 'guess-5', freshIp());
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(30);
    expect(slowed.json()).toEqual({ msg: messages.tooManyLoginAttempts, retryAfterSeconds: 30 });
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(429);

    server.clock.advance(30 * 1000);
    expect((await login(user.email, 'guess-6', freshIp())).statusCode).toBe(400);
    // Then 60 s.
    expect(Number((await login(user.email, 'guess-7', freshIp())).headers['retry-after'])).toBe(60);
    server.clock.advance(60 * 1000);
    expect((await login(user.email, 'guess-8', freshIp())).statusCode).toBe(400);
    // Then 2 min.
    expect(Number((await login(user.email, 'guess-9', freshIp())).headers['retry-after'])).toBe(120);

    // Whoever waits gets a try: the owner, on a new device, is in after the wait.
    server.clock.advance(120 * 1000);
    expect((await login(user.email, user.password, freshIp())).statusCode).toBe(200);
    // Success clears the address's count: the next failure is free again.
    expect((await login(user.email, 'guess-10', freshIp())).statusCode).toBe(400);
    expect((await login(user.email, 'guess-11', freshIp())).statusCode).toBe(400);
  });

  it('caps the wait at 15 minutes', async () => {
    const email = uniqueEmail('capped');
    for (let i = 0; i < 12; i += 1) {
      const response = await login(email, `guess-${i}`, freshIp());
      if (response.statusCode === 429) server.clock.advance(Number(response.headers['retry-after']) * 1000);
      else expect(response.statusCode).toBe(400);
      expect(Number(response.headers['retry-after'] ?? 0)).toBeLessThanOrEqual(15 * 60);
    }
    // However many failures the hour holds, the next try is at most 15 minutes away.
    const waits: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      let response = await login(email, `late-${i}`, freshIp());
      while (response.statusCode === 429) {
        waits.push(Number(response.headers['retry-after']));
        server.clock.advance(Number(response.headers['retry-after']) * 1000);
        response = await login(email, `late-${i}`, freshIp());
      }
      expect(response.statusCode).toBe(400);
    }
    expect(Math.max(...waits)).toBe(15 * 60);
  });

  it('does not slow the owner on an IP they have signed in from, nor count its failures against the address', async () => {
    const owner = await buildUser(server);
    const home = freshIp();
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);
    for (let i = 0; i < 8; i += 1) await login(owner.email, `attacker-${i}`, freshIp());
    expect((await login(owner.email, 'attacker-x', freshIp())).statusCode).toBe(429);

    // At home: a typo answers as a typo, and the right password signs in, while strangers are still slowed.
    expect((await login(owner.email, 'typo', home)).statusCode).toBe(400);
    expect((await login(owner.email, 'another typo', home)).statusCode).toBe(400);
    expect((await login(owner.email, owner.password, home)).statusCode).toBe(200);

    // A home IP from more than 90 days ago is no longer known.
    const other = await buildUser(server);
    const oldHome = freshIp();
    expect((await login(other.email, other.password, oldHome)).statusCode).toBe(200);
    server.clock.advance(91 * 24 * 60 * 60 * 1000);
    for (let i = 0; i < 5; i += 1) await login(other.email, `attacker-${i}`, freshIp());
    expect((await login(other.email, other.password, oldHome)).statusCode).toBe(429);
  });

  it('answers an unknown address exactly like a real one, so the limits reveal nobody', async () => {
    const real = await buildUser(server);
    const ghost = uniqueEmail('ghost');
    const answers = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await login(email, `guess-${i}`, freshIp())).statusCode);
      const last = await login(email, 'guess-last', freshIp());
      return { statuses, retryAfter: last.headers['retry-after'], body: last.json() };
    };
    expect(await answers(ghost)).toEqual(await answers(real.email));
  });
});

describe('login limits behind a reverse proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(() => server.close());

  const login = (email: string, remoteAddress: string, forwardedFor: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: 'Winter2026!' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it("counts the client's forwarded address from the configured proxy, and ignores the header from anyone else", async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await login(uniqueEmail('spray'), '10.0.0.1', '192.0.2.10')).statusCode).toBe(400);
    expect((await login(uniqueEmail('spray'), '10.0.0.1', '192.0.2.10')).statusCode).toBe(429);
    // Another client behind the same proxy is not held back by the first one's failures.
    expect((await login(uniqueEmail('other'), '10.0.0.1', '192.0.2.11')).statusCode).toBe(400);
    // A direct client naming the limited address is counted as itself, not as the address it names.
    expect((await login(uniqueEmail('direct'), '203.0.113.50', '192.0.2.10')).statusCode).toBe(400);
  });
});
