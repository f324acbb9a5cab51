import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Thread } from '@orbit/shared/outreach-contracts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob, emailsTo } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { unreadEmailTask } from './unread-email.ts';

const minuteMs = 60 * 1000;

describe('unread message e-mails', () => {
  let server: TestServer;
  let employer: SignedInEmployer;
  let seeker: SignedInSeeker;
  let threadId: string;

  beforeAll(async () => {
    server = await startTestServer();
    employer = await buildCompanyEmployer(server);
    seeker = await buildSeeker(server, { name: 'Wanjiru Kamau', resume: false });
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

  const post = async (token: string, body: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/threads/${threadId}/messages`,
      headers: bearer(token),
      payload: { body },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const drain = () => drainQueues(server, { queues: [unreadEmailTask, 'email-send'] });
  const unreadMails = async (address: string) =>
    (await emailsTo(server, address)).filter((mail) => mail.subject.startsWith('New message from'));

  it('e-mails the seeker once a message waited 5 minutes: a link to the thread, never the text', async () => {
    await post(employer.token, 'SECRET-BODY-4417: are you free to talk?');
    await drain();
    server.clock.advance(4 * minuteMs);
    await drain();
    expect(await unreadMails(seeker.email)).toEqual([]);
    server.clock.advance(minuteMs);
    await drain();
    const [mail, ...more] = await unreadMails(seeker.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`New message from ${employer.companyName} on Orbit Jobs`);
    expect(mail?.textBody).toContain(`Open the conversation: http://orbit.test/inbox/threads/${threadId}`);
    expect(`${mail?.subject}${mail?.textBody}${mail?.htmlBody}`).not.toContain('SECRET-BODY-4417');
  });

  it('e-mails the same side about the thread at most once an hour', async () => {
    server.clock.advance(minuteMs);
    await post(employer.token, 'A second question');
    server.clock.advance(10 * minuteMs);
    await drain();
    expect(await unreadMails(seeker.email)).toHaveLength(1);
    server.clock.advance(50 * minuteMs);
    await drain();
    expect(await unreadMails(seeker.email)).toHaveLength(2);
  });

  it('sends nothing when the message was read in time', async () => {
    server.clock.advance(minuteMs);
    await post(seeker.token, 'Thanks, yes.');
    server.clock.advance(2 * minuteMs);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: bearer(employer.token),
    });
    expect(read.statusCode).toBe(200);
    server.clock.advance(10 * minuteMs);
    await drain();
    expect(await unreadMails(employer.email)).toEqual([]);
  });

  it('e-mails the company about a seeker message left unread', async () => {
    server.clock.advance(minuteMs);
    await post(seeker.token, 'One more thing: SECRET-REPLY-9021');
    server.clock.advance(5 * minuteMs);
    await drain();
    const [mail] = await unreadMails(employer.email);
    expect(mail?.subject).toBe('New message from Wanjiru Kamau on Orbit Jobs');
    expect(`${mail?.textBody}${mail?.htmlBody}`).not.toContain('SECRET-REPLY-9021');
  });
});
