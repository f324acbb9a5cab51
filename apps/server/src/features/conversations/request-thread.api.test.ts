import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Thread } from '@orbit/shared/outreach-contracts';
import { bearer, buildUser, loginAs } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** A thread opened by the seeker accepting a contact request: both sides list it, with the request's job. */
describe('a conversation opened by an accepted request', () => {
  let server: TestServer;
  let employer: SignedInEmployer;
  let seeker: { id: string; token: string };
  let requestId: string;

  beforeAll(async () => {
    server = await startTestServer();
    employer = await buildCompanyEmployer(server);
    const built = await buildUser(server, {
      name: 'Chidi Obi',
      location: 'Enugu, Nigeria',
      title: 'Backend Engineer',
      skills: ['Go'],
      onboardingComplete: true,
      talentVisibility: 'all-employers',
    });
    seeker = { id: built.id, token: await loginAs(server, built) };
    const job = await buildCompanyJob(server, employer, { title: 'Go Engineer' });
    const sent = await server.app.inject({
      method: 'POST',
      url: `/api/candidates/${seeker.id}/contact`,
      headers: bearer(employer.token),
      payload: {
        jobId: job.id,
        message: 'We would like to talk about our Go team and this role.',
        salaryMin: 40_000,
        salaryMax: 60_000,
        salaryCurrency: 'USD',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    requestId = sent.json<{ contactRequest: { _id: string } }>().contactRequest._id;
  });
  afterAll(() => server.close());

  const get = (token: string, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('the inbox holds the request before, and the thread after accepting', async () => {
    const before = (await get(seeker.token, '/api/inbox')).json<{ requests: { _id: string }[]; threads: Thread[] }>();
    expect(before.requests.map((request) => request._id)).toEqual([requestId]);
    expect(before.threads).toEqual([]);

    const accepted = await server.app.inject({
      method: 'POST',
      url: `/api/contact-requests/${requestId}`,
      headers: bearer(seeker.token),
      payload: { decision: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const threadId = accepted.json<{ threadId?: string }>().threadId;

    const seekerThreads = (await get(seeker.token, '/api/threads')).json<{ threads: Thread[] }>().threads;
    expect(seekerThreads).toMatchObject([{ _id: threadId, with: employer.companyName, job: { title: 'Go Engineer' } }]);
    const companyThreads = (await get(employer.token, '/api/threads')).json<{ threads: Thread[] }>().threads;
    expect(companyThreads).toMatchObject([{ _id: threadId, with: 'Chidi Obi', job: { title: 'Go Engineer' } }]);
    const sentByCompany = (await get(employer.token, '/api/inbox')).json<{ requests: { status: string }[] }>();
    expect(sentByCompany.requests).toMatchObject([{ status: 'accepted' }]);
  });
});
