import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopilotMessages, autopilotOutcomesSchema, type AutopilotOutcomes } from '@orbit/shared/autopilot-contracts';
import type { applications } from '../../db/schema/applications.ts';
import { buildEmployer, buildSeeker } from '../../test-support/application-builders.ts';
import { insertApplication } from '../../test-support/autopilot-application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer } from '../../test-support/employer-builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const keptBreakdown = { matchedSkills: [], missingSkills: [], reasons: [] };

describe('GET /api/autopilot/outcomes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const outcomesOf = (token?: string) =>
    server.app.inject({ method: 'GET', url: '/api/autopilot/outcomes', ...(token ? { headers: bearer(token) } : {}) });

  it('is for signed-in job seekers only', async () => {
    expect((await outcomesOf()).statusCode).toBe(401);
    const employer = await buildEmployer(server);
    const refused = await outcomesOf(employer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: autopilotMessages.notAvailable });
  });

  it('a new seeker: nothing counted, and why there is no suggestion', async () => {
    const seeker = await buildSeeker(server, { resume: false });
    const body = (await outcomesOf(seeker.token)).json<AutopilotOutcomes>();
    expect(body.autopilot).toEqual({ sent: 0, responded: 0 });
    expect(body.bands.every((band) => band.autopilot.sent + band.manual.sent === 0)).toBe(true);
    expect(body).toMatchObject({
      suggestedMinimumScore: null,
      suggestion: expect.stringContaining('sent 0 scored applications'),
    });
  });

  it("counts the seeker's applications by band, Autopilot's against their own, and suggests a minimum score", async () => {
    const seeker = await buildSeeker(server, { resume: false });
    const other = await buildSeeker(server, { resume: false });
    const employer = await buildCompanyEmployer(server);
    type Values = Partial<typeof applications.$inferInsert>;
    /** Each on a job of its own: one live application per seeker and job. */
    const applied = async (seekerId: string, values: Values, native = true) => {
      const job = native
        ? await buildCompanyJob(server, employer)
        : await buildJob(server, { applicationMethodType: 'email', applicationMethodValue: 'jobs@acme.example' });
      // Kept with a breakdown, as applying keeps one: the start-up backfill rescores applications without one, and
      // would otherwise race this test and replace the scores it sets.
      await insertApplication(server, {
        seekerId,
        jobId: job.id,
        isExternal: !native,
        matchBreakdown: keptBreakdown,
        ...values,
      });
    };
    const autopilot = (matchScore: number | null, values: Values = {}, native = true) =>
      applied(seeker.id, { autopilotGenerated: true, matchScore, ...values }, native);
    const answered = { firstResponseAt: server.clock.now() };

    // 90–100: 2 of 4 answered (a first response; a move on).
    await autopilot(96, answered, true);
    await autopilot(90, { status: 'Reviewing' });
    await autopilot(99, {}, true);
    await autopilot(93, { status: 'Pending' });
    // 80–89: 1 of 4 (a rejection is an answer); 89.6 is below 90.
    await autopilot(89.6, { status: 'Rejected' });
    await autopilot(85);
    await autopilot(80, {}, true);
    await autopilot(82);
    // 70–79: none of 3; a Failed one never reached the employer and is left out.
    await autopilot(79, { status: 'Failed' });
    await autopilot(75);
    await autopilot(71);
    await autopilot(70, {}, true);
    // Unscored: in the totals only.
    await autopilot(null, { status: 'Shortlisted' });
    // The seeker's own: 1 of 4 answered (25%).
    await applied(seeker.id, { matchScore: 75, ...answered });
    for (const score of [75, 62, 40]) await applied(seeker.id, { matchScore: score });
    // Left out: an external application (its answer, if any, is not seen here), a withdrawn one, and another seeker's.
    await autopilot(97, answered, false);
    await autopilot(95, { withdrawnAt: server.clock.now(), status: 'Offered' });
    await applied(other.id, { autopilotGenerated: true, matchScore: 95, status: 'Offered' });

    const response = await outcomesOf(seeker.token);
    expect(response.statusCode).toBe(200);
    const body = autopilotOutcomesSchema.parse(response.json());
    expect(body.bands).toEqual([
      { label: '90–100', autopilot: { sent: 4, responded: 2 }, manual: { sent: 0, responded: 0 } },
      { label: '80–89', autopilot: { sent: 4, responded: 1 }, manual: { sent: 0, responded: 0 } },
      { label: '70–79', autopilot: { sent: 3, responded: 0 }, manual: { sent: 2, responded: 1 } },
      { label: '60–69', autopilot: { sent: 0, responded: 0 }, manual: { sent: 1, responded: 0 } },
      { label: 'below 60', autopilot: { sent: 0, responded: 0 }, manual: { sent: 1, responded: 0 } },
    ]);
    expect(body.autopilot).toEqual({ sent: 12, responded: 4 });
    expect(body.manual).toEqual({ sent: 4, responded: 1 });
    expect(body.suggestedMinimumScore).toBe(80);
    expect(body.suggestion).toBe(
      "Autopilot's applications to jobs scoring 80–89 were answered 25% of the time (1 of 4), at least as often as the applications you sent yourself (25%). A minimum match score of 80 keeps Autopilot to jobs where it has done as well.",
    );
  });
});
