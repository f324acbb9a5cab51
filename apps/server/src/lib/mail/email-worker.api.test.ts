import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { emails } from '../../db/schema/mail.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { emailRetryLimit } from './enqueue-email.ts';
import { sendQueuedEmail, type MailMessage, type MailTransport, type SendEmailDeps } from './email-worker.ts';

describe('sending queued e-mails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const storeEmail = async () => {
    const [row] = await server.database.db
      .insert(emails)
      .values({ toAddress: 'someone@example.org', subject: 'Hello', textBody: 'Hi http://orbit.test/x', htmlBody: '<p>Hi</p>' })
      .returning({ id: emails.id });
    return row!.id;
  };
  const depsWith = (transport: MailTransport | undefined): SendEmailDeps => ({
    db: server.database.db,
    log: { info: () => {}, warn: () => {} } as unknown as SendEmailDeps['log'],
    clock: server.clock,
    transport,
    mailFrom: 'Orbit Jobs <no-reply@orbit.test>',
    uploadDir: server.config.uploadDir,
  });
  const statusOf = async (id: string) =>
    (await server.database.db.select().from(emails).where(eq(emails.id, id)))[0];

  it('sends once even when the job runs twice', async () => {
    const sent: string[] = [];
    const deps = depsWith({ sendMail: async (message) => sent.push(message.to) });
    const id = await storeEmail();
    await sendQueuedEmail(deps, id, 0);
    await sendQueuedEmail(deps, id, 0);
    expect(sent).toEqual(['someone@example.org']);
    expect((await statusOf(id))?.status).toBe('sent');
  });

  it('records failures, lets the queue retry, and marks the e-mail failed after the last retry', async () => {
    let calls = 0;
    const deps = depsWith({
      sendMail: async () => {
        calls += 1;
        throw new Error('421 service not available');
      },
    });
    const id = await storeEmail();
    await expect(sendQueuedEmail(deps, id, 0)).rejects.toThrow('421');
    expect(await statusOf(id)).toMatchObject({ status: 'queued', lastError: '421 service not available', attempts: 1 });
    await expect(sendQueuedEmail(deps, id, emailRetryLimit)).rejects.toThrow('421');
    expect((await statusOf(id))?.status).toBe('failed');
    expect(calls).toBe(2);
  });

  it('a retry after a failure can succeed', async () => {
    let fail = true;
    const deps = depsWith({
      sendMail: async () => {
        if (fail) {
          fail = false;
          throw new Error('timeout');
        }
      },
    });
    const id = await storeEmail();
    await expect(sendQueuedEmail(deps, id, 0)).rejects.toThrow('timeout');
    await sendQueuedEmail(deps, id, 1);
    expect(await statusOf(id)).toMatchObject({ status: 'sent', lastError: null, attempts: 2 });
  });

  it('writes to the dev outbox without SMTP', async () => {
    const id = await storeEmail();
    await sendQueuedEmail(depsWith(undefined), id, 0);
    expect((await statusOf(id))?.status).toBe('outbox');
  });

  describe('application e-mails', () => {
    const storeApplicationEmail = async () => {
      const seeker = await buildSeeker(server);
      const job = await buildJob(server, { applicationMethodType: 'email', applicationMethodValue: 'jobs@acme.example' });
      const [application] = await server.database.db
        .insert(applications)
        .values({ seekerId: seeker.id, jobId: job.id, appliedAt: server.clock.now(), resumeFileId: seeker.resumeFileId, isExternal: true })
        .returning({ id: applications.id });
      const [email] = await server.database.db
        .insert(emails)
        .values({
          toAddress: 'jobs@acme.example',
          replyTo: seeker.email,
          subject: 'Application',
          textBody: 'Dear team',
          htmlBody: '<p>Dear team</p>',
          attachments: [{ fileId: seeker.resumeFileId! }],
          applicationId: application!.id,
        })
        .returning({ id: emails.id });
      return { emailId: email!.id, applicationId: application!.id, resumeFileId: seeker.resumeFileId!, seekerEmail: seeker.email };
    };
    const applicationOf = async (id: string) =>
      (await server.database.db.select().from(applications).where(eq(applications.id, id)))[0];

    it('reads the attachment at send time and sets reply-to', async () => {
      const { emailId, seekerEmail } = await storeApplicationEmail();
      const sent: MailMessage[] = [];
      await sendQueuedEmail(depsWith({ sendMail: async (message) => sent.push(message) }), emailId, 0);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.replyTo).toBe(seekerEmail);
      expect(sent[0]?.attachments?.[0]).toMatchObject({ filename: 'amaka-resume.pdf', contentType: 'application/pdf' });
      expect(sent[0]?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('fails at once, without retries, when the server refuses the mailbox (5xx), and fails the application', async () => {
      const { emailId, applicationId } = await storeApplicationEmail();
      const refusal = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      await sendQueuedEmail(depsWith({ sendMail: async () => Promise.reject(refusal) }), emailId, 0);
      expect((await statusOf(emailId))?.status).toBe('failed');
      expect(await applicationOf(applicationId)).toMatchObject({
        status: 'Failed',
        failureReason: 'The application e-mail could not be delivered: 550 5.1.1 mailbox unavailable',
      });
    });

    it('fails at once when the attached file is gone', async () => {
      const { emailId, applicationId, resumeFileId } = await storeApplicationEmail();
      await server.database.db.delete(uploadedFiles).where(eq(uploadedFiles.id, resumeFileId));
      let calls = 0;
      await sendQueuedEmail(depsWith({ sendMail: async () => (calls += 1) }), emailId, 0);
      expect(calls).toBe(0);
      expect((await statusOf(emailId))?.status).toBe('failed');
      expect((await applicationOf(applicationId))?.failureReason).toContain('an attached file is no longer available');
    });

    it('a transient failure before the last retry leaves the application Applied', async () => {
      const { emailId, applicationId } = await storeApplicationEmail();
      await expect(sendQueuedEmail(depsWith({ sendMail: async () => Promise.reject(new Error('timeout')) }), emailId, 1)).rejects.toThrow();
      expect((await statusOf(emailId))?.status).toBe('queued');
      expect((await applicationOf(applicationId))?.status).toBe('Applied');
    });
  });
});
