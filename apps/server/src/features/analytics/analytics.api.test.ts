import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages, type Analytics } from '@orbit/shared/analytics-contracts';
import type { EmployerStats, PostedJob } from '@orbit/shared/posting-contracts';
import { users } from '../../db/schema/accounts.ts';
import { jobViews } from '../../db/schema/jobs.ts';
import { threads } from '../../db/schema/outreach.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { markAutopilotGenerated } from '../../test-support/autopilot-application-builders.ts';
import { bearer, loginAs } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { insertMessage } from '../../test-support/outreach-row-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const hourMs = 60 * 60 * 1000;
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };

describe('GET /api/analytics', () => {
  let server: TestServer;
  let company: SignedInEmployer;
  let other: SignedInEmployer;
  let seekers: SignedInSeeker[];
  let jobA: string;
  let jobB: string;
  let otherJob: string;

  const get = (token: string, query: string) =>
    server.app.inject({ method: 'GET', url: `/api/analytics?${query}`, headers: bearer(token) });
  const figures = async (query: string): Promise<Analytics> => {
    const response = await get(company.token, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Analytics>();
  };
  const view = (jobId: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers });
  const viewAs = (jobId: string, token: string) => view(jobId, { ...browser, ...bearer(token) });
  const patch = (token: string, applicationId: string, payload: object) =>
    server.app.inject({ method: 'PATCH', url: `/api/applications/${applicationId}`, headers: bearer(token), payload });

  /** Moves the clock a day or more: sessions unused for 24 hours end, so everyone signs in again. */
  const moveTo = async (at: string) => {
    server.clock.set(new Date(at));
    for (const user of [company, other, ...seekers]) user.token = await loginAs(server, user);
  };

  beforeAll(async () => {
    server = await startTestServer();
    server.clock.set(new Date('2031-03-10T08:00:00Z'));
    [company, other] = await Promise.all([buildCompanyEmployer(server), buildCompanyEmployer(server)]);
    seekers = await Promise.all([1, 2, 3, 4].map(() => buildSeeker(server, { resume: false })));
    const places = ['Accra, Ghana', 'Berlin, Germany', 'Lagos, Nigeria', ''];
    for (const [index, seeker] of seekers.entries())
      await server.database.db.update(users).set({ location: places[index]! }).where(eq(users.id, seeker.id));
    const built = await Promise.all([
      buildCompanyJob(server, company, { title: 'Job A' }),
      buildCompanyJob(server, company, { title: 'Job B' }),
      buildCompanyJob(server, other, { title: 'Elsewhere' }),
    ]);
    [jobA, jobB, otherJob] = [built[0]!.id, built[1]!.id, built[2]!.id];
    const [s1, s2, s3, s4] = seekers as [SignedInSeeker, SignedInSeeker, SignedInSeeker, SignedInSeeker];

    // 10 March. Job A: s1 twice (one view), s2, a visitor; not the company's own, not a bot. Job B: s1.
    await viewAs(jobA, s1.token);
    await viewAs(jobA, s1.token);
    await viewAs(jobA, s2.token);
    await view(jobA, browser);
    await viewAs(jobA, company.token);
    await view(jobA, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await view(jobA, { 'user-agent': '' });
    await viewAs(jobB, s1.token);
    await viewAs(otherJob, s1.token);
    const a1 = (await applyTo(server, s1.token, jobA)).application._id;
    const a2 = (await applyTo(server, s2.token, jobA)).application._id;
    const a4 = (await applyTo(server, s4.token, jobB)).application._id;
    await applyTo(server, s1.token, otherJob);

    // Five hours later the company moves s1's application (its answer), then shortlists it.
    server.clock.advance(5 * hourMs);
    expect((await patch(company.token, a1, { status: 'Reviewing' })).statusCode).toBe(200);
    server.clock.advance(hourMs);
    expect((await patch(company.token, a1, { status: 'Shortlisted' })).statusCode).toBe(200);

    // 11 March: s1 looks at job A again (a new day, a new view); s3 applies to B by Autopilot; s4 withdraws.
    await moveTo('2031-03-11T09:00:00Z');
    await viewAs(jobA, s1.token);
    await viewAs(jobB, s3.token);
    const a3 = (await applyTo(server, s3.token, jobB)).application._id;
    await markAutopilotGenerated(server, a3);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/applications/${a4}`, headers: bearer(s4.token) }))
        .statusCode,
    ).toBe(200);

    // 13 March, 10:00: the company's first message to s2 in the application's thread, 74 hours after applying.
    await moveTo('2031-03-13T10:00:00Z');
    const [thread] = await server.database.db
      .insert(threads)
      .values({ companyId: company.companyId, seekerId: s2.id, applicationId: a2, lastMessageAt: server.clock.now() })
      .returning({ id: threads.id });
    await insertMessage(server, { threadId: thread!.id, senderId: company.id, side: 'employer', body: 'Hello' });
    // s3 waits unanswered 49 hours: judged (missed the 48 hours).
    server.clock.set(new Date('2031-03-13T10:00:01Z'));
  });

  afterAll(() => server.close());

  it('counts views by distinct viewers a day and the applications as the rows the test created say', async () => {
    const rows = await server.database.db.select().from(jobViews);
    const counted = rows.filter((row) => row.jobId === jobA || row.jobId === jobB);
    // Job A: s1, s2, the visitor on the 10th, s1 again on the 11th; job B: s1 on the 10th, s3 on the 11th.
    expect(counted).toHaveLength(6);

    const answer = await figures('from=2031-03-10&to=2031-03-13');
    // s1 answered 5 h after applying, s2 74 h after (by a message); s3 unanswered for 49 h; s4 withdrew.
    expect(answer).toEqual({
      views: counted.length,
      applications: 3,
      conversion: 0.5,
      funnel: { Applied: 2, Reviewing: 0, Shortlisted: 1, Offered: 0, Accepted: 0, Rejected: 0, Withdrawn: 1 },
      medianFirstResponseHours: 39.5,
      answeredWithin48h: 0.3333,
      autopilotShare: 0.3333,
      applicantsByRegion: [
        { region: 'Europe', n: 1 },
        { region: 'Africa', n: 2 },
      ],
      daily: [
        { date: '2031-03-10', views: 4, applications: 2 },
        { date: '2031-03-11', views: 2, applications: 1 },
        { date: '2031-03-12', views: 0, applications: 0 },
        { date: '2031-03-13', views: 0, applications: 0 },
      ],
    });
  });

  it('counts one job, and equals the dashboard’s figures over the same days', async () => {
    const jobFigures = await figures(`jobId=${jobA}&from=2031-03-10&to=2031-03-11`);
    expect(jobFigures).toMatchObject({ views: 4, applications: 2, autopilotShare: 0, medianFirstResponseHours: 39.5 });
    expect(jobFigures.funnel).toMatchObject({ Applied: 1, Shortlisted: 1, Withdrawn: 0 });

    const dashboard = (
      await server.app.inject({ method: 'GET', url: '/api/employer/stats', headers: bearer(company.token) })
    ).json<EmployerStats>();
    const posts = (
      await server.app.inject({ method: 'GET', url: '/api/employer/jobs', headers: bearer(company.token) })
    ).json<PostedJob[]>();
    const whole = await figures('from=2031-03-01&to=2031-03-13');
    expect(whole.views).toBe(dashboard.jobViews);
    expect(whole.applications).toBe(dashboard.totalApplicants);
    expect(posts.find((post) => post._id === jobA)?.views).toBe(jobFigures.views);
  });

  it('leaves out what happened before the period and defaults to the last 30 days', async () => {
    expect(await figures('from=2031-03-11&to=2031-03-11')).toMatchObject({
      views: 2,
      applications: 1,
      funnel: expect.objectContaining({ Applied: 1, Withdrawn: 0 }),
      daily: [{ date: '2031-03-11', views: 2, applications: 1 }],
    });
    const last30 = await figures('');
    expect(last30.daily).toHaveLength(30);
    expect(last30.daily.at(-1)?.date).toBe('2031-03-13');
    expect(last30.views).toBe(6);
  });

  it('places an applicant where they were when they applied: a later move or a deleted account does not move them back', async () => {
    // 1 April: three new seekers apply to job A (Lagos, Berlin, Toronto); one withdraws.
    await moveTo('2031-04-01T09:00:00Z');
    const [mover, leaver, quitter] = await Promise.all([1, 2, 3].map(() => buildSeeker(server, { resume: false })));
    const at = { 'Lagos, Nigeria': mover!, 'Berlin, Germany': leaver!, 'Toronto, Canada': quitter! };
    for (const [location, seeker] of Object.entries(at))
      await server.database.db.update(users).set({ location }).where(eq(users.id, seeker.id));
    const applied = await Promise.all([mover!, leaver!, quitter!].map((seeker) => applyTo(server, seeker.token, jobA)));
    const withdrawn = await server.app.inject({
      method: 'DELETE',
      url: `/api/applications/${applied[2]!.application._id}`,
      headers: bearer(quitter!.token),
    });
    expect(withdrawn.statusCode).toBe(200);
    const period = 'from=2031-04-01&to=2031-04-01';
    const before = await figures(period);
    expect(before).toMatchObject({
      applications: 2,
      funnel: expect.objectContaining({ Applied: 2, Withdrawn: 1 }),
      applicantsByRegion: [
        { region: 'Europe', n: 1 },
        { region: 'Africa', n: 1 },
      ],
      daily: [{ date: '2031-04-01', views: 0, applications: 2 }],
    });

    // The Lagos applicant moves to Berlin afterwards: still counted in Africa, where they applied from.
    const moved = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(mover!.token),
      payload: { location: 'Berlin, Germany' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await figures(period)).applicantsByRegion).toEqual(before.applicantsByRegion);

    // The Berlin applicant deletes their account: the application stays (anonymised) and counts as Unknown.
    const deleted = await server.app.inject({
      method: 'POST',
      url: '/api/users/delete-account',
      headers: bearer(leaver!.token),
      payload: { password: leaver!.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await figures(period);
    expect(after).toEqual({
      ...before,
      applicantsByRegion: [
        { region: 'Africa', n: 1 },
        { region: 'Unknown', n: 1 },
      ],
    });
    // The dashboard still counts both live applications, as the analytics do over every day.
    const dashboard = (
      await server.app.inject({ method: 'GET', url: '/api/employer/stats', headers: bearer(company.token) })
    ).json<EmployerStats>();
    expect((await figures('from=2031-03-01&to=2031-04-01')).applications).toBe(dashboard.totalApplicants);
  });

  it('refuses bad periods with a clear 400, and other companies’ jobs and non-employers', async () => {
    const message = async (query: string) => {
      const response = await get(company.token, query);
      expect(response.statusCode).toBe(400);
      return response.body;
    };
    expect(await message('from=2031-03-12&to=2031-03-10')).toContain(analyticsMessages.fromAfterTo);
    expect(await message('from=2030-01-01&to=2031-03-10')).toContain(analyticsMessages.rangeTooLong);
    expect(await message('from=2029-01-01')).toContain(analyticsMessages.rangeTooLong);
    expect(await message('from=2031-02-30&to=2031-03-10')).toContain(analyticsMessages.dateInvalid);
    expect((await get(company.token, `jobId=${otherJob}`)).statusCode).toBe(404);
    expect((await get(company.token, 'jobId=not-a-job')).statusCode).toBe(404);
    expect((await get(seekers[0]!.token, '')).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
  });
});
