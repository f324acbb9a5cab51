import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, loginAs } from '../../test-support/builders.ts';
import { buildCompanyEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { turnOnTwoFactor } from '../../test-support/two-factor-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('an employer contacts candidates who have not applied only with two-step verification on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const poolSeeker = async () => {
    const seeker = await buildUser(server, {
      name: 'Amara Okafor',
      location: 'Lagos, Nigeria',
      title: 'Frontend Engineer',
      skills: ['React'],
      onboardingComplete: true,
      talentVisibility: 'all-employers',
    });
    return { ...seeker, token: await loginAs(server, seeker) };
  };
  const contact = (token: string, seekerId: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/candidates/${seekerId}/contact`,
      headers: bearer(token),
      payload: {
        subject: 'A frontend role',
        message: 'We build a payments app in React and would like to talk about a role on our team.',
        salaryMin: 50_000,
        salaryMax: 70_000,
        salaryCurrency: 'USD',
      },
    });

  it('refuses a pool candidate with 403 saying what to do, then sends once it is on', async () => {
    const employer = await buildCompanyEmployer(server, { twoFactor: false });
    const seeker = await poolSeeker();
    const refused = await contact(employer.token, seeker.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(
      'Turn on two-step verification (Security on your profile) before contacting candidates who have not applied to your jobs.',
    );
    // The same answer for an id that names nobody: the refusal tells nothing of who is in the pool.
    expect((await contact(employer.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);

    await turnOnTwoFactor(server, employer.token);
    expect((await contact(employer.token, seeker.id)).statusCode).toBe(201);
  });

  it('lets the company reach a candidate who applied to one of its jobs without it', async () => {
    const employer = await buildCompanyEmployer(server, { twoFactor: false });
    const seeker = await poolSeeker();
    const job = await buildCompanyJob(server, employer);
    await applyTo(server, seeker.token, job.id);
    expect((await contact(employer.token, seeker.id)).statusCode).toBe(201);
  });
});
