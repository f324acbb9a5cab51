import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResponse, TeamResponse } from '@orbit/shared/team-contracts';
import { auditEntries } from '../../db/schema/team.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer, buildUser, employerPayload, loginAs, uniqueEmail } from '../../test-support/builders.ts';
import { buildCompanyEmployer, postingBody, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob, emailsTo } from '../../test-support/pipeline-builders.ts';
import { buildTeamMember } from '../../test-support/team-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { deleteOldAuditEntries } from './audit-retention.ts';

const dayMs = 24 * 60 * 60 * 1000;

describe('team: invitations, roles, removal and the audit trail', () => {
  let server: TestServer;
  let owner: SignedInEmployer;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await buildCompanyEmployer(server);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    server.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

  async function invite(email: string, role = 'recruiter', token = owner.token) {
    const response = await call('POST', '/api/team/invitations', token, { email, role });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ _id: string }>()._id;
  }
  /** The token in the newest invitation e-mail to `email`. */
  async function invitationToken(email: string) {
    const mails = await emailsTo(server, email);
    const link = /\/team\/join\?token=([\w-]+)/.exec(mails.at(-1)?.textBody ?? '');
    if (!link?.[1]) throw new Error(`no invitation link for ${email}`);
    return link[1];
  }
  const audit = async (query = '') => (await call('GET', `/api/team/audit${query}`, owner.token)).json<AuditResponse>();
  const team = async (token = owner.token) => (await call('GET', '/api/team', token)).json<TeamResponse>();

  it('the owner invites by e-mail; the invitee registers through the link as an employer of that company', async () => {
    const email = uniqueEmail('recruiter');
    const invitationId = await invite(email);
    expect((await team()).invitations).toMatchObject([{ _id: invitationId, email, role: 'recruiter' }]);
    const token = await invitationToken(email);
    const mail = (await emailsTo(server, email)).at(-1);
    expect(mail?.subject).toBe(`Grace Hiring invited you to ${owner.companyName}’s team on Orbit Jobs`);

    const preview = await call('POST', '/api/team/invitations/preview', undefined, { token });
    expect(preview.json()).toMatchObject({ company: owner.companyName, email, role: 'recruiter' });

    server.clock.advance(1000);
    // No company fields: the invitation names the company.
    const { companyName: _, industry: __, userType: ___, ...person } = employerPayload({ email });
    const registered = await call('POST', '/api/users', undefined, { ...person, invitationToken: token });
    expect(registered.statusCode, registered.body).toBe(201);
    // The link came to that inbox: the address counts as verified, so they sign in at once.
    const recruiterToken = await loginAs(server, { email, password: person.password });
    const members = (await team(recruiterToken)).members;
    expect(members.map((member) => [member.email, member.role])).toEqual([
      [owner.email, 'owner'],
      [email, 'recruiter'],
    ]);
    expect((await team()).invitations).toEqual([]);
    // The link is used up.
    const again = await call('POST', '/api/users', undefined, {
      ...employerPayload({ email: uniqueEmail() }),
      companyName: undefined,
      invitationToken: token,
    });
    expect(again.statusCode).toBe(400);
    const entries = (await audit()).entries.map((entry) => entry.action);
    expect(entries.slice(0, 2)).toEqual(['member.joined', 'member.invited']);
  });

  it('registering with another address than the invited one is refused', async () => {
    const email = uniqueEmail('invited');
    await invite(email);
    const token = await invitationToken(email);
    const {
      companyName: _,
      industry: __,
      userType: ___,
      ...person
    } = employerPayload({ email: uniqueEmail('someone') });
    const response = await call('POST', '/api/users', undefined, { ...person, invitationToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ msg: 'This invitation was sent to another e-mail address.' });
  });

  it('an employer of no company accepts while signed in; one of a company cannot', async () => {
    const loner = await buildUser(server, { userType: 'employer', email: uniqueEmail('loner') });
    const lonerToken = await loginAs(server, loner);
    await invite(loner.email, 'hiring-manager');
    const accepted = await call('POST', '/api/team/invitations/accept', lonerToken, {
      token: await invitationToken(loner.email),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await team(lonerToken)).me).toMatchObject({ role: 'hiring-manager' });

    const otherCompany = await buildCompanyEmployer(server);
    await invite(otherCompany.email);
    const refused = await call('POST', '/api/team/invitations/accept', otherCompany.token, {
      token: await invitationToken(otherCompany.email),
    });
    expect(refused.statusCode).toBe(409);
    const seeker = await buildSeeker(server);
    const seekerTry = await call('POST', '/api/team/invitations/accept', seeker.token, { token: 'x'.repeat(43) });
    expect(seekerTry.statusCode).toBe(403);
  });

  it('an invitation expires after 7 days by the app clock; resending gives a new link and kills the old one', async () => {
    const email = uniqueEmail('late');
    await invite(email);
    const first = await invitationToken(email);
    // Sessions end after a day unused: the owner signs in again after each move of the clock.
    const later = async (ms: number) => {
      server.clock.advance(ms);
      owner.token = await loginAs(server, owner);
    };
    await later(6 * dayMs);
    const stillOpen = await call('POST', '/api/team/invitations/preview', undefined, { token: first });
    expect(stillOpen.statusCode).toBe(200);
    // Re-inviting the address is the resend: a new link for 7 more days, the old one dead at once.
    const resentId = await invite(email);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/team/invitations/preview', undefined, { token: first })).statusCode).toBe(400);
    await later(6 * dayMs);
    expect((await call('POST', '/api/team/invitations/preview', undefined, { token: second })).statusCode).toBe(200);
    await later(1 * dayMs + 1000);
    const expired = await call('POST', '/api/team/invitations/preview', undefined, { token: second });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ msg: 'This invitation is no longer valid. Ask the company for a new one.' });
    expect((await team()).invitations.map((invitation) => invitation._id)).not.toContain(resentId);
    // The resend endpoint works on an open invitation too, even an expired one.
    const resent = await call('POST', `/api/team/invitations/${resentId}/resend`, owner.token);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(
      (await call('POST', '/api/team/invitations/preview', undefined, { token: await invitationToken(email) }))
        .statusCode,
    ).toBe(200);
  });

  it('a revoked invitation stops working at once', async () => {
    const email = uniqueEmail('revoked');
    const id = await invite(email);
    const token = await invitationToken(email);
    expect((await call('DELETE', `/api/team/invitations/${id}`, owner.token)).statusCode).toBe(200);
    expect((await call('POST', '/api/team/invitations/preview', undefined, { token })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/team/invitations/${id}`, owner.token)).statusCode).toBe(404);
  });

  it('only an owner makes, changes or removes an owner; the last owner can neither leave nor be demoted', async () => {
    const company = await buildCompanyEmployer(server);
    const admin = await buildTeamMember(server, company, 'admin');
    expect((await call('DELETE', `/api/team/${company.id}`, admin.token)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/team/${company.id}`, admin.token, { role: 'recruiter' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/team/${admin.id}`, admin.token, { role: 'owner' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/team/invitations', admin.token, { email: uniqueEmail(), role: 'owner' })).statusCode,
    ).toBe(403);

    const leave = await call('DELETE', `/api/team/${company.id}`, company.token);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({ msg: 'A company needs an owner: make someone else an owner first.' });
    expect((await call('PATCH', `/api/team/${company.id}`, company.token, { role: 'admin' })).statusCode).toBe(409);

    // With a second owner, the first may step down.
    expect((await call('PATCH', `/api/team/${admin.id}`, company.token, { role: 'owner' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/team/${company.id}`, company.token, { role: 'admin' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/team/${admin.id}`, admin.token, { role: 'admin' })).statusCode).toBe(409);
  });

  it('a changed role or a removal counts from the next request; jobs are assigned to hiring managers only', async () => {
    const company = await buildCompanyEmployer(server);
    const job = await buildCompanyJob(server, company);
    const member = await buildTeamMember(server, company, 'recruiter');
    const seeker = await buildSeeker(server);
    const { application } = await applyTo(server, seeker.token, job.id);
    expect((await call('GET', `/api/jobs/${job.id}/applicants`, member.token)).statusCode).toBe(200);

    const wrongJobs = await call('PATCH', `/api/team/${member.id}`, company.token, { jobIds: [job.id] });
    expect(wrongJobs.statusCode).toBe(400);
    const foreign = await buildCompanyJob(server, await buildCompanyEmployer(server));
    const notOurs = await call('PATCH', `/api/team/${member.id}`, company.token, {
      role: 'hiring-manager',
      jobIds: [foreign.id],
    });
    expect(notOurs.statusCode).toBe(400);

    const demoted = await call('PATCH', `/api/team/${member.id}`, company.token, { role: 'hiring-manager' });
    expect(demoted.json<TeamResponse>().members.find((m) => m.userId === member.id)).toMatchObject({ jobIds: [] });
    expect((await call('GET', `/api/jobs/${job.id}/applicants`, member.token)).statusCode).toBe(404);
    await call('PATCH', `/api/team/${member.id}`, company.token, { jobIds: [job.id] });
    expect((await call('GET', `/api/jobs/${job.id}/applicants`, member.token)).statusCode).toBe(200);
    const moved = await call('PATCH', `/api/applications/${application._id}`, member.token, {
      status: 'Reviewing',
      employerNotes: 'Seen by the hiring manager',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await call('DELETE', `/api/team/${member.id}`, company.token)).statusCode).toBe(200);
    const after = await call('PATCH', `/api/applications/${application._id}`, member.token, { status: 'Shortlisted' });
    expect(after.statusCode).toBe(404);
    expect((await call('GET', '/api/team', member.token)).statusCode).toBe(403);
  });

  it('records each action in the audit trail, with who, which job and which application, filtered and paged', async () => {
    // The trail is ordered by time: each action a second after the one before.
    const tick = () => server.clock.advance(1000);
    const company = await buildCompanyEmployer(server);
    // At the company's domain, like the owner: a verified employer, so the post goes live at once.
    const recruiter = await buildTeamMember(server, company, 'recruiter', {
      name: 'Rita Recruiter',
      email: `rita@${company.email.split('@')[1]}`,
    });
    tick();
    const posted = await call('POST', '/api/jobs', recruiter.token, postingBody({ title: 'Audited Engineer' }));
    const jobId = posted.json<{ _id: string }>()._id;
    tick();
    await call('PUT', `/api/jobs/${jobId}`, recruiter.token, postingBody({ title: 'Audited Engineer II' }));
    const seeker = await buildSeeker(server);
    tick();
    const { application } = await applyTo(server, seeker.token, jobId);
    tick();
    await call('PATCH', `/api/applications/${application._id}`, recruiter.token, { status: 'Reviewing' });
    tick();
    await call('PATCH', `/api/applications/${application._id}`, recruiter.token, { employerNotes: 'Good' });
    tick();
    await call('PATCH', `/api/applications/${application._id}`, recruiter.token, { feedback: 'Thanks' });
    tick();
    const thread = await call('POST', `/api/applications/${application._id}/thread`, recruiter.token);
    const threadId = thread.json<{ thread: { _id: string } }>().thread._id;
    tick();
    await call('POST', `/api/threads/${threadId}/messages`, recruiter.token, { body: 'Hello there' });
    tick();
    await call('GET', `/api/candidates/${seeker.id}/resume`, recruiter.token);
    const poolSeeker = await buildUser(server, {
      name: 'Pool Seeker',
      title: 'Backend Engineer',
      skills: ['Go'],
      onboardingComplete: true,
      talentVisibility: 'all-employers',
    });
    tick();
    const contacted = await call('POST', `/api/candidates/${poolSeeker.id}/contact`, recruiter.token, {
      subject: 'A Go role',
      message: 'We would like to talk about a backend role with you.',
      salaryMin: 50_000,
      salaryMax: 70_000,
      salaryCurrency: 'USD',
    });
    expect(contacted.statusCode, contacted.body).toBe(201);
    tick();
    await call('POST', `/api/jobs/${jobId}/close`, company.token, { reason: 'filled', message: 'Filled.' });
    tick();
    await call('POST', '/api/team/invitations', company.token, { email: uniqueEmail(), role: 'admin' });
    tick();
    await call('PATCH', `/api/team/${recruiter.id}`, company.token, { role: 'admin' });

    // Notes, feedback and the company's messages say which member wrote them.
    const listed = await call('GET', `/api/jobs/${jobId}/applicants`, company.token);
    expect(listed.json<{ applicants: object[] }>().applicants[0]).toMatchObject({
      employerNotesBy: 'Rita Recruiter',
      feedbackBy: 'Rita Recruiter',
    });
    const threadMessages = await call('GET', `/api/threads/${threadId}/messages`, company.token);
    expect(threadMessages.json<{ messages: object[] }>().messages).toMatchObject([{ author: 'Rita Recruiter' }]);

    const read = async (query = '') => {
      const response = await call('GET', `/api/team/audit${query}`, company.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AuditResponse>();
    };
    const all = await read();
    expect(all.entries.map((entry) => entry.action).reverse()).toEqual([
      'job.posted',
      'job.edited',
      'application.status',
      'application.note',
      'application.feedback',
      'message.sent',
      'resume.viewed',
      'contact.sent',
      'job.closed',
      'member.invited',
      'member.role',
    ]);
    expect(all.entries.find((entry) => entry.action === 'application.status')).toMatchObject({
      actor: { userId: recruiter.id, name: 'Rita Recruiter' },
      jobId,
      applicationId: application._id,
      detail: 'Applied → Reviewing',
    });
    const byRecruiter = await read(`?member=${recruiter.id}`);
    expect(byRecruiter.entries.every((entry) => entry.actor.userId === recruiter.id)).toBe(true);
    expect(byRecruiter.total).toBe(8);
    const byJob = await read(`?jobId=${jobId}`);
    expect(byJob.entries.every((entry) => entry.jobId === jobId)).toBe(true);
    expect(byJob.total).toBe(7);

    // 25 a page.
    for (let i = 0; i < 20; i += 1)
      await call('PATCH', `/api/applications/${application._id}`, recruiter.token, { employerNotes: `Note ${i}` });
    const page2 = await read('?page=2');
    expect(page2).toMatchObject({ total: 31, page: 2, totalPages: 2 });
    expect(page2.entries).toHaveLength(6);
  });

  it('keeps entries a year: the daily sweep deletes older ones, and a second run deletes nothing', async () => {
    const company = await buildCompanyEmployer(server);
    const { db } = server.database;
    const now = server.clock.now().getTime();
    const entry = (ageDays: number) => ({
      companyId: company.companyId,
      at: new Date(now - ageDays * dayMs),
      actorId: company.id,
      actorName: 'Grace Hiring',
      action: 'job.posted' as const,
    });
    await db.insert(auditEntries).values([entry(366), entry(364)]);
    const deps = { db, clock: server.clock };
    expect(await deleteOldAuditEntries(deps)).toBeGreaterThanOrEqual(1);
    expect(await deleteOldAuditEntries(deps)).toBe(0);
    const left = await db.select().from(auditEntries).where(eq(auditEntries.companyId, company.companyId));
    expect(left.map((row) => Math.round((now - row.at.getTime()) / dayMs))).toEqual([364]);
  });

  it('a company that already has a team is not joined by registering its name', async () => {
    const response = await call('POST', '/api/users', undefined, employerPayload({ companyName: owner.companyName }));
    expect(response.statusCode).toBe(409);
  });
});
