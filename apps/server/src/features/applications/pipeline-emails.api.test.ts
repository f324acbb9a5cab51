import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusEmailMessages } from '@orbit/shared/pipeline-contracts';
import { users } from '../../db/schema/accounts.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer, userRow } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import {
  applicationRow,
  applyTo,
  buildCompanyJob,
  emailsTo,
  runHeldBackJobs,
} from '../../test-support/pipeline-builders.ts';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { applicationDigestTask, sendApplicationDigests } from './employer-application-emails.ts';
import { unsubscribeToken } from './status-email-links.ts';
import { statusEmailTask } from './status-email.ts';

const minuteMs = 60 * 1000;

describe('application e-mails', () => {
  let catcher: SmtpCatcher;
  let server: TestServer;
  let employer: SignedInEmployer;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    server = await startTestServer({ smtpUrl: catcher.url, env: { STATUS_EMAIL_GAP_MINUTES: '60' } });
    employer = await buildCompanyEmployer(server, { name: 'Grace Hiring' });
  });
  afterAll(async () => {
    await server.close();
    await catcher.close();
  });

  const patch = (id: string, body: object) =>
    server.app.inject({
      method: 'PATCH',
      url: `/api/applications/${id}`,
      headers: bearer(employer.token),
      payload: body,
    });
  const mailsTo = (address: string) => catcher.received.filter((mail) => mail.to.includes(address.toLowerCase()));
  const moved = async (id: string, body: object) => {
    const response = await patch(id, body);
    expect(response.statusCode, response.body).toBe(200);
  };

  describe('status e-mails to the seeker', () => {
    let seeker: SignedInSeeker;
    let applicationId: string;
    let first: CaughtMail;

    beforeAll(async () => {
      const job = await buildCompanyJob(server, employer, { title: 'Backend Engineer' });
      seeker = await buildSeeker(server, { name: 'Kofi Seeker' });
      applicationId = (await applyTo(server, seeker.token, job.id)).application._id;
    });

    it('e-mails the first change at once: job, company, the status in words, a link to My Applications and an unsubscribe link', async () => {
      await moved(applicationId, { status: 'Reviewing', employerNotes: 'INTERNAL-NOTE-7731' });
      first = await catcher.waitFor(seeker.email);
      expect(first.subject).toBe('Your application for Backend Engineer is being reviewed');
      expect(first.text).toContain('Hi Kofi Seeker,');
      expect(first.text).toContain(`${employer.companyName} is reviewing your application for “Backend Engineer”.`);
      expect(first.text).toContain('See your applications: http://orbit.test/applications');
      const unsubscribe = `http://orbit.test/api/users/status-emails/unsubscribe?token=${unsubscribeToken(server.config.jwtSecret, seeker.id)}`;
      expect(first.text).toContain(`Unsubscribe from application status e-mails: ${unsubscribe}`);
      expect(first.html).toContain(`href="${unsubscribe}"`);
      expect(first.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
      expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(`${first.subject}${first.text}${first.html}`).not.toContain('INTERNAL-NOTE-7731');
      expect(await applicationRow(server, applicationId)).toMatchObject({
        notifiedStatus: 'Reviewing',
        notifiedAt: server.clock.now(),
      });
    });

    it('holds later changes until the gap has passed, then sends one e-mail about where the application ended up', async () => {
      server.clock.advance(5 * minuteMs);
      await moved(applicationId, { status: 'Shortlisted' });
      server.clock.advance(5 * minuteMs);
      await moved(applicationId, { status: 'Offered', feedback: 'We loved your system design answers.' });
      await drainQueues(server);
      expect(mailsTo(seeker.email)).toHaveLength(1);

      // Run early (by the app's clock), the held-back job sends nothing and waits again.
      server.clock.advance(10 * minuteMs);
      expect(await runHeldBackJobs(server, statusEmailTask)).toBe(1);
      await drainQueues(server);
      expect(mailsTo(seeker.email)).toHaveLength(1);
      expect((await applicationRow(server, applicationId)).notifiedStatus).toBe('Reviewing');

      // Once the hour since the first e-mail has passed: one e-mail, about the offer, with the feedback.
      server.clock.advance(41 * minuteMs);
      expect(await runHeldBackJobs(server, statusEmailTask)).toBe(1);
      const second = await catcher.waitFor(seeker.email, (mail) => mail !== first);
      expect(second.subject).toBe(`An offer from ${employer.companyName}: Backend Engineer`);
      expect(second.text).toContain('You can accept the offer on My Applications.');
      expect(second.text).toContain('We loved your system design answers.');
      expect(second.text).not.toContain('INTERNAL-NOTE-7731');
      await drainQueues(server);
      expect(mailsTo(seeker.email)).toHaveLength(2);
      expect(await applicationRow(server, applicationId)).toMatchObject({
        notifiedStatus: 'Offered',
        notifiedAt: server.clock.now(),
      });

      // Nothing left to say: running again (a duplicated job) sends nothing.
      expect(await runHeldBackJobs(server, statusEmailTask)).toBe(0);
      await sendTask(server.boss, statusEmailTask, { applicationId });
      await drainQueues(server);
      expect(mailsTo(seeker.email)).toHaveLength(2);
    });

    it('does not e-mail the seeker about an offer they accepted themselves', async () => {
      server.clock.advance(61 * minuteMs);
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/applications/${applicationId}/accept-offer`,
        headers: bearer(seeker.token),
      });
      expect(response.statusCode).toBe(200);
      await catcher.waitFor(employer.email, (mail) => mail.subject.includes('accepted your offer'));
      await drainQueues(server);
      expect(mailsTo(seeker.email)).toHaveLength(2);
    });
  });

  describe('unsubscribing', () => {
    it('turns status e-mails off with one click and no sign-in; again changes nothing; a forged link is refused', async () => {
      const job = await buildCompanyJob(server, employer, { title: 'Quiet Role' });
      const seeker = await buildSeeker(server, { resume: false });
      const id = (await applyTo(server, seeker.token, job.id)).application._id;
      const url = `/api/users/status-emails/unsubscribe?token=${unsubscribeToken(server.config.jwtSecret, seeker.id)}`;

      for (let click = 0; click < 2; click += 1) {
        const page = await server.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain(statusEmailMessages.unsubscribed);
        expect((await userRow(server, seeker.id))?.statusEmailsOff).toBe(true);
      }
      // The mail client's one-click POST (RFC 8058) works the same.
      const oneClick = await server.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(200);
      expect(oneClick.json()).toEqual({ msg: statusEmailMessages.unsubscribed });

      const forged = `${seeker.id}.${'A'.repeat(43)}`;
      const refused = await server.app.inject({
        method: 'GET',
        url: `/api/users/status-emails/unsubscribe?token=${forged}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(statusEmailMessages.unsubscribeLinkInvalid);
      const refusedPost = await server.app.inject({
        method: 'POST',
        url: `/api/users/status-emails/unsubscribe?token=garbage`,
      });
      expect(refusedPost.statusCode).toBe(400);
      expect(refusedPost.json()).toEqual({ msg: statusEmailMessages.unsubscribeLinkInvalid });

      // Changes still show on My Applications, but no e-mail goes out.
      await moved(id, { status: 'Reviewing' });
      await moved(id, { status: 'Rejected', feedback: 'Not this time' });
      await drainQueues(server);
      expect(await emailsTo(server, seeker.email)).toHaveLength(0);
      expect(await applicationRow(server, id)).toMatchObject({ status: 'Rejected', notifiedStatus: null });
    });
  });

  describe('new applications, to the employer who posted the job', () => {
    it('e-mails an instant employer at each application, in the transaction that stores it', async () => {
      const job = await buildCompanyJob(server, employer, { title: 'Instant Role' });
      const seeker = await buildSeeker(server, { name: 'Ngozi Applicant', skills: ['React', 'TypeScript'] });
      const applied = await applyTo(server, seeker.token, job.id, { coverLetter: 'Hello team' });
      const mail = await catcher.waitFor(employer.email, (caught) => caught.subject.includes('Instant Role'));
      expect(mail.subject).toBe('New application for Instant Role: Ngozi Applicant');
      expect(mail.text).toContain(
        `Ngozi Applicant (Frontend Engineer, Accra, Ghana) applied for “Instant Role” (${applied.matchScore}% match).`,
      );
      expect(mail.text).toContain(`http://orbit.test/jobs/${job.id}/applicants`);
      expect((await applicationRow(server, applied.application._id)).employerNotifiedAt).toEqual(server.clock.now());
    });

    it('gathers the applications of a daily employer into one digest, each listed once', async () => {
      const daily = await buildCompanyEmployer(server, { name: 'Dana Daily' });
      const settings = await server.app.inject({
        method: 'PUT',
        url: '/api/employer/settings',
        headers: bearer(daily.token),
        payload: { applicationEmails: 'daily' },
      });
      expect(settings.statusCode).toBe(200);
      const jobA = await buildCompanyJob(server, daily, { title: 'Digest Role A' });
      const jobB = await buildCompanyJob(server, daily, { title: 'Digest Role B' });
      const [s1, s2, s3] = await Promise.all([
        buildSeeker(server, { name: 'First Person' }),
        buildSeeker(server, { name: 'Second Person' }),
        buildSeeker(server, { name: 'Third Person' }),
      ]);
      await applyTo(server, s1!.token, jobA.id);
      await applyTo(server, s2!.token, jobA.id);
      const third = await applyTo(server, s3!.token, jobB.id);
      await drainQueues(server);
      expect(mailsTo(daily.email)).toHaveLength(0);

      // The scheduled task (08:00 UTC), run now.
      await sendTask(server.boss, applicationDigestTask, { trigger: 'manual' });
      const digest = await catcher.waitFor(daily.email);
      expect(digest.subject).toBe('3 new applications on Orbit Jobs');
      expect(digest.text).toContain('“Digest Role A”: 2 new applications');
      expect(digest.text).toContain('“Digest Role B”: 1 new application\n');
      for (const name of ['First Person', 'Second Person', 'Third Person'])
        expect(digest.text).toContain(`- ${name} (`);
      expect(digest.text).toContain(`Applicants: http://orbit.test/jobs/${jobB.id}/applicants`);
      expect((await applicationRow(server, third.application._id)).employerNotifiedAt).not.toBeNull();

      // Again: nothing new, nothing sent. A new application waits for the next digest, which lists only it.
      const deps = {
        db: server.database.db,
        clock: server.clock,
        boss: server.boss,
        log: server.app.log,
        config: server.config,
      };
      expect(await sendApplicationDigests(deps)).toEqual({ employers: 0, applications: 0 });
      const s4 = await buildSeeker(server, { name: 'Fourth Person' });
      await applyTo(server, s4.token, jobB.id);
      const [next] = await Promise.all([sendApplicationDigests(deps), sendApplicationDigests(deps)]).then((runs) =>
        runs.filter((run) => run.applications > 0),
      );
      expect(next).toEqual({ employers: 1, applications: 1 });
      const second = await catcher.waitFor(daily.email, (mail) => mail !== digest);
      expect(second.subject).toBe('1 new application on Orbit Jobs');
      expect(second.text).toContain('- Fourth Person (');
      expect(second.text).not.toContain('First Person');
      await drainQueues(server);
      expect(mailsTo(daily.email)).toHaveLength(2);
    });
  });
});

describe('the employer notes never reach the seeker', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { STATUS_EMAIL_GAP_MINUTES: '0' } });
  });
  afterAll(() => server.close());

  it('in no answer to the seeker and in none of their e-mails', async () => {
    const note = 'ZQX-employer-only-note-5521';
    const employer = await buildCompanyEmployer(server);
    const job = await buildCompanyJob(server, employer, { title: 'Secretive Role', skills: ['React'] });
    const otherJob = await buildCompanyJob(server, employer, { title: 'Second Role' });
    const seeker = await buildSeeker(server, { skills: ['React'] });
    const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(seeker.token) });
    const id = (await applyTo(server, seeker.token, job.id)).application._id;
    const seekerAnswers: string[] = [];

    const moves = [
      { employerNotes: note },
      { status: 'Reviewing', employerNotes: `${note} (again)` },
      { status: 'Shortlisted', feedback: 'Please book an interview', employerNotes: note },
      { status: 'Offered', employerNotes: note },
    ];
    for (const [index, body] of moves.entries()) {
      const response = await server.app.inject({
        method: 'PATCH',
        url: `/api/applications/${id}`,
        headers: bearer(employer.token),
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(200);
      // The company sees its note.
      expect(response.body).toContain(note);
      seekerAnswers.push((await get('/api/applications')).body);
      // Each change's e-mail before the next change (changes faster than the queue make one e-mail about the last).
      if (index > 0)
        await eventually(async () => (await emailsTo(server, seeker.email)).length === index, {
          timeoutMs: 15_000,
          what: `status e-mail ${index}`,
        });
    }
    expect((await applicationRow(server, id)).employerNotes).toBe(note);

    for (const url of [
      '/api/applications',
      '/api/users/profile',
      `/api/jobs/${job.id}`,
      '/api/jobs/recommended',
      `/api/jobs?search=Secretive`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      seekerAnswers.push(response.body);
    }
    const accepted = await server.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/accept-offer`,
      headers: bearer(seeker.token),
    });
    expect(accepted.statusCode).toBe(200);
    seekerAnswers.push(accepted.body);
    const applied = await server.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(seeker.token),
      payload: { jobId: otherJob.id },
    });
    expect(applied.statusCode).toBe(201);
    seekerAnswers.push(applied.body, (await get('/api/applications')).body);

    for (const answer of seekerAnswers) {
      expect(answer).not.toContain(note);
      expect(answer).not.toContain('employerNotes');
    }

    // Status e-mails (gap 0: one per change): Reviewing, Shortlisted, Offered.
    await drainQueues(server);
    const mails = await emailsTo(server, seeker.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your application for Secretive Role is being reviewed',
      'You are on the shortlist for Secretive Role',
      `An offer from ${employer.companyName}: Secretive Role`,
    ]);
    expect(mails[1]!.textBody).toContain('Please book an interview');
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.textBody}\n${mail.htmlBody}\n${JSON.stringify(mail.headers)}`).not.toContain(
        note,
      );
    }
    expect((await server.database.db.select().from(users).where(eq(users.id, seeker.id)))[0]?.statusEmailsOff).toBe(
      false,
    );
  });
});
