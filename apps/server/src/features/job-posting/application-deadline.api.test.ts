import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postingMessages, type PostingResponse } from '@orbit/shared/posting-contracts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, postingBody, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * An application deadline runs from today to a year ahead, today being the app's clock's (the test's fake clock,
 * years from the real date here). A deadline in the year 10000 reached PostgreSQL and answered 500.
 */
describe('the application deadline of a job post', () => {
  let server: TestServer;
  let employer: SignedInEmployer;
  let jobId: string;

  beforeAll(async () => {
    server = await startTestServer();
    server.clock.set(new Date('2031-03-10T12:00:00Z'));
    employer = await buildCompanyEmployer(server);
    const posted = await send('POST', '/api/jobs', null);
    expect(posted.statusCode, posted.body).toBe(201);
    jobId = posted.json<PostingResponse>()._id;
  });
  afterAll(() => server.close());

  const send = (method: 'POST' | 'PUT', url: string, applicationDeadline: string | null) =>
    server.app.inject({
      method,
      url,
      headers: bearer(employer.token),
      payload: postingBody({ applicationDeadline }),
    });
  const refusedWith = (msg: string) => ({ errors: expect.arrayContaining([{ path: 'applicationDeadline', msg }]) });

  it.each(['10000-01-01', '+275760-09-13', '2032-03-11', '2040-01-01'])(
    'refuses %s, more than a year ahead, on a new post and an edit',
    async (deadline) => {
      for (const [method, url] of [
        ['POST', '/api/jobs'],
        ['PUT', `/api/jobs/${jobId}`],
      ] as const) {
        const response = await send(method, url, deadline);
        expect(response.statusCode, `${method} ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject(refusedWith(postingMessages.deadlineTooFar));
      }
    },
  );

  it("accepts a deadline up to the same day a year after the app's today", async () => {
    for (const deadline of ['2031-03-11', '2031-12-31', '2032-03-10', '2032-03-10T23:00:00.000Z']) {
      const response = await send('POST', '/api/jobs', deadline);
      expect(response.statusCode, `${deadline} ${response.body}`).toBe(201);
      expect(response.json<PostingResponse>().applicationDeadline).toBe(new Date(deadline).toISOString());
    }
  });

  it('still refuses a deadline that has passed', async () => {
    const response = await send('POST', '/api/jobs', '2031-03-09');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusedWith(postingMessages.deadlinePast));
  });
});
