import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Thread } from '@orbit/shared/outreach-contracts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { threadMessageRule } from './message-rate-limit.ts';

const minuteMs = 60 * 1000;

describe('how fast one sender may write in a thread', () => {
  let server: TestServer;
  let seeker: SignedInSeeker;
  let employer: SignedInEmployer;
  let otherEmployer: SignedInEmployer;
  let threadId: string;
  let otherThreadId: string;

  /** A thread the employer opened from the seeker's application to its job. */
  async function threadWith(company: SignedInEmployer): Promise<string> {
    const job = await buildCompanyJob(server, company);
    const applicationId = (await applyTo(server, seeker.token, job.id)).application._id;
    const opened = await server.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/thread`,
      headers: bearer(company.token),
    });
    return opened.json<{ thread: Thread }>().thread._id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    seeker = await buildSeeker(server, { resume: false });
    [employer, otherEmployer] = await Promise.all([buildCompanyEmployer(server), buildCompanyEmployer(server)]);
    threadId = await threadWith(employer);
    otherThreadId = await threadWith(otherEmployer);
  });
  afterAll(() => server.close());

  const post = (token: string, thread: string, body: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/threads/${thread}/messages`,
      headers: bearer(token),
      payload: { body },
    });

  it('allows 30 messages in 10 minutes, then a 429 with Retry-After, for that sender in that thread only', async () => {
    expect(threadMessageRule).toMatchObject({ limit: 30, windowMs: 10 * minuteMs });
    const first = server.clock.now().getTime();
    for (let index = 1; index <= 30; index += 1) {
      const response = await post(seeker.token, threadId, `Answer number ${index}`);
      expect(response.statusCode, response.body).toBe(201);
      server.clock.advance(5_000);
    }
    const refused = await post(seeker.token, threadId, 'One too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: threadMessageRule.message });
    // The first of the 30 leaves the window 10 minutes after it was written.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBe(Math.ceil((first + 10 * minuteMs - server.clock.now().getTime()) / 1000));
    const messages = await server.app.inject({
      method: 'GET',
      url: `/api/threads/${threadId}/messages`,
      headers: bearer(employer.token),
    });
    expect(messages.json<{ messages: { body: string }[] }>().messages.map((message) => message.body)).not.toContain(
      'One too many',
    );

    // The other side of the thread, and the same seeker in another thread, write as before.
    expect((await post(employer.token, threadId, 'Thanks for all the answers!')).statusCode).toBe(201);
    expect((await post(seeker.token, otherThreadId, 'Hello from the same seeker')).statusCode).toBe(201);

    // Once the first message leaves the window, one more fits.
    server.clock.advance(retryAfter * 1000 - 1000);
    expect((await post(seeker.token, threadId, 'Still too early')).statusCode).toBe(429);
    server.clock.advance(1000);
    expect((await post(seeker.token, threadId, 'Back again')).statusCode).toBe(201);
    expect((await post(seeker.token, threadId, 'And again, too soon')).statusCode).toBe(429);
  });
});
