import crypto from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Application } from '@orbit/shared/application-contracts';
import type { ApplicantsResponse } from '@orbit/shared/pipeline-contracts';
import { backgroundTaskDeps } from '../../background-tasks.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { emails } from '../../db/schema/mail.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { markAutopilotGenerated, setAutopilotSettings } from '../../test-support/autopilot-application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { applicationRow, applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { sendFollowUps } from './follow-up.ts';

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

describe('Autopilot follow-ups', () => {
  let catcher: SmtpCatcher;
  let server: TestServer;
  /** Each test's own employer: sessions end as the tests move the clock on by weeks. */
  let employer: SignedInEmployer;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    server = await startTestServer({ smtpUrl: catcher.url });
  });
  beforeEach(async () => {
    employer = await buildCompanyEmployer(server);
  });
  afterAll(async () => {
    await server.close();
    await catcher.close();
  });

  const run = () =>
    sendFollowUps(
      backgroundTaskDeps({
        db: server.database.db,
        clock: server.clock,
        log: server.app.log,
        config: server.config,
        boss: server.boss,
      }),
    );
  const followedUp = async (applicationId: string) => (await applicationRow(server, applicationId)).followedUpAt;

  /** An application Autopilot sent for a new seeker who wants follow-ups after 3 days. */
  async function autopilotApplication(
    options: { job?: BuiltJob; settings?: Parameters<typeof setAutopilotSettings>[2]; autopilot?: boolean } = {},
  ) {
    const job =
      options.job ??
      (await buildCompanyJob(server, employer, { title: `Data Engineer ${crypto.randomBytes(2).toString('hex')}` }));
    const seeker = await buildSeeker(server, { name: 'Kofi Mensah' });
    await setAutopilotSettings(server, seeker.id, {
      isActive: true,
      autoFollowUp: true,
      followUpDelay: 3,
      timeZone: 'Africa/Accra',
      ...options.settings,
    });
    const { application } = await applyTo(server, seeker.token, job.id);
    if (options.autopilot !== false) await markAutopilotGenerated(server, application._id);
    return { job, seeker, applicationId: application._id };
  }

  it('waits the delay by the app clock, then leaves one note the employer sees in the pipeline and the seeker on My Applications', async () => {
    const { job, seeker, applicationId } = await autopilotApplication();
    const appliedAt = server.clock.now();
    server.clock.advance(3 * dayMs - minuteMs);
    await run();
    expect(await followedUp(applicationId)).toBeNull();

    server.clock.advance(2 * minuteMs);
    await run();
    const row = await applicationRow(server, applicationId);
    expect(row.followedUpAt).toEqual(server.clock.now());
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Accra',
    }).format(appliedAt);
    expect(row.followUpMessage).toBe(
      `Hello,\n\nI applied for the ${job.title} position on ${day} and wanted to follow up politely. I remain interested in the role and would be glad to answer any questions.\n\nThank you for your time.\n\nKofi Mensah`,
    );

    const pipeline = await server.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/applicants`,
      headers: bearer(employer.token),
    });
    const applicant = pipeline.json<ApplicantsResponse>().applicants.find((entry) => entry._id === applicationId);
    expect(applicant).toMatchObject({
      followUpMessage: row.followUpMessage,
      followedUpAt: row.followedUpAt!.toISOString(),
      firstResponseAt: null,
    });
    const mine = await server.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(seeker.token) });
    expect(mine.json<Application[]>().find((entry) => entry._id === applicationId)?.followedUpAt).toBe(
      row.followedUpAt!.toISOString(),
    );

    // Never a second one: a later run leaves the first as it was.
    const first = row.followedUpAt;
    server.clock.advance(5 * dayMs);
    await run();
    expect(await followedUp(applicationId)).toEqual(first);
  });

  it('never after the company responded: a status move, or feedback alone', async () => {
    const moved = await autopilotApplication();
    const answered = await autopilotApplication();
    const patch = (id: string, payload: object) =>
      server.app.inject({ method: 'PATCH', url: `/api/applications/${id}`, headers: bearer(employer.token), payload });
    expect((await patch(moved.applicationId, { status: 'Reviewing' })).statusCode).toBe(200);
    expect((await patch(answered.applicationId, { feedback: 'Thanks, we will be in touch.' })).statusCode).toBe(200);
    expect((await applicationRow(server, answered.applicationId)).status).toBe('Applied');
    server.clock.advance(4 * dayMs);
    await run();
    expect(await followedUp(moved.applicationId)).toBeNull();
    expect(await followedUp(answered.applicationId)).toBeNull();
  });

  it('never after a withdrawal, nor once the job is closed or has expired', async () => {
    const withdrawn = await autopilotApplication();
    const closed = await autopilotApplication();
    const expired = await autopilotApplication();
    const withdraw = await server.app.inject({
      method: 'DELETE',
      url: `/api/applications/${withdrawn.applicationId}`,
      headers: bearer(withdrawn.seeker.token),
    });
    expect(withdraw.statusCode).toBe(200);
    await server.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, closed.job.id));
    await server.database.db
      .update(jobs)
      .set({ expiresAt: new Date(server.clock.now().getTime() + dayMs) })
      .where(eq(jobs.id, expired.job.id));
    server.clock.advance(4 * dayMs);
    await run();
    for (const { applicationId } of [withdrawn, closed, expired]) expect(await followedUp(applicationId)).toBeNull();
  });

  it('only on applications Autopilot sent, for seekers who asked for follow-ups, while Autopilot is on', async () => {
    const manual = await autopilotApplication({ autopilot: false });
    const notAsked = await autopilotApplication({ settings: { autoFollowUp: false } });
    const stopped = await autopilotApplication({ settings: { isActive: false } });
    const longerDelay = await autopilotApplication({ settings: { followUpDelay: 10 } });
    server.clock.advance(4 * dayMs);
    await run();
    for (const { applicationId } of [manual, notAsked, stopped, longerDelay])
      expect(await followedUp(applicationId)).toBeNull();
    // Each seeker's own delay: ten days for this one.
    server.clock.advance(6 * dayMs);
    await run();
    expect(await followedUp(longerDelay.applicationId)).toEqual(server.clock.now());
  });

  it("not on an application made on the employer's own site: there is no channel back", async () => {
    const job = await buildJob(server, {
      applicationMethodType: 'url',
      applicationMethodValue: 'https://careers.example.com/apply',
    });
    const { applicationId } = await autopilotApplication({ job });
    server.clock.advance(4 * dayMs);
    await run();
    expect(await followedUp(applicationId)).toBeNull();
  });

  it('answers an application sent by e-mail in its thread: same address, "Re:" subject, In-Reply-To and References; once, even from two runs at once', async () => {
    const address = `jobs-${crypto.randomBytes(3).toString('hex')}@acme.example`;
    const job = await buildJob(server, {
      title: 'Platform Engineer',
      company: 'Acme Remote',
      applicationMethodType: 'email',
      applicationMethodValue: address,
    });
    const { seeker, applicationId } = await autopilotApplication({ job });
    const sentFirst = await catcher.waitFor(address);
    const [original] = await server.database.db.select().from(emails).where(eq(emails.applicationId, applicationId));
    expect(sentFirst.headers['message-id']).toBe(`<${original!.id}@orbit.test>`);
    await expect
      .poll(async () => (await server.database.db.select().from(emails).where(eq(emails.id, original!.id)))[0]?.status)
      .toBe('sent');

    server.clock.advance(3 * dayMs + minuteMs);
    await Promise.all([run(), run()]);
    const followUpMail = await catcher.waitFor(address, (mail) => mail.subject.startsWith('Re: '));
    expect(followUpMail.subject).toBe(`Re: ${sentFirst.subject}`);
    expect(followUpMail.headers['in-reply-to']).toBe(`<${original!.id}@orbit.test>`);
    expect(followUpMail.headers['references']).toBe(`<${original!.id}@orbit.test>`);
    expect(followUpMail.replyTo).toEqual([seeker.email.toLowerCase()]);
    const row = await applicationRow(server, applicationId);
    expect(followUpMail.text).toContain(row.followUpMessage!);
    expect(followUpMail.text).toContain(
      'Sent through Orbit Jobs on behalf of Kofi Mensah. Reply to this e-mail to reach them directly. Orbit Jobs: http://orbit.test',
    );
    expect(followUpMail.attachments).toHaveLength(0);

    await drainQueues(server);
    const replies = await server.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.applicationId, applicationId), isNotNull(emails.inReplyToEmailId)));
    expect(replies.map((reply) => reply.inReplyToEmailId)).toEqual([original!.id]);
    expect(
      catcher.received.filter((mail) => mail.to.includes(address) && mail.subject.startsWith('Re: ')),
    ).toHaveLength(1);
  });
});
