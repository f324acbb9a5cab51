import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTermsVersion } from '@orbit/shared/terms';
import { bearer, buildUser, loginAs, userRow } from '../../test-support/builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('accepting a new version of the terms', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const profile = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  const accept = (token: string | null, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/users/accept-terms', payload, headers: token ? bearer(token) : {} });

  it('asks a user who accepted an older version (or none) once, and records the acceptance', async () => {
    for (const termsVersion of [null, '2020-01-01']) {
      const user = await buildUser(server, { termsVersion });
      const token = await loginAs(server, user);
      expect((await profile(token)).json()).toMatchObject({ termsVersion, needsTermsAcceptance: true });

      const accepted = await accept(token, { version: currentTermsVersion });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        _id: user.id,
        termsVersion: currentTermsVersion,
        needsTermsAcceptance: false,
      });
      expect((await profile(token)).json()).toMatchObject({
        termsVersion: currentTermsVersion,
        needsTermsAcceptance: false,
      });
      const row = await userRow(server, user.id);
      expect(row?.termsAcceptedAt?.getTime()).toBe(server.clock.now().getTime());
    }
  });

  it('does not ask a user who accepted the current version', async () => {
    const user = await buildUser(server, { termsVersion: currentTermsVersion, termsAcceptedAt: new Date() });
    expect((await profile(await loginAs(server, user))).json()).toMatchObject({ needsTermsAcceptance: false });
  });

  it('refuses to record a version other than the current one (a page left open across a change)', async () => {
    const user = await buildUser(server, { termsVersion: '2020-01-01' });
    const token = await loginAs(server, user);
    const stale = await accept(token, { version: '2020-01-01' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toBe(
      'The terms have changed since this page was loaded. Please reload the page and review them again.',
    );
    expect((await userRow(server, user.id))?.termsVersion).toBe('2020-01-01');

    const missing = await accept(token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('Please accept the terms and privacy policy');
  });

  it('needs a signed-in user', async () => {
    expect((await accept(null, { version: currentTermsVersion })).statusCode).toBe(401);
  });
});
