import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { emailRetryLimit } from './enqueue-email.ts';
import { sendQueuedEmail, type MailTransport, type SendEmailDeps } from './email-worker.ts';

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
});
