import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@orbit/shared/messages';
import { buildEmployer, buildSeeker, type SignedInUser } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * The access policy runs before validation: who may call a route is answered before what they sent is judged, so a
 * signed-out caller learns nothing about a route's body rules and never gets a 400 in place of a 401.
 */
describe('the access policy', () => {
  let server: TestServer;
  let seeker: SignedInUser;
  let employer: SignedInUser;

  beforeAll(async () => {
    server = await startTestServer();
    seeker = await buildSeeker(server, { resume: false });
    employer = await buildEmployer(server);
  });
  afterAll(() => server.close());

  const badBody = {
    payload: { skills: 42, password: 1, jobId: 7, fileIds: 'x' },
    headers: { 'content-type': 'application/json' },
  };
  const signedInRoutes = [
    ['POST', '/api/users/logout'],
    ['PUT', '/api/users/password'],
    ['GET', '/api/users/profile'],
    ['PUT', '/api/users/profile'],
    ['POST', '/api/users/resume/suggestions/dismiss'],
    ['GET', '/api/files/not-a-uuid'],
    ['GET', '/api/jobs/recommended?limit=-5'],
    ['POST', '/api/applications'],
    ['GET', '/api/applications'],
    ['DELETE', '/api/applications/not-a-uuid'],
  ] as const;

  it.each(signedInRoutes)('%s %s answers 401 to a signed-out caller whatever the body', async (method, url) => {
    const response = await server.app.inject({ method, url, ...badBody });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: messages.notAuthenticated });
  });

  it.each(signedInRoutes)('%s %s answers 401 to a forged token', async (method, url) => {
    const response = await server.app.inject({
      method,
      url,
      ...badBody,
      headers: { ...badBody.headers, ...bearer('not.a.jwt') },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to an employer on seekers-only routes before reading the body', async () => {
    const asEmployer = { ...badBody, headers: { ...badBody.headers, ...bearer(employer.token) } };
    const apply = await server.app.inject({ method: 'POST', url: '/api/applications', ...asEmployer });
    expect(apply.statusCode).toBe(403);
    expect(apply.json()).toEqual({ msg: messages.applicantsOnly });
    const recommended = await server.app.inject({
      method: 'GET',
      url: '/api/jobs/recommended?limit=-5',
      ...asEmployer,
    });
    expect(recommended.statusCode).toBe(403);
    expect(recommended.json()).toEqual({ msg: messages.recommendationsSeekersOnly });
  });

  it('validates the body once the caller may call the route', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      ...badBody,
      headers: { ...badBody.headers, ...bearer(seeker.token) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets a visitor see a public job page and list, ignoring a dead token', async () => {
    const list = await server.app.inject({
      method: 'GET',
      url: '/api/jobs?sort=recommended',
      headers: bearer('not.a.jwt'),
    });
    expect(list.statusCode).toBe(200);
  });
});
