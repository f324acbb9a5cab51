import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOutcomeMessage, type Application, type ApplyResponse } from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { applications } from '../../db/schema/applications.ts';
import { emails } from '../../db/schema/mail.ts';
import { backgroundTaskDeps } from '../../background-tasks.ts';
import { emailRetryLimit } from '../../lib/mail/email-worker.ts';
import {
  buildSeeker,
  startRecordingServer,
  type RecordingServer,
  type SignedInUser,
} from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('applying to external jobs: e-mail and employer APIs', () => {
  let smtp: SmtpCatcher;
  let employerApi: RecordingServer;
  let redirector: RecordingServer;
  /** Stands for everything private: it must never receive a request. */
  let forbidden: RecordingServer;
  let forbiddenV6: RecordingServer | undefined;
  let server: TestServer;
  let seeker: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    employerApi = await startRecordingServer();
    forbidden = await startRecordingServer();
    forbiddenV6 = await startRecordingServer(undefined, '::1').catch(() => undefined);
    redirector = await startRecordingServer((request) => ({
      status: 307,
      headers: { location: decodeURIComponent(request.url.split('to=')[1] ?? '/') },
    }));
    server = await startTestServer({
      smtpUrl: smtp.url,
      // Only the employer's stand-in API and the redirector are allowed; `forbidden` is an ordinary loopback port.
      env: { OUTBOUND_ALLOWED_HOSTS: `${employerApi.hostPort},${redirector.hostPort}`, OUTBOUND_TIMEOUT_MS: '3000' },
    });
    seeker = await buildSeeker(server, { name: 'Amaka Seeker' });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([smtp.close(), employerApi.close(), redirector.close(), forbidden.close(), forbiddenV6?.close()]);
  });

  const apply = (token: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/applications', headers: bearer(token), payload });
  const applyTo = async (
    type: 'email' | 'api',
    value: string,
    payload: Record<string, unknown> = {},
    sourceUrl: string | null = null,
  ) => {
    const job = await buildJob(server, {
      title: `Platform Engineer ${crypto.randomBytes(2).toString('hex')}`,
      company: 'Acme Remote',
      applicationMethodType: type,
      applicationMethodValue: value,
      sourceUrl,
    });
    const response = await apply(seeker.token, { jobId: job.id, ...payload });
    expect(response.statusCode).toBe(201);
    return { job, body: response.json<ApplyResponse>() };
  };

  describe('email', () => {
    it('sends the application by e-mail: cover letter in the body, resume attached, replies to the seeker', async () => {
      const { job, body } = await applyTo('email', 'jobs@acme.example', {
        coverLetter: 'I have shipped React apps for 5 years.',
        notes: 'PRIVATE-NOTE',
      });
      expect(body.msg).toBe(messages.applicationSubmitted);
      expect(applyOutcomeMessage(body)).toBe('Your application has been submitted via email.');
      expect(body.application).toMatchObject({
        status: 'Applied',
        isExternal: true,
        externalSubmissionDetails: {
          method: 'email',
          targetDestination: 'jobs@acme.example',
          submittedAt: server.clock.now().toISOString(),
        },
      });

      const mail = await smtp.waitFor('jobs@acme.example', (m) => m.subject.includes(job.title));
      expect(mail.subject).toBe(`Application for ${job.title}: Amaka Seeker`);
      expect(mail.text).toContain('I have shipped React apps for 5 years.');
      expect(mail.text).toContain(seeker.email);
      expect(mail.text).not.toContain('PRIVATE-NOTE');
      expect(mail.replyTo).toEqual([seeker.email.toLowerCase()]);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: 'amaka-resume.pdf', contentType: 'application/pdf' });
      expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

      const [row] = await server.database.db
        .select()
        .from(emails)
        .where(eq(emails.applicationId, body.application._id));
      await expect
        .poll(async () => (await server.database.db.select().from(emails).where(eq(emails.id, row!.id)))[0]?.status)
        .toBe('sent');
    });

    it('refuses an address at a private IP literal: stored as Failed, nothing queued', async () => {
      const { body } = await applyTo('email', 'hr@[127.0.0.1]');
      expect(body.application.status).toBe('Failed');
      expect(body.application.failureReason).toBe('Refused: e-mail address at a loopback IP address');
      expect(body.msg).toBe(applyOutcomeMessage(body));
      expect(
        await server.database.db.select().from(emails).where(eq(emails.applicationId, body.application._id)),
      ).toEqual([]);
    });

    it('lets the seeker try again after a failed attempt, listing only the new one', async () => {
      const { job, body: first } = await applyTo('email', 'hr@[10.0.0.7]');
      expect(first.application.status).toBe('Failed');
      const again = await apply(seeker.token, { jobId: job.id, coverLetter: 'Second try' });
      expect(again.statusCode).toBe(201);
      const listed = (
        await server.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(seeker.token) })
      ).json<Application[]>();
      const forJob = listed.filter((application) => application.job._id === job.id);
      expect(forJob.map((application) => application._id)).toEqual([again.json<ApplyResponse>().application._id]);
      expect(forJob[0]?.coverLetter).toBe('Second try');
    });
  });

  describe('api', () => {
    it('posts a signed JSON application with a working resume link, and stores the answer', async () => {
      employerApi.received.splice(0);
      const endpoint = employerApi.url('/v1/applications');
      const { job, body } = await applyTo('api', endpoint, { coverLetter: 'Cover letter text', notes: 'PRIVATE-NOTE' });
      expect(body.application).toMatchObject({
        status: 'Applied',
        failureReason: null,
        externalSubmissionDetails: {
          method: 'api',
          targetDestination: endpoint,
          responseDetails: 'HTTP 201 from the employer\'s API: {"received":true}',
        },
      });
      expect(applyOutcomeMessage(body)).toBe('Your application has been submitted via API.');

      expect(employerApi.received).toHaveLength(1);
      const request = employerApi.received[0]!;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/v1/applications');
      expect(request.headers['content-type']).toBe('application/json');
      const expected = `sha256=${crypto.createHmac('sha256', server.config.applicationWebhookSecret).update(request.body).digest('hex')}`;
      expect(request.headers['x-orbit-signature']).toBe(expected);
      expect(request.body).not.toContain('PRIVATE-NOTE');
      const sent = JSON.parse(request.body);
      expect(sent).toMatchObject({
        applicationId: body.application._id,
        job: { id: job.id, title: job.title, company: 'Acme Remote' },
        applicant: {
          name: 'Amaka Seeker',
          email: seeker.email,
          title: 'Frontend Engineer',
          skills: ['JavaScript', 'React'],
        },
        coverLetter: 'Cover letter text',
        resume: { fileName: 'amaka-resume.pdf', contentType: 'application/pdf' },
      });

      // The link is absolute (PUBLIC_URL) and works without an account, until it expires or is tampered with.
      const link = new URL(sent.resume.url);
      expect(link.origin).toBe('http://orbit.test');
      const path = `${link.pathname}${link.search}`;
      const download = await server.app.inject({ method: 'GET', url: path });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const tampered = path.replace(/sig=([^&])/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
      expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
      const otherId = path.replace(body.application._id, crypto.randomUUID());
      expect((await server.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(403);
      server.clock.advance(15 * dayMs);
      try {
        const expired = await server.app.inject({ method: 'GET', url: path });
        expect(expired.statusCode).toBe(403);
        expect(expired.json().msg).toBe(messages.resumeLinkInvalid);
      } finally {
        server.clock.advance(-15 * dayMs);
      }
      const withdrawn = await server.app.inject({
        method: 'DELETE',
        url: `/api/applications/${body.application._id}`,
        headers: bearer(seeker.token),
      });
      expect(withdrawn.statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    });

    it('a 500 from the employer API leaves the application Failed, with the reason and the posting to apply on', async () => {
      employerApi.respondWith(() => ({ status: 500, body: 'upstream exploded' }));
      try {
        const { body } = await applyTo('api', employerApi.url('/v1/applications'), {}, 'https://board.example/jobs/42');
        expect(body.application.status).toBe('Failed');
        // "Apply on the company site" goes to the posting, never to the employer's API endpoint.
        expect(body.application.job.companySiteUrl).toBe('https://board.example/jobs/42');
        expect(body.application.failureReason).toBe("The employer's API answered HTTP 500");
        expect(body.application.externalSubmissionDetails?.responseDetails).toBe(
          "HTTP 500 from the employer's API: upstream exploded",
        );
        expect(body.msg).toBe(
          'Your application has been saved, but could not be submitted externally. Please try applying directly on the company website.',
        );
        const listed = (
          await server.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(seeker.token) })
        ).json<Application[]>();
        const failed = listed.find((application) => application._id === body.application._id);
        expect(failed?.status).toBe('Failed');
        expect(failed?.job.companySiteUrl).toBe('https://board.example/jobs/42');
      } finally {
        employerApi.respondWith(() => ({ status: 201, body: '{"received":true}' }));
      }
    });

    it('refuses private and odd targets without the request reaching them', async () => {
      forbidden.received.splice(0);
      redirector.received.splice(0);
      const cases: [string, string][] = [
        [forbidden.url('/apply'), 'Refused: loopback address'],
        [`http://localhost:${forbidden.port}/apply`, 'Refused: loopback address (localhost resolves to'],
        ['http://10.0.0.1/apply', 'Refused: private address'],
        ['http://169.254.169.254/latest/meta-data/', 'Refused: link-local address'],
        [`http://[::1]:${forbiddenV6?.port ?? forbidden.port}/apply`, 'Refused: loopback address'],
        [`http://[::ffff:127.0.0.1]:${forbidden.port}/apply`, 'Refused: loopback address'],
        [
          redirector.url(`/go?to=${encodeURIComponent(forbidden.url('/after-redirect'))}`),
          `Refused: loopback address, after a redirect from ${redirector.hostPort}`,
        ],
        [
          redirector.url(`/go?to=${encodeURIComponent('http://169.254.169.254/')}`),
          'Refused: link-local address, after a redirect',
        ],
        ['ftp://files.acme.example/apply', 'Refused: only http and https URLs are allowed'],
      ];
      for (const [endpoint, reason] of cases) {
        const { body } = await applyTo('api', endpoint);
        expect(body.application.status, endpoint).toBe('Failed');
        expect(body.application.failureReason, endpoint).toContain(reason);
      }
      expect(forbidden.received).toEqual([]);
      expect(forbiddenV6?.received ?? []).toEqual([]);
      expect(redirector.received).toHaveLength(2);
    });

    it('answers 409 to a duplicate without posting twice', async () => {
      employerApi.received.splice(0);
      const job = await buildJob(server, {
        applicationMethodType: 'api',
        applicationMethodValue: employerApi.url('/dup'),
      });
      const responses = await Promise.all([
        apply(seeker.token, { jobId: job.id }),
        apply(seeker.token, { jobId: job.id }),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(employerApi.received).toHaveLength(1);
    });
  });
});

describe('an application e-mail that cannot be delivered', () => {
  let server: TestServer;
  let seeker: SignedInUser;
  let deadPort: number;

  beforeAll(async () => {
    // An SMTP URL nobody listens on: every attempt fails, so the queue keeps the e-mail for its retries.
    const closed = await startRecordingServer();
    deadPort = closed.port;
    await closed.close();
    server = await startTestServer({ smtpUrl: `smtp://127.0.0.1:${deadPort}` });
    seeker = await buildSeeker(server);
  });
  afterAll(() => server.close());

  const applyByEmail = async () => {
    const job = await buildJob(server, {
      applicationMethodType: 'email',
      applicationMethodValue: 'jobs@unreachable.example',
    });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(seeker.token),
      payload: { jobId: job.id },
    });
    expect(response.statusCode).toBe(201);
    const application = response.json<ApplyResponse>().application;
    const [email] = await server.database.db.select().from(emails).where(eq(emails.applicationId, application._id));
    return { application, emailId: email!.id };
  };

  it('marks the application Failed, with the reason, after the last retry', async () => {
    const { application, emailId } = await applyByEmail();
    expect(application.status).toBe('Applied');
    // The queue's worker tries first and fails; the queue would retry with backoff. Drive the last retry directly.
    await expect
      .poll(async () => (await server.database.db.select().from(emails).where(eq(emails.id, emailId)))[0]?.attempts, {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    const { sendQueuedEmail } = await import('../../lib/mail/email-worker.ts');
    // The registry's own deps: SMTP on the dead port, and the applications feature's outcome hooks.
    const deps = backgroundTaskDeps({
      db: server.database.db,
      clock: server.clock,
      log: server.app.log,
      config: server.config,
      boss: server.boss,
    });
    await expect(sendQueuedEmail(deps, emailId, emailRetryLimit)).rejects.toThrow();

    const [email] = await server.database.db.select().from(emails).where(eq(emails.id, emailId));
    expect(email?.status).toBe('failed');
    const listed = (
      await server.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(seeker.token) })
    ).json<Application[]>();
    const failed = listed.find((a) => a._id === application._id);
    expect(failed?.status).toBe('Failed');
    expect(failed?.failureReason).toMatch(/^The application e-mail could not be delivered: .*ECONNREFUSED/);
  });

  it('cancels the e-mail when the seeker withdraws before it leaves', async () => {
    const { application, emailId } = await applyByEmail();
    const withdrawn = await server.app.inject({
      method: 'DELETE',
      url: `/api/applications/${application._id}`,
      headers: bearer(seeker.token),
    });
    expect(withdrawn.statusCode).toBe(200);
    const { sendQueuedEmail } = await import('../../lib/mail/email-worker.ts');
    const sent: string[] = [];
    await sendQueuedEmail(
      {
        ...backgroundTaskDeps({
          db: server.database.db,
          clock: server.clock,
          log: server.app.log,
          config: server.config,
          boss: server.boss,
        }),
        transport: { sendMail: async (message) => sent.push(message.to) },
      },
      emailId,
      emailRetryLimit,
    );
    expect(sent).toEqual([]);
    const [email] = await server.database.db.select().from(emails).where(eq(emails.id, emailId));
    expect(email?.status).toBe('cancelled');
    const [row] = await server.database.db.select().from(applications).where(eq(applications.id, application._id));
    expect(row?.status).toBe('Applied');
  });
});
