import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequestSchema, outreachMessages, type ContactRequestInput } from '@orbit/shared/outreach-contracts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { contactRequests, outreachReports, threads } from '../../db/schema/outreach.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { bearer, buildUser, loginAs, type BuiltUser } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { buildCompanyJob, emailsTo } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { contactRequestExpiryTask } from './expire-requests.ts';
import { listRequestsForCompany, listRequestsForSeeker } from './list-requests.ts';

const dayMs = 24 * 60 * 60 * 1000;
const scriptMessage = 'We would love to talk about our team. <img src=x onerror=alert(1)> & more';

describe('contact requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A seeker in the talent pool, visible to every employer unless told otherwise. */
  async function poolSeeker(
    visibility: 'all-employers' | 'verified-employers' | 'hidden' = 'all-employers',
    signIn = true,
  ) {
    const seeker = await buildUser(server, {
      name: 'Amara Okafor',
      phone: '+234 801 000 0000',
      location: 'Lagos, Nigeria',
      title: 'Backend Engineer',
      skills: ['Go'],
      onboardingComplete: true,
      talentVisibility: visibility,
    });
    return { ...seeker, token: signIn ? await loginAs(server, seeker) : '' };
  }

  const body = (overrides: Partial<ContactRequestInput> = {}): ContactRequestInput => ({
    subject: 'A backend role',
    message: scriptMessage,
    salaryMin: 50_000,
    salaryMax: 70_000,
    salaryCurrency: 'USD',
    ...overrides,
  });

  const contact = (employer: { token: string }, seekerId: string, payload: object = body()) =>
    server.app.inject({
      method: 'POST',
      url: `/api/candidates/${seekerId}/contact`,
      headers: bearer(employer.token),
      payload,
    });

  const decide = (seeker: { token: string }, requestId: string, payload: object) =>
    server.app.inject({
      method: 'POST',
      url: `/api/contact-requests/${requestId}`,
      headers: bearer(seeker.token),
      payload,
    });

  async function sent(employer: SignedInEmployer, seekerId: string, payload: object = body()) {
    const response = await contact(employer, seekerId, payload);
    expect(response.statusCode, response.body).toBe(201);
    return contactRequestSchema.parse(response.json().contactRequest);
  }

  /** Sessions run on the app's clock: after moving it a long way, sign in again. */
  const signInAgain = async <T extends BuiltUser & { token: string }>(user: T): Promise<T> => ({
    ...user,
    token: await loginAs(server, user),
  });

  it('sends a request about a job, and e-mails the seeker the company, the job and the pay, the message staying in the inbox', async () => {
    const employer = await buildCompanyEmployer(server);
    const job = await buildCompanyJob(server, employer, { title: 'Go Engineer' });
    const seeker = await poolSeeker();
    const request = await sent(employer, seeker.id, body({ jobId: job.id, subject: undefined }));
    expect(request).toMatchObject({
      status: 'pending',
      job: { _id: job.id, title: 'Go Engineer' },
      company: { _id: employer.companyId, name: employer.companyName, verified: true },
      candidate: { _id: seeker.id, displayName: 'Amara O.' },
      message: scriptMessage,
    });
    expect(new Date(request.expiresAt).getTime() - new Date(request.createdAt).getTime()).toBe(14 * dayMs);
    expect(JSON.stringify(request)).not.toContain(seeker.email);

    const [email] = await emailsTo(server, seeker.email);
    expect(email?.subject).toBe(`${employer.companyName} would like to talk to you on Orbit Jobs`);
    expect(email?.textBody).toContain('Go Engineer');
    expect(email?.textBody).toContain('A verified employer');
    expect(email?.textBody).toContain('USD 50,000 – 70,000');
    expect(email?.textBody).toContain('http://orbit.test/inbox');
    expect(email?.textBody).not.toContain('We would love to talk');
    expect(email?.htmlBody).not.toContain('We would love to talk');
    expect(email?.htmlBody).not.toContain('<img');
    await drainQueues(server);
  });

  it('says when the company is not verified', async () => {
    const employer = await buildCompanyEmployer(server, { verified: false });
    const seeker = await poolSeeker();
    expect((await sent(employer, seeker.id)).company.verified).toBe(false);
    const [email] = await emailsTo(server, seeker.email);
    expect(email?.textBody).toContain('Not a verified employer');
  });

  it('is a 404 for a seeker the company may not see, and for someone who is not a seeker', async () => {
    const employer = await buildCompanyEmployer(server, { verified: false });
    const hidden = await poolSeeker('hidden');
    const verifiedOnly = await poolSeeker('verified-employers');
    expect((await contact(employer, hidden.id)).statusCode).toBe(404);
    expect((await contact(employer, verifiedOnly.id)).statusCode).toBe(404);
    expect((await contact(employer, employer.id)).statusCode).toBe(404);
    expect((await contact(employer, 'not-an-id')).statusCode).toBe(404);
    expect(await emailsTo(server, hidden.email)).toEqual([]);
  });

  it('refuses a job of another company, or one not active, naming jobId', async () => {
    const employer = await buildCompanyEmployer(server);
    const other = await buildCompanyEmployer(server);
    const theirs = await buildCompanyJob(server, other);
    const closed = await buildCompanyJob(server, employer, { status: 'closed' });
    const seeker = await poolSeeker();
    for (const jobId of [theirs.id, closed.id]) {
      const response = await contact(employer, seeker.id, body({ jobId }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'jobId', msg: expect.stringContaining('jobId') }]);
    }
  });

  it('refuses a request without a salary, or without a job or subject, with the shared messages', async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    const noSubject = await contact(employer, seeker.id, body({ subject: '' }));
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().msg).toBe(outreachMessages.subjectOrJob);
    const { salaryMin: _dropped, ...noSalary } = body();
    expect((await contact(employer, seeker.id, noSalary)).json().msg).toBe(outreachMessages.salaryRequired);
  });

  it('allows one open request per company and seeker', async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    await sent(employer, seeker.id);
    const second = await contact(employer, seeker.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe(outreachMessages.alreadyOpen);
    // Another company may still ask.
    await sent(await buildCompanyEmployer(server), seeker.id);
  });

  it('refuses an employer without a company, a seeker, and a suspended company', async () => {
    const seeker = await poolSeeker();
    const loner = await buildUser(server, { userType: 'employer' });
    expect((await contact({ token: await loginAs(server, loner) }, seeker.id)).statusCode).toBe(403);
    expect((await contact(seeker, seeker.id)).statusCode).toBe(403);
    const employer = await buildCompanyEmployer(server);
    await server.database.db
      .update(companies)
      .set({ suspendedAt: server.clock.now() })
      .where(eq(companies.id, employer.companyId));
    const response = await contact(employer, seeker.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(outreachMessages.suspended);
  });

  it.each([
    { verified: false, limit: 5 },
    { verified: true, limit: 25 },
  ])('allows $limit a day (verified: $verified), then a 429 with Retry-After until 24 hours passed', async (kind) => {
    let employer = await buildCompanyEmployer(server, { verified: kind.verified });
    const seekers = await Promise.all(Array.from({ length: kind.limit + 2 }, () => poolSeeker('all-employers', false)));
    for (const seeker of seekers.slice(0, kind.limit)) {
      await sent(employer, seeker.id);
      server.clock.advance(60 * 1000);
    }
    const refused = await contact(employer, seekers[kind.limit]!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(outreachMessages.dailyLimit);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBe(24 * 60 * 60 - kind.limit * 60);
    server.clock.advance(retryAfter * 1000 - 1000);
    employer = await signInAgain(employer);
    expect((await contact(employer, seekers[kind.limit]!.id)).statusCode).toBe(429);
    server.clock.advance(1000);
    await sent(employer, seekers[kind.limit]!.id);
    expect((await contact(employer, seekers[kind.limit + 1]!.id)).statusCode).toBe(429);
  });

  it('keeps a company away for 90 days after the seeker declines: day 89 refused, day 91 allowed', async () => {
    let employer = await buildCompanyEmployer(server);
    let seeker = await poolSeeker();
    const request = await sent(employer, seeker.id);
    const declined = await decide(seeker, request._id, { decision: 'decline', reason: 'Not looking right now' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().contactRequest).toMatchObject({
      status: 'declined',
      declineReason: 'Not looking right now',
    });
    const [email] = await emailsTo(server, employer.email);
    expect(email?.subject).toBe('Amara O. declined your contact request');
    expect(email?.textBody).toContain('Not looking right now');
    expect(email?.textBody).not.toContain(seeker.email);

    server.clock.advance(89 * dayMs);
    employer = await signInAgain(employer);
    const early = await contact(employer, seeker.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(outreachMessages.declinedRecently);
    server.clock.advance(2 * dayMs);
    employer = await signInAgain(employer);
    seeker = await signInAgain(seeker);
    await sent(employer, seeker.id);
  });

  it('expires a request after 14 days: it reads as expired, cannot be answered, and the sweep marks it', async () => {
    let employer = await buildCompanyEmployer(server);
    let seeker = await poolSeeker();
    const request = await sent(employer, seeker.id);
    server.clock.advance(14 * dayMs);
    employer = await signInAgain(employer);
    seeker = await signInAgain(seeker);
    const db = server.database.db;
    const [listed] = await listRequestsForSeeker(db, seeker.id, server.clock.now());
    expect(listed).toMatchObject({ _id: request._id, status: 'expired' });

    const late = await decide(seeker, request._id, { decision: 'accept' });
    expect(late.statusCode).toBe(409);
    const [before] = await db.select().from(contactRequests).where(eq(contactRequests.id, request._id));
    expect(before?.status).toBe('pending');
    await sendTask(server.boss, contactRequestExpiryTask, { trigger: 'manual' });
    await drainQueues(server);
    const [after] = await db.select().from(contactRequests).where(eq(contactRequests.id, request._id));
    expect(after?.status).toBe('expired');
    // Expired is no longer open: the company may ask again.
    await sent(employer, seeker.id);
  });

  it('accepting opens one thread, e-mails the sender a link to it, and cannot be done twice', async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    const request = await sent(employer, seeker.id);
    const accepted = await decide(seeker, request._id, { decision: 'accept' });
    expect(accepted.statusCode).toBe(200);
    const { contactRequest, threadId } = accepted.json();
    expect(contactRequest).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    const opened = await server.database.db
      .select()
      .from(threads)
      .where(and(eq(threads.companyId, employer.companyId), eq(threads.seekerId, seeker.id)));
    expect(opened.map((thread) => thread.id)).toEqual([threadId]);
    expect(opened[0]?.contactRequestId).toBe(request._id);
    const [email] = await emailsTo(server, employer.email);
    expect(email?.subject).toBe('Amara Okafor accepted your contact request');
    expect(email?.textBody).toContain(`http://orbit.test/inbox/threads/${threadId}`);

    expect((await decide(seeker, request._id, { decision: 'decline' })).statusCode).toBe(409);
    const [listed] = await listRequestsForCompany(server.database.db, employer.companyId, server.clock.now());
    expect(listed).toMatchObject({ status: 'accepted', candidate: { displayName: 'Amara O.' } });
  });

  it('reporting files a report for the moderators and tells the company nothing', async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    const request = await sent(employer, seeker.id);
    const reported = await decide(seeker, request._id, { decision: 'report', reason: 'Asked for a fee' });
    expect(reported.json().contactRequest.status).toBe('reported');
    const reports = await server.database.db
      .select()
      .from(outreachReports)
      .where(eq(outreachReports.contactRequestId, request._id));
    expect(reports).toMatchObject([
      { kind: 'contact-request', companyId: employer.companyId, reporterId: seeker.id, reason: 'Asked for a fee' },
    ]);
    expect(await emailsTo(server, employer.email)).toEqual([]);
  });

  it("is a 404 to answer someone else's request, and a 403 for an employer", async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    const stranger = await poolSeeker();
    const request = await sent(employer, seeker.id);
    expect((await decide(stranger, request._id, { decision: 'accept' })).statusCode).toBe(404);
    expect((await decide(stranger, crypto.randomUUID(), { decision: 'accept' })).statusCode).toBe(404);
    expect((await decide(employer, request._id, { decision: 'accept' })).statusCode).toBe(403);
    const [row] = await server.database.db.select().from(contactRequests).where(eq(contactRequests.id, request._id));
    expect(row?.status).toBe('pending');
  });

  it("lists the seeker's requests waiting first, then the answered ones, newest first", async () => {
    const seeker = await poolSeeker();
    const first = await sent(await buildCompanyEmployer(server), seeker.id);
    server.clock.advance(60 * 1000);
    const second = await sent(await buildCompanyEmployer(server), seeker.id);
    server.clock.advance(60 * 1000);
    await decide(seeker, second._id, { decision: 'decline' });
    const third = await sent(await buildCompanyEmployer(server), seeker.id);
    const listed = await listRequestsForSeeker(server.database.db, seeker.id, server.clock.now());
    expect(listed.map((request) => [request._id, request.status])).toEqual([
      [third._id, 'pending'],
      [first._id, 'pending'],
      [second._id, 'declined'],
    ]);
    expect(listed[0]?.candidate).toBeUndefined();
    const [row] = await server.database.db.select({ name: users.name }).from(users).where(eq(users.id, seeker.id));
    expect(JSON.stringify(listed)).not.toContain(row?.name);
  });
});
