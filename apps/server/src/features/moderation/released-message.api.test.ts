import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Thread } from '@orbit/shared/outreach-contracts';
import type { OutreachReport } from '@orbit/shared/outreach-contracts';
import { unreadEmailContract } from '../../domain/outreach/unread-email-task.ts';
import { buildSeeker, type SignedInSeeker, type SignedInUser } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import {
  buildCompanyEmployer,
  buildModerator,
  moderatorEnv,
  type SignedInEmployer,
} from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob, emailsTo } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const minuteMs = 60 * 1000;

describe('a held message a moderator releases', () => {
  let server: TestServer;
  let moderator: SignedInUser;
  let employer: SignedInEmployer;
  let seeker: SignedInSeeker;
  let threadId: string;

  beforeAll(async () => {
    const moderation = moderatorEnv();
    server = await startTestServer({ env: moderation.env });
    moderator = await buildModerator(server, moderation.email);
    employer = await buildCompanyEmployer(server);
    seeker = await buildSeeker(server, { resume: false });
    const job = await buildCompanyJob(server, employer);
    const applicationId = (await applyTo(server, seeker.token, job.id)).application._id;
    const opened = await server.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/thread`,
      headers: bearer(employer.token),
    });
    threadId = opened.json<{ thread: Thread }>().thread._id;
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const post = async (body: string) => {
    const response = await call('POST', `/api/threads/${threadId}/messages`, employer.token, { body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ message: { _id: string; held: boolean } }>().message;
  };
  const drain = () => drainQueues(server, { queues: [unreadEmailContract, 'email-send'] });
  const unreadMails = async () =>
    (await emailsTo(server, seeker.email)).filter((mail) => mail.subject.startsWith('New message from'));
  const unreadCount = async () =>
    (await call('GET', '/api/threads/unread', seeker.token)).json<{ unread: number }>().unread;
  const release = async (messageId: string) => {
    const token = moderator.token;
    const reports = (await call('GET', '/api/moderation/reports', token)).json<{ reports: OutreachReport[] }>();
    const report = reports.reports.find(
      (listed) => listed.status === 'open' && listed.company._id === employer.companyId,
    );
    expect(report?.heldByScreening).toBe(true);
    const answer = await call('POST', `/api/moderation/reports/${report!._id}`, token, { decision: 'dismiss' });
    expect(answer.statusCode, answer.body).toBe(200);
    const read = await call('GET', `/api/threads/${threadId}/messages`, employer.token);
    expect(read.json<{ messages: { _id: string; held: boolean }[] }>().messages).toContainEqual(
      expect.objectContaining({ _id: messageId, held: false }),
    );
  };

  it('is unread for the seeker from its release, and e-mailed once it waited 5 minutes', async () => {
    const held = await post('To continue, pay the equipment deposit via Western Union.');
    expect(held.held).toBe(true);
    // The seeker opens the thread while the message is held: they see nothing, and have read up to now.
    expect((await call('GET', `/api/threads/${threadId}/messages`, seeker.token)).statusCode).toBe(200);
    server.clock.advance(10 * minuteMs);
    await drain();
    expect(await unreadMails()).toEqual([]);
    expect(await unreadCount()).toBe(0);

    await release(held._id);
    expect(await unreadCount()).toBe(1);
    await drain();
    server.clock.advance(4 * minuteMs);
    await drain();
    expect(await unreadMails()).toEqual([]);
    server.clock.advance(minuteMs);
    await drain();
    const [mail, ...more] = await unreadMails();
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`New message from ${employer.companyName} on Orbit Jobs`);
    expect(mail?.textBody).toContain(`/inbox/threads/${threadId}`);
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain('Western Union');
  });

  it('keeps to at most one e-mail an hour per thread: a release soon after an e-mail waits for the hour', async () => {
    server.clock.advance(minuteMs);
    const held = await post('Message me on Telegram only, it is faster.');
    expect(held.held).toBe(true);
    server.clock.advance(10 * minuteMs);
    await release(held._id);
    server.clock.advance(10 * minuteMs);
    await drain();
    expect(await unreadMails()).toHaveLength(1);
    // The first e-mail went out 1 + 10 + 10 = 21 minutes ago; the hour is up 39 minutes from now.
    server.clock.advance(38 * minuteMs);
    await drain();
    expect(await unreadMails()).toHaveLength(1);
    server.clock.advance(minuteMs);
    await drain();
    expect(await unreadMails()).toHaveLength(2);
  });
});
