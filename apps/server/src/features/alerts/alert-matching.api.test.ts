import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJobsPerAlertEmail, type Alert, type CreateAlertResponse } from '@orbit/shared/alert-contracts';
import { backgroundTaskDeps } from '../../background-tasks.ts';
import { jobAlerts, jobAlertSentJobs } from '../../db/schema/alerts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { bearer, buildUser, loginAs } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import { readFixture, startFeedServer, type FeedServer } from '../../test-support/feed-server.ts';
import { buildCompanyEmployer, postingBody } from '../../test-support/employer-builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { emailsTo } from '../../test-support/pipeline-builders.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { alertUnsubscribeToken } from './alert-links.ts';
import { runDueDigests, runInstantAlerts, sendAlertJobs } from './match-alerts.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** The fixture's Remotive feed with more postings (the recorded five, then these). */
function remotiveWith(
  extra: { id: number; title: string; company: string; location: string; salary: string; tags?: string[] }[],
): string {
  const feed = JSON.parse(readFixture('remotive').replace(/^\uFEFF/, '')) as { jobs: Record<string, unknown>[] };
  for (const job of extra) {
    feed.jobs.push({
      id: job.id,
      url: `https://remotive.com/remote-jobs/software-dev/job-${job.id}`,
      title: job.title,
      company_name: job.company,
      company_logo: '',
      category: 'Software Development',
      tags: job.tags ?? [],
      job_type: 'full_time',
      publication_date: '2026-03-16T15:00:00',
      candidate_required_location: job.location,
      salary: job.salary,
      description: `<p>${job.title} at ${job.company}.</p>`,
    });
  }
  return `\uFEFF${JSON.stringify(feed)}`;
}

/** Alert e-mails: new matching jobs after an import, never twice, digests on time (issue 17 §4). */
describe('job alert e-mails', () => {
  let catcher: SmtpCatcher;
  let feeds: FeedServer;
  let server: TestServer;
  let deps: ReturnType<typeof backgroundTaskDeps>;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    feeds = await startFeedServer();
    server = await startTestServer({
      smtpUrl: catcher.url,
      env: { ...feeds.env, JOB_SOURCES_ENABLED: 'remotive', JOB_IMPORT_RETRIES: '0' },
    });
    // The fixtures were posted between 18 February and 16 March 2026.
    server.clock.set(new Date('2026-03-16T12:00:00Z'));
    deps = backgroundTaskDeps({
      db: server.database.db,
      clock: server.clock,
      log: server.app.log,
      config: server.config,
      boss: server.boss,
    });
  });
  afterAll(async () => {
    await server.close();
    await feeds.close();
    await catcher.close();
  });

  const signedInSeeker = async () => {
    const user = await buildUser(server, { name: 'Amara Alerts' });
    return { ...user, token: await loginAs(server, user) };
  };
  const createAlert = async (token: string, payload: object) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/alerts', headers: bearer(token), payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreateAlertResponse>().alert as Alert;
  };
  const scrape = async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/jobs/scrape',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const alertRow = async (id: string) =>
    (await server.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0]!;
  const sentJobIds = async (alertId: string) =>
    (
      await server.database.db
        .select({ jobId: jobAlertSentJobs.jobId })
        .from(jobAlertSentJobs)
        .where(eq(jobAlertSentJobs.alertId, alertId))
    ).map((row) => row.jobId);
  /** A job that appears a minute from now by the test clock (as an import stores it): after the alerts made before it. */
  const newJob = (overrides: Parameters<typeof buildJob>[1] = {}) => {
    server.clock.advance(60 * 1000);
    return buildJob(server, { createdAt: server.clock.now(), daysAgo: 0, ...overrides });
  };

  describe('instant alerts after an import', () => {
    let seeker: Awaited<ReturnType<typeof signedInSeeker>>;
    let alert: Alert;

    beforeAll(async () => {
      await scrape(); // the recorded feed: jobs there before the alert are never "new" to it
      seeker = await signedInSeeker();
      alert = await createAlert(seeker.token, { search: 'engineer', frequency: 'instant' });
      await createAlert(seeker.token, { category: 'Sales', frequency: 'instant' });
      server.clock.advance(7 * hourMs); // past Remotive's polling interval
      feeds.set('remotive', {
        body: remotiveWith([
          {
            id: 9200001,
            title: 'Staff Data Engineer',
            company: 'Nimbus Analytics',
            location: 'Worldwide',
            salary: '$120k - $150k',
          },
          { id: 9200002, title: 'Frontend Engineer', company: 'Baobab Apps', location: 'Nigeria', salary: '' },
          { id: 9200003, title: 'Community Manager', company: 'Baobab Apps', location: 'Worldwide', salary: '' },
        ]),
      });
      await scrape();
    });

    it('e-mails the new matching jobs, as a digest: title, company, who may apply, salary and a link each; a link to the search; unsubscribe link and header', async () => {
      const mail = await catcher.waitFor(seeker.email);
      expect(mail.subject).toBe('2 new jobs for your alert: “engineer”');
      const [staff] = await server.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.title, 'Staff Data Engineer'));
      const [frontend] = await server.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.title, 'Frontend Engineer'));
      expect(mail.text).toContain(
        `Staff Data Engineer — Nimbus Analytics\nOpen worldwide · $120,000 - $150,000\nhttp://orbit.test/jobs/${staff!.id}\n`,
      );
      expect(mail.text).toContain(
        `Frontend Engineer — Baobab Apps\nNigeria only\nhttp://orbit.test/jobs/${frontend!.id}\n`,
      );
      // Only what is new: the recorded Senior Backend Engineer was there before the alert; Community Manager does not match.
      expect(mail.text).not.toContain('Senior Backend Engineer');
      expect(mail.text).not.toContain('Community Manager');
      expect(mail.text).toContain('See every matching job: http://orbit.test/jobs?search=engineer');
      const page = `http://orbit.test/alerts/unsubscribe?token=${alertUnsubscribeToken(server.config.jwtSecret, alert._id)}`;
      expect(mail.text).toContain(`Unsubscribe from this alert: ${page}`);
      expect(mail.html).toContain(`href="${page}"`);
      expect(mail.headers['list-unsubscribe']).toBe(
        `<http://orbit.test/api/alerts/unsubscribe?token=${alertUnsubscribeToken(server.config.jwtSecret, alert._id)}>`,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect((await sentJobIds(alert._id)).sort()).toEqual([staff!.id, frontend!.id].sort());
      expect((await alertRow(alert._id)).lastSentAt).not.toBeNull();
    });

    it('never sends a job twice: another run, or another import of the same feed, sends nothing (and nothing when nothing is new)', async () => {
      expect(await runInstantAlerts(deps)).toBe(0);
      server.clock.advance(7 * hourMs);
      await scrape();
      await drainQueues(server);
      expect(await emailsTo(server, seeker.email)).toHaveLength(1);
    });

    it('a new job in a later import is sent on its own', async () => {
      server.clock.advance(7 * hourMs);
      feeds.set('remotive', {
        body: remotiveWith([
          {
            id: 9200001,
            title: 'Staff Data Engineer',
            company: 'Nimbus Analytics',
            location: 'Worldwide',
            salary: '$120k - $150k',
          },
          {
            id: 9200004,
            title: 'Site Reliability Engineer',
            company: 'Kilimanjaro Cloud',
            location: 'Africa',
            salary: '',
          },
        ]),
      });
      await scrape();
      const mail = await catcher.waitFor(seeker.email, (caught) => caught.subject.startsWith('1 new job'));
      expect(mail.text).toContain('Site Reliability Engineer — Kilimanjaro Cloud\nAfrica only\n');
      expect(mail.text).not.toContain('Staff Data Engineer');
      expect(await emailsTo(server, seeker.email)).toHaveLength(2);
    });
  });

  it('a native post that goes live at once is sent to instant alerts too', async () => {
    const seeker = await signedInSeeker();
    await createAlert(seeker.token, { search: 'zanzibarscript', frequency: 'instant' });
    server.clock.advance(60 * 1000);
    const employer = await buildCompanyEmployer(server);
    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(employer.token),
      payload: postingBody({ title: 'ZanzibarScript Developer' }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const mail = await catcher.waitFor(seeker.email);
    expect(mail.subject).toBe('1 new job for your alert: “zanzibarscript”');
    expect(mail.text).toContain(
      `ZanzibarScript Developer — ${employer.companyName}\nEurope, Nigeria +1 more · $60,000 - $90,000\n`,
    );
    expect(mail.html).toMatch(/<a href="http:\/\/orbit\.test\/jobs\/[0-9a-f-]{36}"[^>]*>ZanzibarScript Developer — /);
  });

  it('two runs racing over the same new jobs send them once', async () => {
    const seeker = await signedInSeeker();
    const alert = await createAlert(seeker.token, { search: 'raceproof', frequency: 'instant' });
    await newJob({ title: 'Raceproof Analyst' });
    const row = await alertRow(alert._id);
    const sent = await Promise.all([sendAlertJobs(deps, row), sendAlertJobs(deps, row), sendAlertJobs(deps, row)]);
    expect(sent.sort()).toEqual([0, 0, 1]);
    expect(await emailsTo(server, seeker.email)).toHaveLength(1);
  });

  it(`lists at most ${maxJobsPerAlertEmail} jobs, then "and N more" with a link to the search; filters are the job list's`, async () => {
    const seeker = await signedInSeeker();
    const alert = await createAlert(seeker.token, {
      search: 'manyrole',
      location: 'Africa',
      openTo: 'NG',
      frequency: 'instant',
    });
    for (let i = 0; i < maxJobsPerAlertEmail + 3; i += 1) {
      await newJob({
        title: `Manyrole Specialist ${i}`,
        location: 'Lagos, Nigeria',
        eligibility: { worldwide: false, countries: ['NG'], regions: [] },
      });
    }
    // Not sent: open to Germany only (not to a person living in Africa); not open to Nigeria.
    await newJob({
      title: 'Manyrole Specialist Berlin',
      location: 'Berlin, Germany',
      eligibility: { worldwide: false, countries: ['DE'], regions: [] },
    });
    await newJob({
      title: 'Manyrole Specialist Kenya',
      location: 'Nairobi, Kenya',
      eligibility: { worldwide: false, countries: ['KE'], regions: [] },
    });
    expect(await sendAlertJobs(deps, await alertRow(alert._id))).toBe(maxJobsPerAlertEmail + 3);
    const [email] = await emailsTo(server, seeker.email);
    expect(email!.subject).toBe(
      `${maxJobsPerAlertEmail + 3} new jobs for your alert: “manyrole” · Africa · open to Nigeria`,
    );
    expect(email!.textBody.match(/Manyrole Specialist \d+ — /g)).toHaveLength(maxJobsPerAlertEmail);
    expect(email!.textBody).toContain('And 3 more\nhttp://orbit.test/jobs?search=manyrole&location=Africa&openTo=NG\n');
    // In the HTML part each job's title is its link.
    expect(
      email!.htmlBody.match(/<a href="http:\/\/orbit\.test\/jobs\/[0-9a-f-]{36}"[^>]*>Manyrole Specialist \d+ — /g),
    ).toHaveLength(maxJobsPerAlertEmail);
    expect(email!.textBody).not.toContain('Berlin');
    expect(email!.textBody).not.toContain('Kenya');
  });

  it('keeps the workplace asked with a place: an on-site alert for Lagos gets the Lagos office job, not remote ones', async () => {
    const seeker = await signedInSeeker();
    const alert = await createAlert(seeker.token, {
      search: 'officerole',
      location: 'Lagos',
      workplace: 'onsite',
      frequency: 'instant',
    });
    expect(alert.workplace).toBe('onsite');
    const office = await newJob({
      title: 'Officerole Lead',
      location: 'Lagos, Nigeria (On-site)',
      remote: false,
      eligibility: null,
    });
    await newJob({
      title: 'Officerole Remote',
      location: 'Remote — Lagos, Nigeria',
      eligibility: { worldwide: false, countries: ['NG'], regions: [] },
    });
    expect(await sendAlertJobs(deps, await alertRow(alert._id))).toBe(1);
    expect(await sentJobIds(alert._id)).toEqual([office.id]);
    const [email] = await emailsTo(server, seeker.email);
    expect(email!.subject).toBe('1 new job for your alert: “officerole” · Lagos · on-site');

    const refused = await server.app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: bearer(seeker.token),
      payload: { location: 'Lagos', workplace: 'office', frequency: 'daily' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('workplace must be remote, hybrid, onsite or any');
  });

  it('daily: nothing before its day, then the new jobs, then nothing until something new and another day has passed', async () => {
    const seeker = await signedInSeeker();
    const alert = await createAlert(seeker.token, { search: 'dailyword', frequency: 'daily' });
    await newJob({ title: 'Dailyword Writer' });
    await runInstantAlerts(deps);
    server.clock.advance(23 * hourMs);
    await runDueDigests(deps);
    expect(await emailsTo(server, seeker.email)).toHaveLength(0);

    server.clock.advance(hourMs);
    await runDueDigests(deps);
    const first = await emailsTo(server, seeker.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('1 new job for your alert: “dailyword”');
    const created = new Date(alert.createdAt).getTime();
    expect((await alertRow(alert._id)).nextDigestAt?.getTime()).toBe(created + 2 * dayMs);

    await runDueDigests(deps);
    await newJob({ title: 'Dailyword Editor' });
    server.clock.advance(12 * hourMs);
    await runDueDigests(deps);
    expect(await emailsTo(server, seeker.email)).toHaveLength(1);

    server.clock.advance(12 * hourMs);
    await runDueDigests(deps);
    const second = await emailsTo(server, seeker.email);
    expect(second).toHaveLength(2);
    expect(second[1]!.textBody).toContain('Dailyword Editor');
    expect(second[1]!.textBody).not.toContain('Dailyword Writer');

    // A day with nothing new: no e-mail, and the next day is still counted.
    server.clock.advance(dayMs);
    await runDueDigests(deps);
    expect(await emailsTo(server, seeker.email)).toHaveLength(2);
    expect((await alertRow(alert._id)).nextDigestAt?.getTime()).toBe(created + 4 * dayMs);
  });

  it('weekly: nothing after a day, the digest after seven', async () => {
    const seeker = await signedInSeeker();
    await createAlert(seeker.token, { search: 'weeklyword', frequency: 'weekly' });
    await newJob({ title: 'Weeklyword Analyst' });
    server.clock.advance(dayMs);
    await runDueDigests(deps);
    expect(await emailsTo(server, seeker.email)).toHaveLength(0);
    server.clock.advance(6 * dayMs);
    await runDueDigests(deps);
    const sent = await emailsTo(server, seeker.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain('Weeklyword Analyst');
  });

  it('keeps a misspelt search as the job list reads it, so its new jobs are found', async () => {
    const seeker = await signedInSeeker();
    await newJob({ title: 'Python Data Engineer' });
    // The list shows "results for python" for 'pyhton'; the alert, matching by full text, must look for the same.
    const alert = await createAlert(seeker.token, { search: 'pyhton', frequency: 'instant' });
    expect(alert.search).toBe('python');
    const fresh = await newJob({ title: 'Senior Python Developer' });
    await runInstantAlerts(deps);
    expect(await sentJobIds(alert._id)).toEqual([fresh.id]);
    expect(await emailsTo(server, seeker.email)).toHaveLength(1);
  });

  it('an unsubscribed alert sends nothing more', async () => {
    const seeker = await signedInSeeker();
    const alert = await createAlert(seeker.token, { search: 'quitword', frequency: 'instant' });
    const token = alertUnsubscribeToken(server.config.jwtSecret, alert._id);
    const response = await server.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(response.statusCode).toBe(200);
    await newJob({ title: 'Quitword Tester' });
    await runInstantAlerts(deps);
    expect(await emailsTo(server, seeker.email)).toHaveLength(0);
  });
});
