import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@orbit/shared/job-contracts';
import {
  postingMessages,
  type EmployerStats,
  type PostedJob,
  type PostingResponse,
} from '@orbit/shared/posting-contracts';
import { emails } from '../../db/schema/mail.ts';
import { buildSeeker, type SignedInUser } from '../../test-support/application-builders.ts';
import { bearer, loginAs } from '../../test-support/builders.ts';
import {
  buildCompanyEmployer,
  buildModerator,
  moderatorEnv,
  postingBody,
  type SignedInEmployer,
} from '../../test-support/employer-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('posting jobs', () => {
  let server: TestServer;
  let verified: SignedInEmployer;
  let unverified: SignedInEmployer;
  let other: SignedInEmployer;
  let seeker: SignedInUser;
  let moderator: SignedInUser;

  beforeAll(async () => {
    const moderation = moderatorEnv();
    server = await startTestServer({ env: moderation.env });
    [verified, unverified, other, seeker, moderator] = await Promise.all([
      buildCompanyEmployer(server),
      buildCompanyEmployer(server, { verified: false }),
      buildCompanyEmployer(server),
      buildSeeker(server, { resume: false }),
      buildModerator(server, moderation.email),
    ]);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const post = async (employer: SignedInEmployer, overrides = {}) => {
    const response = await call('POST', '/api/jobs', employer.token, postingBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PostingResponse>();
  };

  it('answers 401 signed out and 403 to a seeker, before reading the body', async () => {
    expect((await call('POST', '/api/jobs', undefined, {})).statusCode).toBe(401);
    const asSeeker = await call('POST', '/api/jobs', seeker.token, {});
    expect(asSeeker.statusCode).toBe(403);
    expect(asSeeker.json()).toEqual({ msg: postingMessages.employersOnly });
  });

  it('publishes a clean post by a verified employer at once, as a native job with structured eligibility', async () => {
    const job = await post(verified);
    expect(job).toMatchObject({
      postingStatus: 'Active',
      findings: [],
      status: 'live',
      company: verified.companyName,
      source: 'orbit',
    });
    expect(job.postedBy).toBe(verified.id);
    expect(job.regions).toBe('Nigeria, Kenya, Europe');
    expect(job.eligibility).toEqual({ worldwide: false, countries: ['NG', 'KE'], regions: ['Europe'] });
    expect(job.description).toBe(
      '<p>Build and run the <strong>payment services</strong> of a growing fintech, with a small team across Lagos and Berlin.</p>',
    );
    expect(job.salary).toEqual({ min: 60000, max: 90000, currency: 'USD', period: 'year' });
    const publicPage = await call('GET', `/api/jobs/${job._id}`);
    expect(publicPage.statusCode).toBe(200);
    const listed = (await call('GET', `/api/jobs?companyId=${verified.companyId}`)).json<{ jobs: Job[] }>();
    expect(listed.jobs.map((listedJob) => listedJob._id)).toContain(job._id);
    // Who may apply feeds the location filter: a job open to Nigeria is found under Africa.
    const inAfrica = (await call('GET', `/api/jobs?location=Africa&companyId=${verified.companyId}`)).json<{
      jobs: Job[];
    }>();
    expect(inAfrica.jobs.map((listedJob) => listedJob._id)).toContain(job._id);
  });

  it('keeps posts by unverified employers, or with findings, for review and out of public view', async () => {
    const byUnverified = await post(unverified);
    expect(byUnverified.postingStatus).toBe('Pending');
    expect(byUnverified.findings.map((finding) => finding.code)).toEqual(['unverified-employer']);
    const scam = await post(verified, {
      description: `${postingBody().description} A $30 application fee applies; chat on WhatsApp.`,
    });
    expect(scam.postingStatus).toBe('Pending');
    expect(scam.findings.map((finding) => finding.code)).toContain('scam-phrase');
    for (const id of [byUnverified._id, scam._id]) expect((await call('GET', `/api/jobs/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ salaryMin: 90000, salaryMax: 60000 }, 'salaryMin', postingMessages.salaryOrder],
    [{ salaryMin: undefined }, 'salaryMin', postingMessages.salaryRequired],
    [
      { eligibility: { worldwide: false, countries: [], regions: [] } },
      'eligibility.worldwide',
      postingMessages.eligibilityRequired,
    ],
    [
      { eligibility: { worldwide: false, countries: ['XX'], regions: [] } },
      'eligibility.countries.0',
      postingMessages.countryInvalid,
    ],
    [{ category: 'Remote Astrology' }, 'category', postingMessages.categoryInvalid],
    [{ description: 'Too short' }, 'description', postingMessages.descriptionRequired],
    [{ salaryPeriod: 'week' }, 'salaryPeriod', postingMessages.salaryPeriodInvalid],
  ])('refuses %j with the field’s message', async (overrides, path, msg) => {
    const response = await call('POST', '/api/jobs', verified.token, postingBody(overrides as object));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string; msg: string }[] }>().errors).toContainEqual({ path, msg });
  });

  it('ends the listing at the application deadline when it comes before the 30 days, and refuses one in the past', async () => {
    const deadline = new Date(server.clock.now().getTime() + 10 * dayMs).toISOString();
    const job = await post(verified, { applicationDeadline: deadline });
    expect(job.expiresAt).toBe(deadline);
    expect(job.applicationDeadline).toBe(deadline);
    const past = await call(
      'POST',
      '/api/jobs',
      verified.token,
      postingBody({ applicationDeadline: new Date(server.clock.now().getTime() - dayMs).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json<{ errors: unknown[] }>().errors).toContainEqual({
      path: 'applicationDeadline',
      msg: postingMessages.deadlinePast,
    });
  });

  it('lets only the company edit its post; a title change is screened again', async () => {
    const job = await post(verified);
    expect((await call('PUT', `/api/jobs/${job._id}`, other.token, postingBody())).statusCode).toBe(404);
    expect((await call('PUT', `/api/jobs/${job._id}`, seeker.token, postingBody())).statusCode).toBe(403);
    const edited = await call(
      'PUT',
      `/api/jobs/${job._id}`,
      verified.token,
      postingBody({ benefits: 'Learning budget and a laptop' }),
    );
    expect(edited.json<PostingResponse>()).toMatchObject({
      postingStatus: 'Active',
      benefits: '<p>Learning budget and a laptop</p>',
    });
    const retitled = await call(
      'PUT',
      `/api/jobs/${job._id}`,
      verified.token,
      postingBody({ title: 'Backend Engineer — pay the training fee first' }),
    );
    expect(retitled.json<PostingResponse>().postingStatus).toBe('Pending');
    const detail = await call('GET', `/api/employer/jobs/${job._id}`, verified.token);
    // The edit form starts from the Markdown the employer wrote, not its rendering.
    expect(detail.json<{ job: Job }>().job.responsibilities).toBe('- Design APIs\n- Review code');
    expect(detail.json<{ posting: PostedJob }>().posting.acceptsAutopilot).toBe(true);
    // …and from the Autopilot choice, which the Job does not carry.
    await call('PUT', `/api/jobs/${job._id}`, verified.token, postingBody({ acceptsAutopilot: false }));
    const optedOut = await call('GET', `/api/employer/jobs/${job._id}`, verified.token);
    expect(optedOut.json<{ posting: PostedJob }>().posting.acceptsAutopilot).toBe(false);
  });

  it('moderation: moderators only; pending posts oldest first; approve publishes, reject closes with the reason; both e-mail the employer', async () => {
    const first = await post(unverified, { title: 'Data Analyst' });
    server.clock.advance(60_000);
    const second = await post(unverified, { title: 'Support Lead' });
    expect((await call('GET', '/api/moderation/jobs')).statusCode).toBe(401);
    expect((await call('GET', '/api/moderation/jobs', verified.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/moderation/jobs', seeker.token)).statusCode).toBe(403);
    const queue = (await call('GET', '/api/moderation/jobs', moderator.token)).json<
      { job: Job; employer: { verified: boolean } }[]
    >();
    const ids = queue.map((entry) => entry.job._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    expect(queue.find((entry) => entry.job._id === first._id)?.employer.verified).toBe(false);

    const noReason = await call('POST', `/api/moderation/jobs/${second._id}`, moderator.token, {
      decision: 'reject',
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(
      (await call('POST', `/api/moderation/jobs/${first._id}`, moderator.token, { decision: 'approve', reason: '' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/moderation/jobs/${first._id}`, moderator.token, { decision: 'approve', reason: '' }))
        .statusCode,
    ).toBe(409);
    const reason = 'The salary does not match the role described';
    expect(
      (await call('POST', `/api/moderation/jobs/${second._id}`, moderator.token, { decision: 'reject', reason }))
        .statusCode,
    ).toBe(200);

    expect((await call('GET', `/api/jobs/${first._id}`)).json<Job>().status).toBe('live');
    const rejected = (await call('GET', '/api/employer/jobs', unverified.token))
      .json<PostedJob[]>()
      .find((job) => job._id === second._id);
    expect(rejected).toMatchObject({ postingStatus: 'Closed', closedReason: 'rejected', closedMessage: reason });
    const sent = await server.database.db.select().from(emails).where(eq(emails.toAddress, unverified.email));
    expect(sent.map((email) => email.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('is live'), expect.stringContaining('was not published')]),
    );
    expect(sent.find((email) => email.subject.includes('not published'))?.textBody).toContain(reason);
  });

  it('renews an Active post in its last 5 days only, keeping "open since"', async () => {
    const job = await post(verified);
    expect((await call('POST', `/api/jobs/${job._id}/renew`, verified.token)).statusCode).toBe(409);
    expect((await call('POST', `/api/jobs/${job._id}/renew`, other.token)).statusCode).toBe(404);
    server.clock.advance(26 * dayMs);
    try {
      // Sessions last 7 days: sign in again at day 26.
      const renewed = await call('POST', `/api/jobs/${job._id}/renew`, await loginAs(server, verified));
      expect(renewed.statusCode).toBe(200);
      expect(Date.parse(renewed.json<PostedJob>().expiresAt)).toBe(Date.parse(job.expiresAt) + 30 * dayMs);
      expect(renewed.json<PostedJob>().postedAt).toBe(job.postedAt);
      expect(renewed.json<PostedJob>().canRenew).toBe(false);
    } finally {
      server.clock.advance(-26 * dayMs);
    }
  });

  it('counts views once per viewer a day, not the company’s own or bots’, and real figures on the dashboard', async () => {
    const employer = await buildCompanyEmployer(server);
    const job = await post(employer);
    const view = (headers: Record<string, string>) =>
      server.app.inject({ method: 'GET', url: `/api/jobs/${job._id}`, headers });
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };
    await view({ ...browser, ...bearer(seeker.token) });
    await view({ ...browser, ...bearer(seeker.token) });
    await view({ ...browser, ...bearer(employer.token) });
    await view({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await view(browser);
    const listed = (await call('GET', '/api/employer/jobs', employer.token)).json<PostedJob[]>();
    expect(listed).toEqual([
      expect.objectContaining({ _id: job._id, views: 2, applicants: 0, postingStatus: 'Active' }),
    ]);
    const stats = (await call('GET', '/api/employer/stats', employer.token)).json<EmployerStats>();
    expect(stats).toEqual({ activeJobs: 1, totalApplicants: 0, jobViews: 2, candidateMatches: 0 });
    expect((await call('GET', '/api/employer/stats', seeker.token)).statusCode).toBe(403);
  });
});
