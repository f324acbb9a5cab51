import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, loginAs, uniqueEmail } from '../../test-support/builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('login, sessions and logout', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const login = (email: string, password: string, ip = '203.0.113.7') =>
    server.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress: ip });

  it('signs in a verified user, case-insensitively by e-mail, and loads the profile without secrets', async () => {
    const user = await buildUser(server, { name: 'Zainab Bello' });
    const response = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(response.json().token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ _id: user.id, email: user.email, name: 'Zainab Bello', role: 'jobseeker' });
    expect(profile.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await buildUser(server);
    const wrongPassword = await login(user.email, 'not-the-password');
    const unknownEmail = await login(uniqueEmail('ghost'), 'whatever-password');
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ msg: 'Invalid credentials' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('answers 403 for an unverified account only when the password is right', async () => {
    const user = await buildUser(server, { isEmailVerified: false });
    expect((await login(user.email, 'wrong-password')).statusCode).toBe(400);
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('Please verify your email address before logging in');
  });

  it('asks for all fields', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Please fill in all fields');
  });

  it('locks an e-mail+IP after 10 failures in 15 minutes, with a retry time, and recovers', async () => {
    const user = await buildUser(server);
    // Signed in from this IP before, so the address backoff (login-limits.api.test.ts) leaves it alone.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(user.email, `wrong-${i}`)).statusCode).toBe(400);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().retryAfterSeconds).toBeLessThanOrEqual(15 * 60);

    // Another IP is not locked out by someone else's failures.
    expect((await login(user.email, user.password, '198.51.100.9')).statusCode).toBe(200);

    server.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses requests without a valid bearer token', async () => {
    const none = await server.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(none.statusCode).toBe(401);
    const forged = await server.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl'),
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logout invalidates the token on the server, and only that session', async () => {
    const user = await buildUser(server);
    const laptop = await loginAs(server, user);
    const phone = await loginAs(server, user);
    const out = await server.app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(laptop) });
    expect(out.statusCode).toBe(200);
    const reuse = await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(laptop) });
    expect(reuse.statusCode).toBe(401);
    const other = await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(phone) });
    expect(other.statusCode).toBe(200);
  });

  it('a password change ends every session and returns a fresh token', async () => {
    const user = await buildUser(server);
    const first = await loginAs(server, user);
    const second = await loginAs(server, user);
    const wrong = await server.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(first),
      payload: { currentPassword: 'nope-nope', newPassword: 'a-new-long-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('Current password is incorrect');

    const changed = await server.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(first),
      payload: { currentPassword: user.password, newPassword: 'a-new-long-password' },
    });
    expect(changed.statusCode).toBe(200);
    for (const old of [first, second]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(old) });
      expect(response.statusCode).toBe(401);
    }
    const fresh = await server.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(changed.json().token),
    });
    expect(fresh.statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(400);
    expect((await login(user.email, 'a-new-long-password')).statusCode).toBe(200);
  });

  it('ends a session not remembered after 24 hours without use', async () => {
    const user = await buildUser(server);
    const token = (await login(user.email, user.password)).json().token;
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const response = await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});
