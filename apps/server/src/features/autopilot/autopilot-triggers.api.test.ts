import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { buildAutopilotSeeker, setAutopilot } from '../../test-support/autopilot-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, postingBody } from '../../test-support/employer-builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** New jobs reach Autopilot within moments, through the real queue: no hourly wait. */
describe('Autopilot rounds after new jobs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('a native post that goes live at once is decided for an active seeker by the workers', async () => {
    const seeker = await buildAutopilotSeeker(server, { skills: ['Go', 'PostgreSQL', 'Kubernetes'] });
    await setAutopilot(server, seeker.id, { mode: 'review' });
    const employer = await buildCompanyEmployer(server);
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(employer.token),
      payload: postingBody({
        title: 'Go Backend Engineer',
        skills: ['Go', 'PostgreSQL', 'Kubernetes'],
        eligibility: { worldwide: true, countries: [], regions: [] },
      }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const jobId = posted.json()._id as string;
    expect(posted.json().postingStatus).toBe('Active');
    const decision = await eventually(
      async () => {
        const [row] = await server.database.db
          .select()
          .from(autopilotDecisions)
          .where(and(eq(autopilotDecisions.seekerId, seeker.id), eq(autopilotDecisions.jobId, jobId)));
        return row;
      },
      { timeoutMs: 20_000, what: 'a decision about the new job' },
    );
    expect(decision.outcome).toBe('proposed');
  });
});
