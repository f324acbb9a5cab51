import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { emails } from '../../db/schema/mail.ts';
import {
  emailRetryLimit,
  sendQueuedEmail,
  type MailTransport,
  type SendEmailDeps,
} from '../../lib/mail/email-worker.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { applicationEmailOutcomes } from './application-email-outcomes.ts';

/** What an application e-mail's outcome does to its application (the hooks the registry gives the mail task). */
describe('application e-mail outcomes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const depsWith = (transport: MailTransport): SendEmailDeps => ({
    db: server.database.db,
    log: { info: () => {}, warn: () => {} } as unknown as SendEmailDeps['log'],
    clock: server.clock,
    transport,
    mailFrom: 'Orbit Jobs <no-reply@orbit.test>',
    messageIdDomain: 'orbit.test',
    uploadDir: server.config.uploadDir,
    emailOutcomes: [applicationEmailOutcomes],
  });
  const storeApplicationEmail = async () => {
    const seeker = await buildSeeker(server);
    const job = await buildJob(server, { applicationMethodType: 'email', applicationMethodValue: 'jobs@acme.example' });
    const [application] = await server.database.db
      .insert(applications)
      .values({
        seekerId: seeker.id,
        jobId: job.id,
        appliedAt: server.clock.now(),
        resumeFileId: seeker.resumeFileId,
        isExternal: true,
      })
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
    return { emailId: email!.id, applicationId: application!.id, resumeFileId: seeker.resumeFileId! };
  };
  const statusOf = async (id: string) =>
    (await server.database.db.select().from(emails).where(eq(emails.id, id)))[0]?.status;
  const applicationOf = async (id: string) =>
    (await server.database.db.select().from(applications).where(eq(applications.id, id)))[0];

  it('fails at once, without retries, when the server refuses the mailbox (5xx), and fails the application', async () => {
    const { emailId, applicationId } = await storeApplicationEmail();
    const refusal = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
    await sendQueuedEmail(depsWith({ sendMail: async () => Promise.reject(refusal) }), emailId, 0);
    expect(await statusOf(emailId)).toBe('failed');
    expect(await applicationOf(applicationId)).toMatchObject({
      status: 'Failed',
      failureReason: 'The application e-mail could not be delivered: 550 5.1.1 mailbox unavailable',
      updatedAt: server.clock.now(),
    });
  });

  it('fails the application when the attached file is gone', async () => {
    const { emailId, applicationId, resumeFileId } = await storeApplicationEmail();
    await server.database.db.delete(uploadedFiles).where(eq(uploadedFiles.id, resumeFileId));
    let calls = 0;
    await sendQueuedEmail(depsWith({ sendMail: async () => (calls += 1) }), emailId, 0);
    expect(calls).toBe(0);
    expect(await statusOf(emailId)).toBe('failed');
    expect((await applicationOf(applicationId))?.failureReason).toContain('an attached file is no longer available');
  });

  it('a transient failure before the last retry leaves the application Applied; the last one fails it', async () => {
    const { emailId, applicationId } = await storeApplicationEmail();
    const deps = depsWith({ sendMail: async () => Promise.reject(new Error('timeout')) });
    await expect(sendQueuedEmail(deps, emailId, 1)).rejects.toThrow();
    expect(await statusOf(emailId)).toBe('queued');
    expect((await applicationOf(applicationId))?.status).toBe('Applied');
    await expect(sendQueuedEmail(deps, emailId, emailRetryLimit)).rejects.toThrow();
    expect(await applicationOf(applicationId)).toMatchObject({
      status: 'Failed',
      failureReason: 'The application e-mail could not be delivered: timeout',
    });
  });

  it('leaves an application that has moved on as it is', async () => {
    const { emailId, applicationId } = await storeApplicationEmail();
    await server.database.db
      .update(applications)
      .set({ status: 'Reviewing' })
      .where(eq(applications.id, applicationId));
    const refusal = Object.assign(new Error('550 no such user'), { responseCode: 550 });
    await sendQueuedEmail(depsWith({ sendMail: async () => Promise.reject(refusal) }), emailId, 0);
    expect(await statusOf(emailId)).toBe('failed');
    expect(await applicationOf(applicationId)).toMatchObject({ status: 'Reviewing', failureReason: null });
  });

  it("a follow-up in the application's thread that bounces leaves the application Applied", async () => {
    const { emailId, applicationId } = await storeApplicationEmail();
    await sendQueuedEmail(depsWith({ sendMail: async () => undefined }), emailId, 0);
    const [followUp] = await server.database.db
      .insert(emails)
      .values({
        toAddress: 'jobs@acme.example',
        subject: 'Re: Application',
        textBody: 'Following up',
        htmlBody: '<p>Following up</p>',
        applicationId,
        inReplyToEmailId: emailId,
      })
      .returning({ id: emails.id });
    const refusal = Object.assign(new Error('550 no such user'), { responseCode: 550 });
    await sendQueuedEmail(depsWith({ sendMail: async () => Promise.reject(refusal) }), followUp!.id, 0);
    expect(await statusOf(followUp!.id)).toBe('failed');
    expect(await applicationOf(applicationId)).toMatchObject({ status: 'Applied', failureReason: null });
  });

  it('cancels the e-mail of a withdrawn application, and leaves the application as it is', async () => {
    const { emailId, applicationId } = await storeApplicationEmail();
    const withdrawnAt = server.clock.now();
    await server.database.db.update(applications).set({ withdrawnAt }).where(eq(applications.id, applicationId));
    const sent: string[] = [];
    await sendQueuedEmail(depsWith({ sendMail: async (message) => sent.push(message.to) }), emailId, emailRetryLimit);
    expect(sent).toEqual([]);
    expect(await statusOf(emailId)).toBe('cancelled');
    expect(await applicationOf(applicationId)).toMatchObject({ status: 'Applied', withdrawnAt });
  });
});
