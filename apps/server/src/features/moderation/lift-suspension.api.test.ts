import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuspendedCompany } from '@orbit/shared/outreach-contracts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { assertMayReachOut } from '../../domain/outreach/suspension.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer, buildUser } from '../../test-support/builders.ts';
import {
  buildCompanyEmployer,
  buildModerator,
  moderatorEnv,
  postingBody,
  type SignedInEmployer,
} from '../../test-support/employer-builders.ts';
import { insertContactRequest, insertReport } from '../../test-support/outreach-row-builders.ts';
import { applyTo, buildCompanyJob, emailsTo } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { suspendedJobClosingMessage, suspensionMessages } from './report-emails.ts';

describe('lifting an employer’s suspension', () => {
  let server: TestServer;
  let moderator: Awaited<ReturnType<typeof buildModerator>>;
  let seeker: SignedInSeeker;

  beforeAll(async () => {
    const moderation = moderatorEnv();
    server = await startTestServer({ env: { ...moderation.env, STATUS_EMAIL_GAP_MINUTES: '0' } });
    [moderator, seeker] = await Promise.all([
      buildModerator(server, moderation.email),
      buildSeeker(server, { resume: false }),
    ]);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    server.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const suspended = async () =>
    (await call('GET', '/api/moderation/suspended-companies', moderator.token)).json<{
      companies: SuspendedCompany[];
    }>().companies;
  const lift = (companyId: string, token: string | null, payload: object) =>
    call('POST', `/api/moderation/companies/${companyId}/lift-suspension`, token, payload);

  /** A company suspended by a moderator over a seeker's report, with one Active job closed by it. */
  async function suspendedCompany(employer: SignedInEmployer) {
    const job = await buildCompanyJob(server, employer, { title: 'Support Engineer' });
    await applyTo(server, seeker.token, job.id);
    const requestId = await insertContactRequest(server, {
      companyId: employer.companyId,
      seekerId: seeker.id,
      senderId: employer.id,
      status: 'reported',
    });
    const reportId = await insertReport(server, {
      kind: 'contact-request',
      companyId: employer.companyId,
      contactRequestId: requestId,
      reporterId: seeker.id,
      reason: 'Asked for a fee',
    });
    const answer = await call('POST', `/api/moderation/reports/${reportId}`, moderator.token, {
      decision: 'suspend-employer',
      reason: 'Asked a seeker to pay a registration fee',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return job;
  }

  it('lists suspended companies to moderators only, with the reason', async () => {
    const employer = await buildCompanyEmployer(server);
    await suspendedCompany(employer);
    expect(await suspended()).toContainEqual({
      _id: employer.companyId,
      name: employer.companyName,
      suspendedAt: expect.any(String),
      reason: 'Asked a seeker to pay a registration fee',
    });
    expect((await call('GET', '/api/moderation/suspended-companies', employer.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/moderation/suspended-companies', seeker.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/moderation/suspended-companies', null)).statusCode).toBe(401);
    expect((await lift(employer.companyId, employer.token, { reason: 'Me, myself' })).statusCode).toBe(403);
  });

  it('lets the company reach out and post again, keeps its closed jobs closed, and e-mails its employers the note', async () => {
    const employer = await buildCompanyEmployer(server);
    const colleague = await buildUser(server, { userType: 'employer', companyId: employer.companyId });
    const job = await suspendedCompany(employer);
    await expect(assertMayReachOut(server.database.db, employer.companyId)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await call('POST', '/api/jobs', employer.token, postingBody())).statusCode).toBe(403);

    const noNote = await lift(employer.companyId, moderator.token, { reason: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ msg: suspensionMessages.noteRequired });
    const answer = await lift(employer.companyId, moderator.token, {
      reason: 'The employer showed the fee was a refundable laptop deposit and removed it.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ msg: suspensionMessages.lifted });

    await expect(assertMayReachOut(server.database.db, employer.companyId)).resolves.toBeUndefined();
    const [company] = await server.database.db.select().from(companies).where(eq(companies.id, employer.companyId));
    expect(company).toMatchObject({ suspendedAt: null, suspendedReason: '' });
    expect((await suspended()).map((listed) => listed._id)).not.toContain(employer.companyId);
    const [closed] = await server.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(closed).toMatchObject({ status: 'closed', closedMessage: suspendedJobClosingMessage });
    const posted = await call('POST', '/api/jobs', employer.token, postingBody());
    expect(posted.statusCode, posted.body).toBe(201);

    for (const person of [employer, colleague]) {
      const mail = (await emailsTo(server, person.email)).find((email) => email.subject.includes('active again'));
      expect(mail?.subject).toBe(`${employer.companyName}’s account on Orbit Jobs is active again`);
      expect(mail?.textBody).toContain('a refundable laptop deposit');
      expect(mail?.textBody).toContain('Job posts closed by the suspension stay closed');
    }

    const again = await lift(employer.companyId, moderator.token, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: suspensionMessages.notSuspended });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await lift(id, moderator.token, { reason: 'Nobody' })).statusCode).toBe(404);
    }
  });
});
