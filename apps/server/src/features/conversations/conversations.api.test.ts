import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationTexts } from '@orbit/shared/conversation-contracts';
import { messageMaxLength } from '@orbit/shared/policy-figures';
import { outreachMessages, type Thread, type ThreadMessage } from '@orbit/shared/outreach-contracts';
import { companies } from '../../db/schema/companies.ts';
import { messages, outreachReports, threads } from '../../db/schema/outreach.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('conversations', () => {
  let server: TestServer;
  let employer: SignedInEmployer;
  let otherEmployer: SignedInEmployer;
  let seeker: SignedInSeeker;
  let applicationId: string;
  let threadId: string;

  beforeAll(async () => {
    server = await startTestServer();
    employer = await buildCompanyEmployer(server);
    otherEmployer = await buildCompanyEmployer(server);
    seeker = await buildSeeker(server, { name: 'Adaeze Okafor' });
    const job = await buildCompanyJob(server, employer, { title: 'Platform Engineer' });
    applicationId = (await applyTo(server, seeker.token, job.id)).application._id;
  });
  afterAll(() => server.close());

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const openThread = (token: string, id = applicationId) => call(token, 'POST', `/api/applications/${id}/thread`);
  const post = (token: string, body: string, id = threadId) =>
    call(token, 'POST', `/api/threads/${id}/messages`, { body });
  const read = async (token: string, id = threadId) => {
    const response = await call(token, 'GET', `/api/threads/${id}/messages`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ thread: Thread; messages: ThreadMessage[]; warning: string | null; canPost: boolean }>();
  };
  const list = async (token: string) =>
    (await call(token, 'GET', '/api/threads')).json<{ threads: Thread[] }>().threads;
  const unread = async (token: string) => (await call(token, 'GET', '/api/threads/unread')).json<{ unread: number }>();
  // Each step a second later: read and write times are compared, as they are a person's actions apart.
  const tick = () => server.clock.advance(1000);

  it('the employer opens the one thread from an application, once per company and seeker', async () => {
    const first = await openThread(employer.token);
    expect(first.statusCode, first.body).toBe(200);
    const { thread } = first.json<{ thread: Thread }>();
    threadId = thread._id;
    expect(thread).toMatchObject({
      company: { _id: employer.companyId, name: employer.companyName },
      with: 'Adaeze Okafor',
      job: { title: 'Platform Engineer' },
      lastMessageAt: null,
      unread: 0,
    });
    const again = await openThread(employer.token);
    expect(again.json<{ thread: Thread }>().thread._id).toBe(threadId);
  });

  it("refuses a seeker (403), and another company's application is a 404", async () => {
    expect((await openThread(seeker.token)).statusCode).toBe(403);
    expect((await openThread(otherEmployer.token)).statusCode).toBe(404);
    expect((await openThread(employer.token, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('messages go both ways, oldest first, with unread counts and read marking', async () => {
    tick();
    expect((await post(employer.token, 'Hello Adaeze, can we talk on Thursday?')).statusCode).toBe(201);
    expect(await unread(seeker.token)).toEqual({ unread: 1 });
    const [listed] = await list(seeker.token);
    expect(listed).toMatchObject({ _id: threadId, with: employer.companyName, unread: 1 });
    tick();
    const seen = await read(seeker.token);
    expect(seen.messages.map((m) => [m.side, m.mine, m.body])).toEqual([
      ['employer', false, 'Hello Adaeze, can we talk on Thursday?'],
    ]);
    expect(seen.warning).toBeNull();
    expect(await unread(seeker.token)).toEqual({ unread: 0 });
    tick();
    const repliedAt = server.clock.now().toISOString();
    expect((await post(seeker.token, 'Thursday works for me.')).statusCode).toBe(201);
    expect(await unread(employer.token)).toEqual({ unread: 1 });
    tick();
    const employerView = await read(employer.token);
    expect(employerView.messages.map((m) => [m.side, m.mine])).toEqual([
      ['employer', true],
      ['seeker', false],
    ]);
    expect(employerView.canPost).toBe(true);
    expect(await unread(employer.token)).toEqual({ unread: 0 });
    const [employerListed] = await list(employer.token);
    expect(employerListed).toMatchObject({ with: 'Adaeze Okafor', unread: 0, lastMessageAt: repliedAt });
  });

  it("GET /api/inbox answers the caller's requests and threads", async () => {
    const response = await call(seeker.token, 'GET', '/api/inbox');
    expect(response.statusCode, response.body).toBe(200);
    const inbox = response.json<{ requests: unknown[]; threads: Thread[] }>();
    expect(inbox.requests).toEqual([]);
    expect(inbox.threads.map((thread) => thread._id)).toEqual([threadId]);
  });

  it('stores and returns markup verbatim, as text', async () => {
    tick();
    const markup = '<img src=x onerror=alert(1)>';
    const response = await post(employer.token, markup);
    expect(response.json<{ message: ThreadMessage }>().message.body).toBe(markup);
    expect((await read(seeker.token)).messages.at(-1)?.body).toBe(markup);
  });

  it(`refuses an empty message and one over ${messageMaxLength} characters`, async () => {
    expect((await post(employer.token, 'x'.repeat(messageMaxLength + 1))).statusCode).toBe(400);
    expect((await post(employer.token, '   ')).statusCode).toBe(400);
    expect((await post(employer.token, 'x'.repeat(messageMaxLength))).statusCode).toBe(201);
  });

  it('holds a message asking for money: the sender sees it held, the seeker is warned instead, a report is filed', async () => {
    tick();
    const response = await post(employer.token, 'Please pay the training fee of $50 to start, reply only on WhatsApp');
    expect(response.statusCode).toBe(201);
    const { message, notice } = response.json<{ message: ThreadMessage; notice?: string }>();
    expect(message).toMatchObject({ held: true, mine: true });
    expect(notice).toBe(outreachMessages.messageHeld);
    const [report] = await server.database.db
      .select()
      .from(outreachReports)
      .where(eq(outreachReports.messageId, message._id));
    expect(report).toMatchObject({ kind: 'message', companyId: employer.companyId, reporterId: null, status: 'open' });
    expect((await read(employer.token)).messages.at(-1)).toMatchObject({ _id: message._id, held: true });
    expect(await unread(seeker.token)).toEqual({ unread: 0 });
    const seekerView = await read(seeker.token);
    expect(seekerView.messages.map((m) => m._id)).not.toContain(message._id);
    expect(seekerView.warning).toBe(conversationTexts.heldWarning(employer.companyName));
  });

  it('a seeker reports a message the company sent, and only such a message', async () => {
    const seekerView = await read(seeker.token);
    const fromCompany = seekerView.messages.find((m) => m.side === 'employer')!;
    const own = seekerView.messages.find((m) => m.side === 'seeker')!;
    const report = (token: string, id: string) =>
      call(token, 'POST', `/api/threads/${threadId}/messages/${id}/report`, { reason: 'Feels off' });
    expect((await report(seeker.token, fromCompany._id)).statusCode).toBe(200);
    expect((await report(seeker.token, fromCompany._id)).statusCode).toBe(200);
    const filed = await server.database.db
      .select()
      .from(outreachReports)
      .where(and(eq(outreachReports.messageId, fromCompany._id), eq(outreachReports.reporterId, seeker.id)));
    expect(filed).toMatchObject([{ kind: 'message', reason: 'Feels off' }]);
    expect((await report(seeker.token, own._id)).statusCode).toBe(404);
    expect((await report(employer.token, fromCompany._id)).statusCode).toBe(403);
  });

  it("someone else's thread is a 404 to read, write and list", async () => {
    const stranger = await buildSeeker(server, { resume: false });
    for (const token of [otherEmployer.token, stranger.token]) {
      expect((await call(token, 'GET', `/api/threads/${threadId}/messages`)).statusCode).toBe(404);
      expect((await post(token, 'Hi')).statusCode).toBe(404);
      expect(await list(token)).toEqual([]);
    }
    expect((await call(seeker.token, 'GET', '/api/threads/not-a-uuid/messages')).statusCode).toBe(404);
  });

  it("a suspended company's employers cannot write; the seeker still reads", async () => {
    await server.database.db
      .update(companies)
      .set({ suspendedAt: server.clock.now() })
      .where(eq(companies.id, employer.companyId));
    const response = await post(employer.token, 'One more thing');
    expect(response.statusCode).toBe(403);
    expect(response.json<{ msg: string }>().msg).toBe(outreachMessages.suspended);
    expect((await read(employer.token)).canPost).toBe(false);
    await server.database.db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, employer.companyId));
  });

  it("a deleted seeker's thread reads 'Deleted account' to the company, which cannot write there", async () => {
    const gone = await buildSeeker(server, { resume: false });
    const job = await buildCompanyJob(server, employer);
    const opened = await openThread(employer.token, (await applyTo(server, gone.token, job.id)).application._id);
    const goneThread = opened.json<{ thread: Thread }>().thread._id;
    // What deleting the account does to the thread (the foreign key's set null).
    await server.database.db.update(threads).set({ seekerId: null }).where(eq(threads.id, goneThread));
    const view = await read(employer.token, goneThread);
    expect(view.thread.with).toBe(conversationTexts.deletedAccount);
    expect(view.canPost).toBe(false);
    expect((await post(employer.token, 'Hello?', goneThread)).statusCode).toBe(409);
    expect(await server.database.db.select().from(messages).where(eq(messages.threadId, goneThread))).toEqual([]);
  });
});
