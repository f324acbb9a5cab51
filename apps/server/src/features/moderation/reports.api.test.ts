import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutreachReport } from '@orbit/shared/outreach-contracts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests, messages, outreachReports } from '../../db/schema/outreach.ts';
import { assertMayReachOut } from '../../domain/outreach/suspension.ts';
import { buildSeeker, type SignedInSeeker, type SignedInUser } from '../../test-support/application-builders.ts';
import { bearer, buildUser } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import {
  buildCompanyEmployer,
  buildModerator,
  moderatorEnv,
  postingBody,
  type SignedInEmployer,
} from '../../test-support/employer-builders.ts';
import {
  insertContactRequest,
  insertMessage,
  insertReport,
  insertThread,
} from '../../test-support/outreach-row-builders.ts';
import { applicationRow, applyTo, buildCompanyJob, emailsTo } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { suspendedCompanyMessage } from '../job-posting/post-job.ts';
import { suspendedJobClosingMessage } from './report-emails.ts';

describe('moderating outreach reports', () => {
  let server: TestServer;
  let moderator: SignedInUser;
  let seeker: SignedInSeeker;
  let other: SignedInSeeker;

  beforeAll(async () => {
    const moderation = moderatorEnv();
    server = await startTestServer({ env: { ...moderation.env, STATUS_EMAIL_GAP_MINUTES: '0' } });
    [moderator, seeker, other] = await Promise.all([
      buildModerator(server, moderation.email),
      buildSeeker(server, { resume: false }),
      buildSeeker(server, { resume: false }),
    ]);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    server.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const list = async () =>
    (await call('GET', '/api/moderation/reports', moderator.token)).json<{ reports: OutreachReport[] }>().reports;

  /** A company that wrote to the seeker in a thread; one message held by screening and reported by nobody. */
  async function heldMessageOf(employer: SignedInEmployer, body: string) {
    const threadId = await insertThread(server, { companyId: employer.companyId, seekerId: seeker.id });
    const messageId = await insertMessage(server, {
      threadId,
      senderId: employer.id,
      side: 'employer',
      body,
      heldReasons: ['Asks for a fee'],
    });
    const reportId = await insertReport(server, { kind: 'message', companyId: employer.companyId, messageId });
    return { threadId, messageId, reportId };
  }

  it('lists reports to moderators only, open ones oldest first with the reported text as written', async () => {
    const employer = await buildCompanyEmployer(server);
    const job = await buildCompanyJob(server, employer, { title: 'Data Analyst' });
    const requestId = await insertContactRequest(server, {
      companyId: employer.companyId,
      seekerId: other.id,
      senderId: employer.id,
      jobId: job.id,
      message: 'Send <b>your</b> BVN to start',
      status: 'reported',
    });
    const first = await insertReport(server, {
      kind: 'contact-request',
      companyId: employer.companyId,
      contactRequestId: requestId,
      reporterId: other.id,
      reason: 'Asked for my BVN',
    });
    server.clock.advance(60_000);
    const held = await heldMessageOf(employer, 'Pay the $50 training kit fee on WhatsApp');

    for (const token of [seeker.token, employer.token]) {
      expect((await call('GET', '/api/moderation/reports', token)).statusCode).toBe(403);
      expect((await call('POST', `/api/moderation/reports/${first}`, token, { decision: 'dismiss' })).statusCode).toBe(
        403,
      );
    }
    expect((await call('GET', '/api/moderation/reports', null)).statusCode).toBe(401);

    const reports = (await list()).filter((report) => report.company._id === employer.companyId);
    expect(reports).toEqual([
      {
        _id: first,
        kind: 'contact-request',
        company: { _id: employer.companyId, name: employer.companyName, suspended: false },
        text: 'Job: Data Analyst\n\nSend <b>your</b> BVN to start',
        reason: 'Asked for my BVN',
        heldByScreening: false,
        heldReasons: [],
        status: 'open',
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        _id: held.reportId,
        kind: 'message',
        text: 'Pay the $50 training kit fee on WhatsApp',
        heldByScreening: true,
        heldReasons: ['Asks for a fee'],
      }),
    ]);
  });

  it('dismissing releases a held message to the seeker; a decided report is a 409, an unknown one a 404', async () => {
    const employer = await buildCompanyEmployer(server);
    const held = await heldMessageOf(employer, 'Happy to move our chat to email once you accept');
    const url = `/api/moderation/reports/${held.reportId}`;
    const answer = await call('POST', url, moderator.token, { decision: 'dismiss' });
    expect(answer.statusCode).toBe(200);

    const [message] = await server.database.db.select().from(messages).where(eq(messages.id, held.messageId));
    expect(message).toMatchObject({ held: false });
    const [report] = await server.database.db
      .select()
      .from(outreachReports)
      .where(eq(outreachReports.id, held.reportId));
    expect(report).toMatchObject({ status: 'dismissed', decidedBy: moderator.id });
    expect((await list()).find((listed) => listed._id === held.reportId)).toMatchObject({ status: 'dismissed' });

    expect((await call('POST', url, moderator.token, { decision: 'dismiss' })).statusCode).toBe(409);
    expect((await call('POST', url, moderator.token, { decision: 'suspend-employer', reason: 'x' })).statusCode).toBe(
      409,
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect(
        (await call('POST', `/api/moderation/reports/${id}`, moderator.token, { decision: 'dismiss' })).statusCode,
      ).toBe(404);
    }
    expect((await call('POST', url, moderator.token, { decision: 'ban' })).statusCode).toBe(400);
  });

  it('suspending the employer stops outreach, decides its reports, expires its requests, closes its Active jobs and e-mails it', async () => {
    const employer = await buildCompanyEmployer(server);
    const colleague = await buildUser(server, { userType: 'employer', companyId: employer.companyId });
    const job = await buildCompanyJob(server, employer);
    const waiting = await buildCompanyJob(server, employer, { status: 'pending' });
    const bystanderCompany = await buildCompanyEmployer(server);
    const bystanderJob = await buildCompanyJob(server, bystanderCompany);
    const applied = await applyTo(server, other.token, job.id);
    const held = await heldMessageOf(employer, 'Send a gift card to secure the interview');
    const pending = await insertContactRequest(server, {
      companyId: employer.companyId,
      seekerId: other.id,
      senderId: employer.id,
    });
    const reportedRequest = await insertContactRequest(server, {
      companyId: employer.companyId,
      seekerId: seeker.id,
      senderId: employer.id,
      status: 'reported',
    });
    const report = await insertReport(server, {
      kind: 'contact-request',
      companyId: employer.companyId,
      contactRequestId: reportedRequest,
      reporterId: seeker.id,
      reason: 'Wants money',
    });
    const url = `/api/moderation/reports/${report}`;

    expect((await call('POST', url, moderator.token, { decision: 'suspend-employer' })).statusCode).toBe(400);
    const answer = await call('POST', url, moderator.token, {
      decision: 'suspend-employer',
      reason: 'Asked seekers to pay for a training kit',
    });
    expect(answer.statusCode).toBe(200);

    await expect(assertMayReachOut(server.database.db, employer.companyId)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(assertMayReachOut(server.database.db, bystanderCompany.companyId)).resolves.toBeUndefined();
    const [company] = await server.database.db.select().from(companies).where(eq(companies.id, employer.companyId));
    expect(company).toMatchObject({ suspendedReason: 'Asked seekers to pay for a training kit' });
    expect(company?.suspendedAt).not.toBeNull();

    const reports = await server.database.db
      .select({ id: outreachReports.id, status: outreachReports.status })
      .from(outreachReports)
      .where(eq(outreachReports.companyId, employer.companyId));
    expect(reports.map((row) => row.status)).toEqual(['employer-suspended', 'employer-suspended']);
    const [stillHeld] = await server.database.db.select().from(messages).where(eq(messages.id, held.messageId));
    expect(stillHeld).toMatchObject({ held: true });
    const requests = await server.database.db
      .select({ id: contactRequests.id, status: contactRequests.status })
      .from(contactRequests)
      .where(eq(contactRequests.companyId, employer.companyId));
    expect(Object.fromEntries(requests.map((row) => [row.id, row.status]))).toEqual({
      [pending]: 'expired',
      [reportedRequest]: 'reported',
    });

    const [closed] = await server.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(closed).toMatchObject({
      status: 'closed',
      closedReason: 'cancelled',
      closedMessage: suspendedJobClosingMessage,
    });
    expect(await applicationRow(server, applied.application._id)).toMatchObject({
      status: 'Rejected',
      feedback: suspendedJobClosingMessage,
    });
    const [closedWaiting] = await server.database.db.select().from(jobs).where(eq(jobs.id, waiting.id));
    expect(closedWaiting).toMatchObject({ status: 'closed' });
    const approve = await call('POST', `/api/moderation/jobs/${waiting.id}`, moderator.token, {
      decision: 'approve',
      reason: '',
    });
    expect(approve.statusCode).toBe(409);
    const repost = await call('POST', '/api/jobs', employer.token, postingBody());
    expect(repost.statusCode).toBe(403);
    expect(repost.json()).toMatchObject({ msg: suspendedCompanyMessage });
    const [untouched] = await server.database.db.select().from(jobs).where(eq(jobs.id, bystanderJob.id));
    expect(untouched).toMatchObject({ status: 'live' });

    const mail = await emailsTo(server, employer.email);
    expect(mail.map((email) => email.subject)).toContain(
      `${employer.companyName}’s account on Orbit Jobs is suspended`,
    );
    expect(mail.find((email) => email.subject.includes('suspended'))?.textBody).toContain(
      'Asked seekers to pay for a training kit',
    );
    expect((await emailsTo(server, colleague.email)).map((email) => email.subject)).toEqual([
      `${employer.companyName}’s account on Orbit Jobs is suspended`,
    ]);
    await drainQueues(server);
    expect((await emailsTo(server, other.email)).map((email) => email.textBody).join('\n')).toContain(
      suspendedJobClosingMessage,
    );
    expect((await list()).find((listed) => listed._id === report)).toMatchObject({
      status: 'employer-suspended',
      company: { suspended: true },
    });
  });
});
