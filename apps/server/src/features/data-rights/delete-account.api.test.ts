import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@orbit/shared/application-contracts';
import { anonymisedApplicantName, dataRightsMessages } from '@orbit/shared/data-rights-contracts';
import type { ApplicantsResponse } from '@orbit/shared/pipeline-contracts';
import type { PostedJob } from '@orbit/shared/posting-contracts';
import { applications } from '../../db/schema/applications.ts';
import { companies } from '../../db/schema/companies.ts';
import { dataExports } from '../../db/schema/data-rights.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer, buildUser, candidatePayload, loginAs } from '../../test-support/builders.ts';
import { buildSeekerWithData, rowsMentioning, uniqueIdentity } from '../../test-support/data-rights-builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import {
  applicationRow,
  applyTo,
  buildCompanyJob,
  emailsTo,
  setApplicationStatus,
} from '../../test-support/pipeline-builders.ts';
import { samplePng } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { turnOnTwoFactor } from '../../test-support/two-factor-builders.ts';
import { exportsFolder } from './data-export-task.ts';

const confirmationSubject = 'Your Orbit Jobs account has been deleted';

describe('Delete my account', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { STATUS_EMAIL_GAP_MINUTES: '0' } });
  });
  afterAll(() => server.close());

  const deleteAccount = (token: string, body: object) =>
    server.app.inject({ method: 'POST', url: '/api/users/delete-account', headers: bearer(token), payload: body });

  /** The files on disk of a user's uploads and data exports. */
  async function filesOnDisk(userId: string): Promise<string[]> {
    const uploads = await server.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, userId));
    const exports = await server.database.db.select().from(dataExports).where(eq(dataExports.userId, userId));
    return [
      ...uploads.map((file) => path.join(server.config.uploadDir, file.storedName)),
      ...exports.flatMap((entry) =>
        entry.storedName ? [path.join(exportsFolder(server.config.uploadDir), entry.storedName)] : [],
      ),
    ];
  }

  /** The confirmation e-mail: the only row left anywhere that names the deleted user. */
  async function confirmation(email: string) {
    const rows = await emailsTo(server, email);
    expect(rows.map((row) => row.subject)).toEqual([confirmationSubject]);
    return rows[0]!;
  }

  async function uploadLogo(employer: SignedInEmployer) {
    const logo = multipartBody({ logo: { fileName: 'logo.png', contentType: 'image/png', bytes: samplePng() } });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/employer/company/logo',
      headers: { ...bearer(employer.token), ...logo.headers },
      payload: logo.payload,
    });
    expect(response.statusCode).toBe(200);
  }

  it('a seeker: nothing of them remains readable, and the employer keeps the application, anonymised', async () => {
    const seeker = await buildSeekerWithData(server);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/users/data-export', headers: bearer(seeker.token) }))
        .statusCode,
    ).toBe(202);
    await eventually(
      async () => (await emailsTo(server, seeker.email)).some((email) => email.subject.includes('ready to download')),
      { timeoutMs: 20_000, what: 'the export' },
    );
    const files = await filesOnDisk(seeker.id);
    expect(files).toHaveLength(3);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);
    const needles = [seeker.id, seeker.email, seeker.name, seeker.phone];
    expect((await rowsMentioning(server, needles)).length).toBeGreaterThan(10);

    const missing = await deleteAccount(seeker.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ msg: dataRightsMessages.passwordRequired });
    const wrong = await deleteAccount(seeker.token, { password: 'not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      msg: dataRightsMessages.passwordWrong,
      errors: [{ msg: dataRightsMessages.passwordWrong, path: 'password' }],
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(seeker.token) })).statusCode,
    ).toBe(200);

    const deleted = await deleteAccount(seeker.token, { password: seeker.password });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: dataRightsMessages.accountDeleted });

    expect(
      (await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(seeker.token) })).statusCode,
    ).toBe(401);

    // Every table, the job queue's included, searched for their id, address, name and phone: only the confirmation.
    const kept = await confirmation(seeker.email);
    expect(kept.textBody).toContain(
      'Applications you sent to employers on Orbit Jobs stay in their lists without your name',
    );
    const left = await rowsMentioning(server, needles, { table: 'public.emails', ids: [kept.id] });
    expect(left).toEqual([]);
    for (const file of files) expect(fs.existsSync(file), file).toBe(false);
    // (After the search: a failed sign-in is recorded by address, as for any address.)
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: seeker.email, password: seeker.password },
    });
    expect(login.statusCode).toBe(400);

    // The employer's pipeline keeps the application, saying nothing of the person.
    const imported = await server.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, seeker.importedApplicationId));
    expect(imported).toEqual([]);
    const list = await server.app.inject({
      method: 'GET',
      url: `/api/jobs/${seeker.nativeJob.id}/applicants`,
      headers: bearer(seeker.employer.token),
    });
    expect(list.statusCode).toBe(200);
    const [applicant] = list.json<ApplicantsResponse>().applicants;
    expect(applicant).toMatchObject({
      _id: seeker.nativeApplicationId,
      seeker: { _id: null, name: anonymisedApplicantName, headline: '', location: '', skills: [] },
      status: 'Reviewing',
      coverLetter: '',
      resumeUrl: null,
      feedback: 'Thank you, [deleted].',
      employerNotes: 'Strong Go. Phone [deleted], e-mail [deleted].',
    });
    expect(applicant!.matchScore).toEqual(expect.any(Number));
    const candidates = await server.app.inject({
      method: 'GET',
      url: '/api/employer/candidates',
      headers: bearer(seeker.employer.token),
    });
    expect(candidates.json()).toEqual([
      expect.objectContaining({ applicationId: seeker.nativeApplicationId, name: anonymisedApplicantName }),
    ]);
    // It can still be moved along; nobody is e-mailed about it.
    const moved = await server.app.inject({
      method: 'PATCH',
      url: `/api/applications/${seeker.nativeApplicationId}`,
      headers: bearer(seeker.employer.token),
      payload: { status: 'Rejected' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await applicationRow(server, seeker.nativeApplicationId)).toMatchObject({
      seekerId: null,
      status: 'Rejected',
      notes: '',
      coverLetter: '',
    });

    // The address is free again.
    const again = await server.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: candidatePayload({ email: seeker.email }),
    });
    expect(again.statusCode).toBe(201);
  });

  it('limits wrong passwords to five in 15 minutes', async () => {
    const seeker = await buildSeeker(server, { resume: false });
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await deleteAccount(seeker.token, { password: `wrong-password-${attempt}` })).statusCode).toBe(400);
    const limited = await deleteAccount(seeker.token, { password: seeker.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ msg: dataRightsMessages.tooManyPasswordAttempts });
    server.clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await deleteAccount(seeker.token, { password: seeker.password })).statusCode).toBe(200);
    } finally {
      server.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('an account with a password: the password, whatever else is sent, and no code even with two-step on', async () => {
    const seeker = await buildSeeker(server, { resume: false });
    await turnOnTwoFactor(server, seeker.token);
    // The e-mail confirmation is for accounts without a password only.
    const byAddress = await deleteAccount(seeker.token, { email: seeker.email });
    expect(byAddress.statusCode).toBe(400);
    expect(byAddress.json()).toEqual({
      msg: dataRightsMessages.passwordRequired,
      errors: [{ msg: dataRightsMessages.passwordRequired, path: 'password' }],
    });
    expect((await deleteAccount(seeker.token, { password: seeker.password })).statusCode).toBe(200);
  });

  it('the only employer of a company: open posts closed, applicants told why, the company and its logo gone', async () => {
    const { name } = uniqueIdentity('Employer');
    const employer = await buildCompanyEmployer(server, { name });
    await uploadLogo(employer);
    const [waiting, shortlisted] = await Promise.all([
      buildSeeker(server, { resume: false }),
      buildSeeker(server, { resume: false }),
    ]);
    const live = await buildCompanyJob(server, employer, { title: 'Platform Engineer' });
    const pending = await buildCompanyJob(server, employer, { status: 'pending' });
    const closedBefore = await buildCompanyJob(server, employer, { status: 'closed', closedReason: 'filled' });
    const first = await applyTo(server, waiting.token, live.id);
    const second = await applyTo(server, shortlisted.token, live.id);
    await setApplicationStatus(server, second.application._id, 'Shortlisted');
    const files = await filesOnDisk(employer.id);
    expect(files).toHaveLength(1);

    expect((await deleteAccount(employer.token, { password: employer.password })).statusCode).toBe(200);

    const kept = await confirmation(employer.email);
    expect(kept.textBody).toContain(
      'Your 2 open jobs have been closed, and every applicant still waiting has been told.',
    );
    const rows = await server.database.db.select().from(jobs).where(eq(jobs.postedBy, employer.id));
    expect(rows).toEqual([]);
    for (const job of [live, pending]) {
      const [row] = await server.database.db.select().from(jobs).where(eq(jobs.id, job.id));
      expect(row).toMatchObject({
        status: 'closed',
        closedReason: 'cancelled',
        closedMessage: dataRightsMessages.jobClosedAccountDeleted,
        postedBy: null,
        companyId: null,
        logo: '',
      });
    }
    const [untouched] = await server.database.db.select().from(jobs).where(eq(jobs.id, closedBefore.id));
    expect(untouched).toMatchObject({ status: 'closed', closedReason: 'filled' });

    for (const [seeker, applied] of [
      [waiting, first],
      [shortlisted, second],
    ] as const) {
      expect(await applicationRow(server, applied.application._id)).toMatchObject({
        status: 'Rejected',
        feedback: dataRightsMessages.jobClosedAccountDeleted,
      });
      const mine = (
        await server.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(seeker.token) })
      ).json<Application[]>();
      expect(mine).toEqual([
        expect.objectContaining({
          _id: applied.application._id,
          status: 'Rejected',
          feedback: dataRightsMessages.jobClosedAccountDeleted,
        }),
      ]);
      const told = await eventually(
        async () =>
          (await emailsTo(server, seeker.email)).find(
            (email) => email.subject === 'An update on your application for Platform Engineer',
          ),
        { timeoutMs: 20_000, what: 'the status e-mail' },
      );
      expect(told.textBody).toContain(dataRightsMessages.jobClosedAccountDeleted);
    }

    expect(await server.database.db.select().from(companies).where(eq(companies.id, employer.companyId))).toEqual([]);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/companies/${employer.companyId}/logo` })).statusCode,
    ).toBe(404);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
    expect(
      await rowsMentioning(server, [employer.id, employer.email, name], { table: 'public.emails', ids: [kept.id] }),
    ).toEqual([]);
  });

  it('an employer with colleagues: their posts and the logo stay with the company', async () => {
    const employer = await buildCompanyEmployer(server);
    const colleagueUser = await buildUser(server, {
      userType: 'employer',
      name: 'Colleague Hiring',
      email: `colleague-${employer.email}`,
      companyId: employer.companyId,
    });
    const colleague = { ...colleagueUser, token: await loginAs(server, colleagueUser) };
    await uploadLogo(employer);
    const job = await buildCompanyJob(server, employer);
    const seeker = await buildSeeker(server, { resume: false });
    const applied = await applyTo(server, seeker.token, job.id);

    expect((await deleteAccount(employer.token, { password: employer.password })).statusCode).toBe(200);

    expect((await confirmation(employer.email)).textBody).toContain(
      'The jobs you posted stay with the other accounts of your company.',
    );
    const posts = (
      await server.app.inject({ method: 'GET', url: '/api/employer/jobs', headers: bearer(colleague.token) })
    ).json<PostedJob[]>();
    expect(posts).toEqual([expect.objectContaining({ _id: job.id, postingStatus: 'Active', applicants: 1 })]);
    expect(await applicationRow(server, applied.application._id)).toMatchObject({ status: 'Applied' });
    const [company] = await server.database.db.select().from(companies).where(eq(companies.id, employer.companyId));
    expect(company?.logoFileId).toBeTruthy();
    const [logo] = await server.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, company!.logoFileId!));
    expect(logo?.ownerUserId).toBe(colleague.id);
    expect(
      (await server.app.inject({ method: 'GET', url: `/api/companies/${employer.companyId}/logo` })).statusCode,
    ).toBe(200);
  });
});
