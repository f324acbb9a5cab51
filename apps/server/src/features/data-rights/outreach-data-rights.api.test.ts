import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, messages, outreachReports, threads } from '../../db/schema/outreach.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer, buildUser, loginAs } from '../../test-support/builders.ts';
import { buildCompanyEmployer } from '../../test-support/employer-builders.ts';
import {
  insertContactRequest,
  insertMessage,
  insertReport,
  insertThread,
} from '../../test-support/outreach-row-builders.ts';
import { buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { collectUserData } from './collect-user-data.ts';
import { scrubbedMark } from './scrub-identity.ts';

describe('data rights over contact requests, conversations and reports', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const exportOf = async (userId: string) =>
    (await collectUserData(server.database.db, userId, server.clock.now(), () => false)).document;

  /** A company that asked the seeker, talked with them (one message of its own held), and was reported by them. */
  async function outreachWith(seeker: { id: string }, name = 'Amaka Seeker') {
    const employer = await buildCompanyEmployer(server);
    const job = await buildCompanyJob(server, employer, { title: 'Design Lead' });
    const requestId = await insertContactRequest(server, {
      companyId: employer.companyId,
      seekerId: seeker.id,
      senderId: employer.id,
      jobId: job.id,
      message: 'We would like to talk about our Design Lead role.',
      status: 'accepted',
    });
    const threadId = await insertThread(server, { companyId: employer.companyId, seekerId: seeker.id });
    // The seeker answers a minute after the company wrote: the export lists a conversation in the order it was held.
    const wrote = server.clock.now();
    await insertMessage(server, {
      threadId,
      senderId: employer.id,
      side: 'employer',
      body: `Hello ${name}, welcome!`,
      createdAt: wrote,
    });
    await insertMessage(server, {
      threadId,
      senderId: seeker.id,
      side: 'seeker',
      body: 'Thanks, my number is below.',
      createdAt: new Date(wrote.getTime() + 60_000),
    });
    const heldId = await insertMessage(server, {
      threadId,
      senderId: employer.id,
      side: 'employer',
      body: 'Pay the onboarding fee by gift card',
      heldReasons: ['Asks for a fee'],
    });
    const reportId = await insertReport(server, {
      kind: 'contact-request',
      companyId: employer.companyId,
      contactRequestId: requestId,
      reporterId: seeker.id,
      reason: `I am ${name} and they asked for money`,
    });
    return { employer, requestId, threadId, heldId, reportId };
  }

  it("a seeker's export holds the requests they received, their conversations without held messages, and their reports", async () => {
    const seeker = await buildSeeker(server, { resume: false });
    const { employer, requestId, threadId, reportId } = await outreachWith(seeker);
    const stranger = await buildSeeker(server, { resume: false });
    await insertThread(server, { companyId: employer.companyId, seekerId: stranger.id });

    const document = await exportOf(seeker.id);
    expect(document.contactRequests).toEqual([
      expect.objectContaining({
        id: requestId,
        company: employer.companyName,
        job: 'Design Lead',
        message: 'We would like to talk about our Design Lead role.',
        status: 'accepted',
      }),
    ]);
    expect(document.conversations).toEqual([
      expect.objectContaining({
        id: threadId,
        company: employer.companyName,
        messages: [
          expect.objectContaining({ side: 'employer', body: 'Hello Amaka Seeker, welcome!', held: false }),
          expect.objectContaining({ side: 'seeker', body: 'Thanks, my number is below.', held: false }),
        ],
      }),
    ]);
    expect(document.reportsFiled).toEqual([
      expect.objectContaining({ id: reportId, kind: 'contact-request', company: employer.companyName, status: 'open' }),
    ]);
    expect(JSON.stringify(document)).not.toContain('gift card');
    expect(JSON.stringify(document)).not.toContain('Asks for a fee');
  });

  it("an employer's export holds the requests they sent and the messages they wrote, not a colleague's", async () => {
    const seeker = await buildSeeker(server, { resume: false });
    const { employer, requestId, threadId } = await outreachWith(seeker);
    const colleague = await buildUser(server, { userType: 'employer', companyId: employer.companyId });
    await insertMessage(server, { threadId, senderId: colleague.id, side: 'employer', body: 'A colleague here.' });

    const document = await exportOf(employer.id);
    expect(document.contactRequestsSent).toEqual([
      expect.objectContaining({ id: requestId, job: 'Design Lead', status: 'accepted' }),
    ]);
    expect((document.messagesWritten as { body: string }[]).map((message) => message.body)).toEqual([
      'Hello Amaka Seeker, welcome!',
      'Pay the onboarding fee by gift card',
    ]);
    expect(document).not.toHaveProperty('conversations');
  });

  it("deleting a seeker's account anonymises their threads as applications are: their words go, the company's stay", async () => {
    const first = await buildSeeker(server, { resume: false, name: 'Kofi Mensah' });
    const second = await buildSeeker(server, { resume: false, name: 'Efua Boateng' });
    const { employer, requestId, threadId, heldId, reportId } = await outreachWith(first, 'Kofi Mensah');
    const secondThread = await insertThread(server, { companyId: employer.companyId, seekerId: second.id });
    await insertMessage(server, { threadId: secondThread, senderId: second.id, side: 'seeker', body: 'Hi there' });
    const pending = await insertContactRequest(server, {
      companyId: employer.companyId,
      seekerId: second.id,
      senderId: employer.id,
    });

    for (const seeker of [first, second]) {
      const deleted = await server.app.inject({
        method: 'POST',
        url: '/api/users/delete-account',
        headers: bearer(seeker.token),
        payload: { password: seeker.password },
      });
      expect(deleted.statusCode).toBe(200);
    }

    const db = server.database.db;
    const left = await db
      .select()
      .from(threads)
      .where(inArray(threads.id, [threadId, secondThread]));
    expect(left.map((thread) => thread.seekerId)).toEqual([null, null]);
    const kept = await db
      .select()
      .from(messages)
      .where(inArray(messages.threadId, [threadId, secondThread]));
    expect(kept.map((message) => message.side)).toEqual(['employer', 'employer']);
    expect(kept.map((message) => message.body).sort()).toEqual([
      `Hello ${scrubbedMark}, welcome!`,
      'Pay the onboarding fee by gift card',
    ]);
    expect(kept.find((message) => message.id === heldId)).toMatchObject({ held: true });

    const requests = await db
      .select()
      .from(contactRequests)
      .where(inArray(contactRequests.id, [requestId, pending]));
    expect(Object.fromEntries(requests.map((row) => [row.id, [row.seekerId, row.status]]))).toEqual({
      [requestId]: [null, 'accepted'],
      [pending]: [null, 'expired'],
    });
    const [report] = await db.select().from(outreachReports).where(eq(outreachReports.id, reportId));
    expect(report).toMatchObject({ reporterId: null, reason: `I am ${scrubbedMark} and they asked for money` });

    // The company's side goes on: its employer still signs in and its export still holds what it wrote.
    await loginAs(server, employer);
    expect((await exportOf(employer.id)).messagesWritten).toHaveLength(2);
  });
});
