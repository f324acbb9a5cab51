import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/files.ts';
import { emails } from '../../db/schema/mail.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import {
  emailRetryLimit,
  sendQueuedEmail,
  type EmailOutcomeHooks,
  type MailMessage,
  type MailTransport,
  type SendEmailDeps,
} from './email-worker.ts';

describe('sending queued e-mails', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const storeEmail = async () => {
    const [row] = await server.database.db
      .insert(emails)
      .values({
        toAddress: 'someone@example.org',
        subject: 'Hello',
        textBody: 'Hi http://orbit.test/x',
        htmlBody: '<p>Hi</p>',
      })
      .returning({ id: emails.id });
    return row!.id;
  };
  const depsWith = (transport: MailTransport | undefined, emailOutcomes: EmailOutcomeHooks[] = []): SendEmailDeps => ({
    db: server.database.db,
    log: { info: () => {}, warn: () => {} } as unknown as SendEmailDeps['log'],
    clock: server.clock,
    transport,
    mailFrom: 'Orbit Jobs <no-reply@orbit.test>',
    messageIdDomain: 'orbit.test',
    uploadDir: server.config.uploadDir,
    emailOutcomes,
  });
  const statusOf = async (id: string) => (await server.database.db.select().from(emails).where(eq(emails.id, id)))[0];

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

  it('gives every e-mail a stable Message-ID at the public host, and a reply In-Reply-To and References naming the original', async () => {
    const original = await storeEmail();
    const [reply] = await server.database.db
      .insert(emails)
      .values({
        toAddress: 'someone@example.org',
        subject: 'Re: Hello',
        textBody: 'Again',
        htmlBody: '<p>Again</p>',
        inReplyToEmailId: original,
      })
      .returning({ id: emails.id });
    const sent: MailMessage[] = [];
    let fail = true;
    const deps = depsWith({
      sendMail: async (message) => {
        sent.push(message);
        if (fail) {
          fail = false;
          throw new Error('timeout');
        }
      },
    });
    await expect(sendQueuedEmail(deps, original, 0)).rejects.toThrow('timeout');
    await sendQueuedEmail(deps, original, 1);
    await sendQueuedEmail(deps, reply!.id, 0);
    // The same ID on the retry: a server that took the first attempt sees a duplicate, not a second message.
    expect(sent.map((message) => message.messageId)).toEqual([
      `<${original}@orbit.test>`,
      `<${original}@orbit.test>`,
      `<${reply!.id}@orbit.test>`,
    ]);
    expect(sent[0]).not.toHaveProperty('inReplyTo');
    expect(sent[2]).toMatchObject({ inReplyTo: `<${original}@orbit.test>`, references: `<${original}@orbit.test>` });
  });

  it('writes to the dev outbox without SMTP', async () => {
    const id = await storeEmail();
    await sendQueuedEmail(depsWith(undefined), id, 0);
    expect((await statusOf(id))?.status).toBe('outbox');
  });

  describe('e-mails with attachments', () => {
    const storeEmailWithResume = async () => {
      const seeker = await buildSeeker(server);
      const [email] = await server.database.db
        .insert(emails)
        .values({
          toAddress: 'jobs@acme.example',
          replyTo: seeker.email,
          subject: 'Application',
          textBody: 'Dear team',
          htmlBody: '<p>Dear team</p>',
          attachments: [{ fileId: seeker.resumeFileId! }],
        })
        .returning({ id: emails.id });
      return { emailId: email!.id, resumeFileId: seeker.resumeFileId!, seekerEmail: seeker.email };
    };

    it('reads the attachment at send time and sets reply-to', async () => {
      const { emailId, seekerEmail } = await storeEmailWithResume();
      const sent: MailMessage[] = [];
      await sendQueuedEmail(depsWith({ sendMail: async (message) => sent.push(message) }), emailId, 0);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.replyTo).toBe(seekerEmail);
      expect(sent[0]?.attachments?.[0]).toMatchObject({ filename: 'amaka-resume.pdf', contentType: 'application/pdf' });
      expect(sent[0]?.attachments?.[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('fails at once, without sending, when the attached file is gone', async () => {
      const { emailId, resumeFileId } = await storeEmailWithResume();
      await server.database.db.delete(uploadedFiles).where(eq(uploadedFiles.id, resumeFileId));
      let calls = 0;
      await sendQueuedEmail(depsWith({ sendMail: async () => (calls += 1) }), emailId, 0);
      expect(calls).toBe(0);
      expect(await statusOf(emailId)).toMatchObject({
        status: 'failed',
        lastError: 'an attached file is no longer available',
      });
    });
  });

  /** Mail only reports outcomes; the hooks (given by the wiring) decide what they mean. */
  describe('outcome hooks', () => {
    const recording = () => {
      const failures: { emailId: string; reason: string; failedAt: Date }[] = [];
      const hooks: EmailOutcomeHooks = {
        onFinalFailure: async (_tx, email, { reason, failedAt }) => {
          failures.push({ emailId: email.id, reason, failedAt });
        },
      };
      return { hooks, failures };
    };

    it('cancels, without sending, an e-mail a hook no longer wants; asks every hook', async () => {
      const unwanted = await storeEmail();
      const wanted = await storeEmail();
      const asked: string[] = [];
      const sent: string[] = [];
      const hooks: EmailOutcomeHooks[] = [
        { shouldCancel: async (_db, email) => (asked.push(email.id), false) },
        { shouldCancel: async (_db, email) => email.id === unwanted },
      ];
      await sendQueuedEmail(depsWith({ sendMail: async (message) => sent.push(message.to) }, hooks), unwanted, 0);
      expect(await statusOf(unwanted)).toMatchObject({ status: 'cancelled', attempts: 0 });
      expect(sent).toEqual([]);
      await sendQueuedEmail(depsWith({ sendMail: async (message) => sent.push(message.to) }, hooks), wanted, 0);
      expect((await statusOf(wanted))?.status).toBe('sent');
      expect(sent).toEqual(['someone@example.org']);
      expect(asked).toEqual([unwanted, wanted]);
    });

    it('reports a permanent refusal (5xx) at once, with the reason and time, and no retry', async () => {
      const { hooks, failures } = recording();
      const id = await storeEmail();
      const refusal = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      await sendQueuedEmail(depsWith({ sendMail: async () => Promise.reject(refusal) }, [hooks]), id, 0);
      expect((await statusOf(id))?.status).toBe('failed');
      expect(failures).toEqual([
        { emailId: id, reason: '550 5.1.1 mailbox unavailable', failedAt: server.clock.now() },
      ]);
    });

    it('reports a transient failure only after the last retry', async () => {
      const { hooks, failures } = recording();
      const id = await storeEmail();
      const deps = depsWith({ sendMail: async () => Promise.reject(new Error('timeout')) }, [hooks]);
      await expect(sendQueuedEmail(deps, id, emailRetryLimit - 1)).rejects.toThrow('timeout');
      expect(failures).toEqual([]);
      await expect(sendQueuedEmail(deps, id, emailRetryLimit)).rejects.toThrow('timeout');
      expect(failures.map((failure) => failure.reason)).toEqual(['timeout']);
    });

    it('runs the failure hooks in the transaction that marks the e-mail failed', async () => {
      const id = await storeEmail();
      const failing: EmailOutcomeHooks = {
        onFinalFailure: async () => {
          throw new Error('hook failed');
        },
      };
      const refusal = Object.assign(new Error('550 no such user'), { responseCode: 550 });
      await expect(
        sendQueuedEmail(depsWith({ sendMail: async () => Promise.reject(refusal) }, [failing]), id, 0),
      ).rejects.toThrow('hook failed');
      // Rolled back together: the e-mail is not recorded failed without what the hook had to record.
      expect((await statusOf(id))?.status).toBe('queued');
    });
  });
});
