import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@orbit/shared/application-contracts';
import type { Job } from '@orbit/shared/job-contracts';
import { postingMessages, type PostedJob } from '@orbit/shared/posting-contracts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import {
  applicationRow,
  applyTo,
  buildCompanyJob,
  setApplicationStatus,
} from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('closing a job', () => {
  let server: TestServer;
  let employer: SignedInEmployer;
  let other: SignedInEmployer;
  let seekers: SignedInSeeker[];

  beforeAll(async () => {
    server = await startTestServer({ env: { STATUS_EMAIL_GAP_MINUTES: '0' } });
    [employer, other, ...seekers] = await Promise.all([
      buildCompanyEmployer(server),
      buildCompanyEmployer(server),
      buildSeeker(server, { resume: false }),
      buildSeeker(server, { resume: false }),
      buildSeeker(server, { resume: false }),
    ]);
  });
  afterAll(() => server.close());

  const close = (token: string | null, jobId: string, body: unknown) =>
    server.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/close`,
      ...(token ? { headers: bearer(token) } : {}),
      payload: body as object,
    });

  it('answers every open application once with the message, leaves decided ones alone, and takes the job out of the catalogue', async () => {
    const job = await buildCompanyJob(server, employer);
    const [open, shortlisted, rejected] = await Promise.all(
      seekers.map((seeker) => applyTo(server, seeker.token, job.id)),
    );
    await setApplicationStatus(server, shortlisted!.application._id, 'Shortlisted');
    await setApplicationStatus(server, rejected!.application._id, 'Rejected', { feedback: 'Earlier decision' });

    expect((await close(null, job.id, { reason: 'filled', message: '' })).statusCode).toBe(401);
    expect((await close(seekers[0]!.token, job.id, { reason: 'filled', message: '' })).statusCode).toBe(403);
    expect((await close(other.token, job.id, { reason: 'filled', message: '' })).statusCode).toBe(404);
    expect((await close(employer.token, job.id, { reason: 'sold', message: '' })).statusCode).toBe(400);

    const message = 'We have filled this role. Thank you for applying — we will keep your profile in mind.';
    const response = await close(employer.token, job.id, { reason: 'filled', message });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: postingMessages.closedFilled, closedApplications: 2 });
    expect((await close(employer.token, job.id, { reason: 'filled', message })).statusCode).toBe(409);

    for (const answered of [open!, shortlisted!]) {
      expect(await applicationRow(server, answered.application._id)).toMatchObject({
        status: 'Rejected',
        feedback: message,
      });
    }
    expect(await applicationRow(server, rejected!.application._id)).toMatchObject({
      status: 'Rejected',
      feedback: 'Earlier decision',
    });
    const mine = await server.app.inject({
      method: 'GET',
      url: '/api/applications',
      headers: bearer(seekers[0]!.token),
    });
    expect(mine.json<Application[]>().find((application) => application._id === open!.application._id)?.feedback).toBe(
      message,
    );

    const page = (await server.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json<Job>();
    expect(page).toMatchObject({ status: 'closed', closedReason: 'filled' });
    const posts = (
      await server.app.inject({ method: 'GET', url: '/api/employer/jobs', headers: bearer(employer.token) })
    ).json<PostedJob[]>();
    expect(posts.find((post) => post._id === job.id)).toMatchObject({
      postingStatus: 'Closed',
      closedReason: 'filled',
      closedMessage: message,
    });
    const apply = await server.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(seekers[0]!.token),
      payload: { jobId: job.id },
    });
    expect(apply.statusCode).toBe(409);
  });

  it('two closes at once: one closes, the other is told it was already closed', async () => {
    const job = await buildCompanyJob(server, employer);
    await applyTo(server, seekers[0]!.token, job.id);
    const answers = await Promise.all([
      close(employer.token, job.id, { reason: 'cancelled', message: 'Budget frozen' }),
      close(employer.token, job.id, { reason: 'filled', message: 'Filled' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)?.json()).toMatchObject({ closedApplications: 1 });
  });
});
