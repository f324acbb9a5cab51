import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationStatuses, type Application, type ApplicationStatus } from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import {
  applicantSchema,
  applicantsLimitMessage,
  applicantsPageMessage,
  canMoveStatus,
  employerStatuses,
  pipelineMessages,
  type Applicant,
  type ApplicantsResponse,
  type BulkApplicationUpdateResult,
} from '@orbit/shared/pipeline-contracts';
import type { topCandidatesSchema, waitingApplicationsSchema } from '@orbit/shared/posting-contracts';
import type { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer, buildUser, loginAs } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import {
  applicationRow,
  applyTo,
  buildCompanyJob,
  emailsTo,
  setApplicationStatus,
} from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { AppError } from '../../lib/errors.ts';
import { backfillMatchBreakdowns } from './backfill-match-breakdowns.ts';
import { updateApplication } from './update-application.ts';

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;

/** The table of moves an employer may make (pipeline-contracts.ts), written out: the API must follow exactly this. */
const employerMoves: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  Applied: ['Reviewing', 'Shortlisted', 'Rejected'],
  Pending: ['Reviewing', 'Shortlisted', 'Rejected'],
  Reviewing: ['Reviewing', 'Shortlisted', 'Rejected'],
  Shortlisted: ['Offered', 'Rejected'],
  Offered: ['Rejected'],
  Accepted: [],
  Rejected: [],
  Failed: [],
};

describe('the employer pipeline', () => {
  let server: TestServer;
  let owner: SignedInEmployer;
  let colleague: SignedInEmployer;
  let other: SignedInEmployer;
  let seeker: SignedInSeeker;

  beforeAll(async () => {
    server = await startTestServer();
    [owner, other, seeker] = await Promise.all([
      buildCompanyEmployer(server),
      buildCompanyEmployer(server),
      buildSeeker(server),
    ]);
    // A second account of the owner's company: the company's jobs are theirs too.
    const colleagueUser = await buildUser(server, {
      userType: 'employer',
      name: 'Ada Colleague',
      companyId: owner.companyId,
    });
    colleague = {
      ...colleagueUser,
      companyId: owner.companyId,
      companyName: owner.companyName,
      token: await loginAs(server, colleagueUser),
    };
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const applicants = (jobId: string, token?: string, query = '') =>
    call('GET', `/api/jobs/${jobId}/applicants${query}`, token);
  const patch = (id: string, token: string | undefined, body: unknown) =>
    call('PATCH', `/api/applications/${id}`, token, body);
  const seekerWith = (options: Parameters<typeof buildSeeker>[1] = {}) => buildSeeker(server, options);

  describe('GET /api/jobs/:id/applicants', () => {
    let jobId: string;
    let strong: SignedInSeeker;
    let weak: SignedInSeeker;
    let withdrawn: SignedInSeeker;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const job = await buildCompanyJob(server, owner, { skills: ['React', 'TypeScript', 'GraphQL'] });
      jobId = job.id;
      [strong, weak, withdrawn] = await Promise.all([
        seekerWith({ name: 'Strong Match', skills: ['React', 'TypeScript', 'GraphQL'] }),
        seekerWith({ name: 'Weak Match', skills: ['Excel'], resume: false }),
        seekerWith({ name: 'Gone Away' }),
      ]);
      ids.weak = (await applyTo(server, weak.token, jobId, { coverLetter: 'I like spreadsheets' })).application._id;
      server.clock.advance(minuteMs);
      ids.strong = (
        await applyTo(server, strong.token, jobId, { coverLetter: 'I build React apps', notes: 'my own note' })
      ).application._id;
      ids.withdrawn = (await applyTo(server, withdrawn.token, jobId)).application._id;
      expect((await call('DELETE', `/api/applications/${ids.withdrawn}`, withdrawn.token)).statusCode).toBe(200);
    });

    it('answers 401 signed out, 403 to a seeker, 404 to another company (and for unknown ids), 400 for a bad query', async () => {
      expect((await applicants(jobId)).statusCode).toBe(401);
      expect((await applicants(jobId, undefined, '?sort=nonsense')).statusCode).toBe(401);
      const asSeeker = await applicants(jobId, seeker.token);
      expect(asSeeker.statusCode).toBe(403);
      expect(asSeeker.json()).toEqual({ msg: messages.forbidden });
      for (const [id, token] of [
        [jobId, other.token],
        ['4b0c2c53-3f0d-4f57-9d5c-6f3f4b1b9a11', owner.token],
        ['not-a-uuid', owner.token],
      ] as const) {
        const response = await applicants(id, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ msg: messages.jobNotFound });
      }
      const badSort = await applicants(jobId, owner.token, '?sort=best');
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json()).toMatchObject({ msg: 'sort must be match or date', errors: [{ path: 'sort' }] });
      const badStatus = await applicants(jobId, owner.token, '?status=Hired');
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json()).toMatchObject({ msg: 'Unknown status', errors: [{ path: 'status' }] });
    });

    it('lists the live applicants with their profile, kept match score and breakdown, best match first; withdrawn ones nowhere', async () => {
      const response = await applicants(jobId, owner.token);
      expect(response.statusCode).toBe(200);
      const body = response.json<ApplicantsResponse>();
      expect(body.job).toEqual({ _id: jobId, title: 'Frontend Engineer', postingStatus: 'Active' });
      expect(body.applicants.map((applicant) => applicant._id)).toEqual([ids.strong, ids.weak]);
      expect(body.counts).toEqual({
        Applied: 2,
        Pending: 0,
        Reviewing: 0,
        Shortlisted: 0,
        Offered: 0,
        Accepted: 0,
        Rejected: 0,
        Failed: 0,
      });
      for (const applicant of body.applicants)
        expect(Object.keys(applicant).sort()).toEqual(Object.keys(applicantSchema.shape).sort());

      const [best, next] = body.applicants as [Applicant, Applicant];
      const stored = await applicationRow(server, ids.strong!);
      expect(best).toMatchObject({
        seeker: {
          _id: strong.id,
          name: 'Strong Match',
          headline: 'Frontend Engineer',
          location: 'Accra, Ghana',
          skills: ['React', 'TypeScript', 'GraphQL'],
        },
        status: 'Applied',
        matchScore: stored.matchScore,
        autopilotGenerated: false,
        coverLetter: 'I build React apps',
        feedback: '',
        employerNotes: '',
        firstResponseAt: null,
      });
      expect(best.matchBreakdown).toEqual(stored.matchBreakdown);
      expect(best.matchBreakdown?.matchedSkills).toEqual(['React', 'TypeScript', 'GraphQL']);
      expect(best.matchScore!).toBeGreaterThan(next.matchScore!);
      expect(next.matchBreakdown?.missingSkills).toEqual(['React', 'TypeScript', 'GraphQL']);
      // The seeker's own notes are theirs.
      expect(response.body).not.toContain('my own note');
      expect(next.resumeUrl).toBeNull();

      const colleagues = await applicants(jobId, colleague.token);
      expect(colleagues.statusCode).toBe(200);
      expect(colleagues.json<ApplicantsResponse>().applicants).toHaveLength(2);
    });

    it('sorts by date (newest first) and filters by status, counts still over every live application', async () => {
      const byDate = (await applicants(jobId, owner.token, '?sort=date')).json<ApplicantsResponse>();
      expect(byDate.applicants.map((applicant) => applicant._id)).toEqual([ids.strong, ids.weak]);
      expect((await patch(ids.weak!, owner.token, { status: 'Reviewing' })).statusCode).toBe(200);
      const reviewing = (await applicants(jobId, owner.token, '?status=Reviewing')).json<ApplicantsResponse>();
      expect(reviewing.applicants.map((applicant) => applicant._id)).toEqual([ids.weak]);
      expect(reviewing.counts).toMatchObject({ Applied: 1, Reviewing: 1 });
      const applied = (await applicants(jobId, owner.token, '?status=Applied&sort=date')).json<ApplicantsResponse>();
      expect(applied.applicants.map((applicant) => applicant._id)).toEqual([ids.strong]);
    });

    it('gives the company an hour-long link to the resume sent, which works without signing in', async () => {
      const body = (await applicants(jobId, owner.token)).json<ApplicantsResponse>();
      const resumeUrl = body.applicants.find((applicant) => applicant._id === ids.strong)?.resumeUrl;
      expect(resumeUrl).toMatch(
        new RegExp(`^http://orbit\\.test/api/applications/${ids.strong}/resume\\?exp=\\d+&m=${owner.id}&sig=`),
      );
      const path = resumeUrl!.replace(server.config.publicUrl, '');
      const opened = await server.app.inject({ method: 'GET', url: path });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toContain('application/pdf');
      const exp = Number(new URL(resumeUrl!).searchParams.get('exp'));
      expect(exp * 1000 - server.clock.now().getTime()).toBeLessThanOrEqual(60 * minuteMs);
      expect(exp * 1000 - server.clock.now().getTime()).toBeGreaterThan(59 * minuteMs);
      const now = server.clock.now();
      server.clock.advance(61 * minuteMs);
      try {
        expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
      } finally {
        server.clock.set(now);
      }
    });

    it("falls back to the resume's latest title for the headline", async () => {
      const untitled = await seekerWith({ name: 'No Title' });
      await server.database.db.update(users).set({ title: '' }).where(eq(users.id, untitled.id));
      await server.database.db
        .insert(resumeAnalyses)
        .values({ fileId: untitled.resumeFileId!, userId: untitled.id, status: 'done', latestTitle: 'Data Analyst' });
      const id = (await applyTo(server, untitled.token, jobId)).application._id;
      const body = (await applicants(jobId, owner.token)).json<ApplicantsResponse>();
      expect(body.applicants.find((applicant) => applicant._id === id)?.seeker.headline).toBe('Data Analyst');
    });

    it('shows an application kept without a breakdown as such, until the background task scores it once', async () => {
      await server.database.db
        .update(applications)
        .set({ matchScore: 40, matchBreakdown: null })
        .where(eq(applications.id, ids.strong!));
      const before = (await applicants(jobId, owner.token))
        .json<ApplicantsResponse>()
        .applicants.find((applicant) => applicant._id === ids.strong);
      expect(before).toMatchObject({ matchScore: 40, matchBreakdown: null });
      const deps = { db: server.database.db, clock: server.clock, log: server.app.log };
      expect(await backfillMatchBreakdowns(deps)).toBe(1);
      expect(await backfillMatchBreakdowns(deps)).toBe(0);
      const after = (await applicants(jobId, owner.token))
        .json<ApplicantsResponse>()
        .applicants.find((applicant) => applicant._id === ids.strong);
      expect(after?.matchScore).toBeGreaterThan(50);
      expect(after?.matchBreakdown?.matchedSkills).toEqual(['React', 'TypeScript', 'GraphQL']);
      const stored = await applicationRow(server, ids.strong!);
      expect(stored.matchScore).toBe(after?.matchScore);
      expect(stored.matchBreakdown).toEqual(after?.matchBreakdown);
    });

    it('answers a page at a time, with the total and the pages', async () => {
      const first = (await applicants(jobId, owner.token, '?sort=date&limit=2')).json<ApplicantsResponse>();
      expect(first).toMatchObject({ total: 3, currentPage: 1, totalPages: 2 });
      const second = (await applicants(jobId, owner.token, '?sort=date&limit=2&page=2')).json<ApplicantsResponse>();
      expect(second).toMatchObject({ total: 3, currentPage: 2, totalPages: 2 });
      const all = (await applicants(jobId, owner.token, '?sort=date')).json<ApplicantsResponse>();
      expect([...first.applicants, ...second.applicants].map((applicant) => applicant._id)).toEqual(
        all.applicants.map((applicant) => applicant._id),
      );
      expect((await applicants(jobId, owner.token, '?page=9')).json<ApplicantsResponse>().applicants).toEqual([]);
      const reviewing = (await applicants(jobId, owner.token, '?status=Reviewing')).json<ApplicantsResponse>();
      expect(reviewing).toMatchObject({ total: 1, totalPages: 1 });
      for (const [query, msg] of [
        ['?limit=101', applicantsLimitMessage],
        ['?limit=0', applicantsLimitMessage],
        ['?page=0', applicantsPageMessage],
        ['?page=x', applicantsPageMessage],
      ] as const) {
        const response = await applicants(jobId, owner.token, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().msg, query).toBe(msg);
      }
    });
  });

  describe('PATCH /api/applications/:id', () => {
    let jobId: string;
    let applicationId: string;
    let applicant: SignedInSeeker;

    beforeAll(async () => {
      jobId = (await buildCompanyJob(server, owner)).id;
      applicant = await seekerWith();
      applicationId = (await applyTo(server, applicant.token, jobId)).application._id;
    });

    it('answers 401 and 403 before reading the body, 404 to another company and for unknown ids', async () => {
      expect((await patch(applicationId, undefined, { status: 'Nope' })).statusCode).toBe(401);
      expect((await patch(applicationId, seeker.token, { status: 'Nope' })).statusCode).toBe(403);
      expect((await patch(applicationId, applicant.token, { status: 'Reviewing' })).statusCode).toBe(403);
      for (const [id, token] of [
        [applicationId, other.token],
        ['4b0c2c53-3f0d-4f57-9d5c-6f3f4b1b9a11', owner.token],
        ['nope', owner.token],
      ] as const) {
        const response = await patch(id, token, { status: 'Reviewing' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ msg: messages.applicationNotFound });
      }
      expect((await applicationRow(server, applicationId)).status).toBe('Applied');
    });

    it('answers 400 with the field message for a bad body', async () => {
      const cases: [unknown, string, string][] = [
        [{}, pipelineMessages.nothingToUpdate, ''],
        [{ status: 'Hired' }, pipelineMessages.statusInvalid, 'status'],
        [{ status: 'Accepted' }, pipelineMessages.statusInvalid, 'status'],
        [{ feedback: 42 }, 'Must be text', 'feedback'],
        [{ employerNotes: 'x'.repeat(10_001) }, 'Must be at most 10000 characters', 'employerNotes'],
      ];
      for (const [body, msg, path] of cases) {
        const response = await patch(applicationId, owner.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ msg, errors: [{ msg, path }] });
      }
    });

    it('follows the table of moves for every (from, to) pair: allowed 200, others 409, unknown statuses 400', async () => {
      for (const from of applicationStatuses) {
        for (const to of [...applicationStatuses, 'Hired']) {
          await setApplicationStatus(server, applicationId, from, { withdrawnAt: null });
          const response = await patch(applicationId, owner.token, { status: to });
          const label = `${from} → ${to}`;
          if (!(employerStatuses as readonly string[]).includes(to)) {
            expect(response.statusCode, label).toBe(400);
            expect(response.json().msg, label).toBe(pipelineMessages.statusInvalid);
          } else if (employerMoves[from].includes(to as ApplicationStatus)) {
            expect(canMoveStatus(from, to as ApplicationStatus, 'employer'), label).toBe(true);
            expect(response.statusCode, label).toBe(200);
            expect(response.json<Applicant>().status, label).toBe(to);
          } else {
            expect(canMoveStatus(from, to as ApplicationStatus, 'employer'), label).toBe(false);
            expect(response.statusCode, label).toBe(409);
            expect(response.json(), label).toEqual({ msg: pipelineMessages.moveNotAllowed });
            expect((await applicationRow(server, applicationId)).status, label).toBe(from);
          }
        }
      }
    });

    it('answers 409 for a withdrawn application, whatever is sent', async () => {
      await setApplicationStatus(server, applicationId, 'Applied', { withdrawnAt: server.clock.now() });
      for (const body of [{ status: 'Reviewing' }, { feedback: 'Hello' }, { employerNotes: 'note' }]) {
        const response = await patch(applicationId, owner.token, body);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ msg: pipelineMessages.applicationClosed });
      }
      await setApplicationStatus(server, applicationId, 'Applied', { withdrawnAt: null });
    });

    it('stamps the first response once (a status or feedback, not notes), and the status change on each move', async () => {
      const fresh = await seekerWith();
      const id = (await applyTo(server, fresh.token, jobId)).application._id;
      const notesOnly = await patch(id, owner.token, { employerNotes: 'Call on Tuesday' });
      expect(notesOnly.statusCode).toBe(200);
      expect(notesOnly.json<Applicant>()).toMatchObject({
        employerNotes: 'Call on Tuesday',
        firstResponseAt: null,
        status: 'Applied',
      });
      expect((await applicationRow(server, id)).statusChangedAt).toBeNull();

      // Opening it (Applied → Reviewing) is the first response; the seeker sees that it was seen.
      const openedAt = server.clock.now();
      const opened = await patch(id, colleague.token, { status: 'Reviewing' });
      expect(opened.json<Applicant>()).toMatchObject({
        status: 'Reviewing',
        firstResponseAt: openedAt.toISOString(),
        employerNotes: 'Call on Tuesday',
      });
      expect((await applicationRow(server, id)).statusChangedAt).toEqual(openedAt);
      const mine = (await call('GET', '/api/applications', fresh.token)).json<Application[]>();
      expect(mine.find((application) => application._id === id)).toMatchObject({
        status: 'Reviewing',
        firstResponseAt: openedAt.toISOString(),
      });

      server.clock.advance(5 * minuteMs);
      const later = await patch(id, owner.token, { status: 'Shortlisted', feedback: 'Great portfolio' });
      expect(later.json<Applicant>()).toMatchObject({
        status: 'Shortlisted',
        feedback: 'Great portfolio',
        firstResponseAt: openedAt.toISOString(),
      });
      expect((await applicationRow(server, id)).statusChangedAt).toEqual(server.clock.now());
      expect(mine.find((application) => application._id === id)).not.toHaveProperty('employerNotes');

      const feedbackFirst = (await applyTo(server, (await seekerWith()).token, jobId)).application._id;
      const answered = await patch(feedbackFirst, owner.token, { feedback: 'Thanks, we will be in touch' });
      expect(answered.json<Applicant>()).toMatchObject({
        status: 'Applied',
        firstResponseAt: server.clock.now().toISOString(),
      });
    });

    it('lets one of two simultaneous moves from the same status win; the other is a 409', async () => {
      const id = (await applyTo(server, (await seekerWith()).token, jobId)).application._id;
      const answers = await Promise.all([
        patch(id, owner.token, { status: 'Shortlisted' }),
        patch(id, colleague.token, { status: 'Shortlisted' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect((await applicationRow(server, id)).status).toBe('Shortlisted');
    });

    it('answers 409 when the status changed between reading it and moving it (the conditional update)', async () => {
      const id = (await applyTo(server, (await seekerWith()).token, jobId)).application._id;
      const db = server.database.db;
      // Another move lands after the check against the table and before the update.
      const racingDb = Object.create(db, {
        transaction: {
          value: async (work: Parameters<typeof db.transaction>[0]) => {
            await db.update(applications).set({ status: 'Rejected' }).where(eq(applications.id, id));
            return db.transaction(work);
          },
        },
      }) as typeof db;
      const deps = {
        db: racingDb,
        dbDriver: server.database.driver,
        config: server.config,
        clock: server.clock,
        boss: server.boss,
        log: server.app.log,
        controlToken: '',
      };
      const error = await updateApplication(deps, owner.id, id, { status: 'Shortlisted' }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'CONFLICT', message: pipelineMessages.moveNotAllowed });
      expect(await applicationRow(server, id)).toMatchObject({
        status: 'Rejected',
        statusChangedAt: null,
        firstResponseAt: null,
      });
    });
  });

  describe('POST /api/applications/bulk', () => {
    const bulk = (token: string | undefined, body: unknown) => call('POST', '/api/applications/bulk', token, body);

    it('answers 401, 403, and 400 with the field message', async () => {
      expect((await bulk(undefined, {})).statusCode).toBe(401);
      expect((await bulk(seeker.token, {})).statusCode).toBe(403);
      const empty = await bulk(owner.token, { ids: [], status: 'Rejected' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ msg: 'Select at least one applicant', errors: [{ path: 'ids' }] });
      const badStatus = await bulk(owner.token, { ids: ['x'], status: 'Hired' });
      expect(badStatus.json()).toMatchObject({ msg: pipelineMessages.statusInvalid, errors: [{ path: 'status' }] });
    });

    it("moves the company's applications the table allows, skips every other id the same way", async () => {
      const job = await buildCompanyJob(server, owner);
      const otherJob = await buildCompanyJob(server, other);
      const [s1, s2, s3, s4, o1] = await Promise.all([
        seekerWith(),
        seekerWith(),
        seekerWith(),
        seekerWith(),
        seekerWith(),
      ]);
      const a1 = (await applyTo(server, s1!.token, job.id)).application._id;
      const a2 = (await applyTo(server, s2!.token, job.id)).application._id;
      const a3 = (await applyTo(server, s3!.token, job.id)).application._id;
      const a4 = (await applyTo(server, s4!.token, job.id)).application._id;
      const foreign = (await applyTo(server, o1!.token, otherJob.id)).application._id;
      await setApplicationStatus(server, a2, 'Shortlisted');
      await setApplicationStatus(server, a3, 'Applied', { withdrawnAt: server.clock.now() });
      await setApplicationStatus(server, a4, 'Reviewing');

      const response = await bulk(owner.token, {
        ids: [a1, a2, a3, foreign, 'not-an-id', a1, a4],
        status: 'Reviewing',
        feedback: 'We are looking at it',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<BulkApplicationUpdateResult>()).toEqual({
        updated: [a1, a4],
        skipped: [a2, a3, foreign, 'not-an-id'],
      });
      expect(await applicationRow(server, a1)).toMatchObject({ status: 'Reviewing', feedback: 'We are looking at it' });
      expect((await applicationRow(server, a1)).firstResponseAt).not.toBeNull();
      expect(await applicationRow(server, a2)).toMatchObject({ status: 'Shortlisted', feedback: '' });
      expect(await applicationRow(server, a3)).toMatchObject({ status: 'Applied', feedback: '' });
      expect(await applicationRow(server, foreign)).toMatchObject({
        status: 'Applied',
        feedback: '',
        firstResponseAt: null,
      });

      // Another company sending these ids moves none of them and learns nothing.
      const intruder = await bulk(other.token, { ids: [a1, a2, foreign], status: 'Rejected' });
      expect(intruder.json<BulkApplicationUpdateResult>()).toEqual({ updated: [foreign], skipped: [a1, a2] });
      expect((await applicationRow(server, a1)).status).toBe('Reviewing');

      const rejectAll = await bulk(owner.token, {
        ids: [a1, a2, a4],
        status: 'Rejected',
        feedback: 'We went another way',
      });
      expect(rejectAll.json<BulkApplicationUpdateResult>()).toEqual({ updated: [a1, a2, a4], skipped: [] });
      for (const id of [a1, a2, a4])
        expect(await applicationRow(server, id)).toMatchObject({ status: 'Rejected', feedback: 'We went another way' });
    });
  });

  describe('POST /api/applications/:id/accept-offer', () => {
    const accept = (id: string, token?: string) => call('POST', `/api/applications/${id}/accept-offer`, token);

    it('lets only the owning seeker accept an offer; 401, 403 for employers, 404 for others, 409 without an offer', async () => {
      const job = await buildCompanyJob(server, owner, { title: 'Offer Role' });
      const hopeful = await seekerWith({ name: 'Hopeful Hire' });
      const id = (await applyTo(server, hopeful.token, job.id)).application._id;

      const early = await accept(id, hopeful.token);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ msg: pipelineMessages.noOffer });
      expect((await patch(id, owner.token, { status: 'Shortlisted' })).statusCode).toBe(200);
      expect((await patch(id, owner.token, { status: 'Offered', employerNotes: 'Top pick' })).statusCode).toBe(200);

      expect((await accept(id)).statusCode).toBe(401);
      expect((await accept(id, owner.token)).statusCode).toBe(403);
      for (const [target, token] of [
        [id, seeker.token],
        ['nope', hopeful.token],
      ] as const) {
        const response = await accept(target, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ msg: messages.applicationNotFound });
      }

      const accepted = await accept(id, hopeful.token);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<Application>()).toMatchObject({
        _id: id,
        status: 'Accepted',
        job: { _id: job.id, title: 'Offer Role' },
      });
      expect(accepted.json()).not.toHaveProperty('employerNotes');
      expect(accepted.body).not.toContain('Top pick');
      expect(await applicationRow(server, id)).toMatchObject({ status: 'Accepted', notifiedStatus: 'Accepted' });
      expect((await accept(id, hopeful.token)).statusCode).toBe(409);

      const mail = await eventually(
        async () =>
          (await emailsTo(server, owner.email)).find((email) => email.subject.includes('accepted your offer')),
        { timeoutMs: 10_000, what: 'offer e-mail' },
      );
      expect(mail.subject).toBe('Hopeful Hire accepted your offer for Offer Role');
      expect(mail.textBody).toContain(`http://orbit.test/jobs/${job.id}/applicants`);
    });
  });

  describe('employer dashboard lists', () => {
    type Candidates = z.infer<typeof topCandidatesSchema>;
    type Waiting = z.infer<typeof waitingApplicationsSchema>;
    let boss: SignedInEmployer;

    beforeAll(async () => {
      boss = await buildCompanyEmployer(server);
    });

    it('answers 401 signed out and 403 to seekers', async () => {
      for (const url of ['/api/employer/candidates', '/api/employer/waiting']) {
        expect((await call('GET', url)).statusCode).toBe(401);
        expect((await call('GET', url, seeker.token)).statusCode).toBe(403);
      }
    });

    it("lists the best open applicants across the company's active posts, by score, at most 20", async () => {
      const job = await buildCompanyJob(server, boss, { title: 'Dashboard Role', skills: ['React', 'TypeScript'] });
      const expired = await buildCompanyJob(server, boss, { title: 'Old Role', daysAgo: 40 });
      const skills = [['React', 'TypeScript'], ['React'], ['Excel'], ['TypeScript']];
      const made: string[] = [];
      for (const [index, list] of skills.entries())
        made.push(
          (await applyTo(server, (await seekerWith({ name: `Candidate ${index}`, skills: list })).token, job.id))
            .application._id,
        );
      await setApplicationStatus(server, made[3]!, 'Rejected');
      const oldApplicant = await seekerWith({ skills: ['React', 'TypeScript'] });
      await server.database.db.insert(applications).values({
        seekerId: oldApplicant.id,
        jobId: expired.id,
        status: 'Applied',
        matchScore: 99,
        appliedAt: server.clock.now(),
      });

      const response = await call('GET', '/api/employer/candidates', boss.token);
      expect(response.statusCode).toBe(200);
      const list = response.json<Candidates>();
      expect(list.map((entry) => entry.applicationId)).toEqual(made.slice(0, 3));
      expect(list[0]).toMatchObject({
        jobId: job.id,
        jobTitle: 'Dashboard Role',
        name: 'Candidate 0',
        headline: 'Frontend Engineer',
        location: 'Accra, Ghana',
        skills: ['React', 'TypeScript'],
        experience: '3-5',
        education: "Bachelor's Degree",
        status: 'Applied',
      });
      const scores = list.map((entry) => entry.matchScore ?? -1);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(
        (await call('GET', '/api/employer/candidates', other.token)).json<Candidates>().map((entry) => entry.jobId),
      ).not.toContain(job.id);
    });

    it('lists applications with no response after 7 days, the longest-waiting first', async () => {
      const job = await buildCompanyJob(server, boss, { title: 'Waiting Role', daysAgo: 20 });
      const ids: string[] = [];
      for (let i = 0; i < 4; i += 1)
        ids.push((await applyTo(server, (await seekerWith({ name: `Waiter ${i}` })).token, job.id)).application._id);
      const now = server.clock.now().getTime();
      await setApplicationStatus(server, ids[0]!, 'Applied', { appliedAt: new Date(now - 8 * dayMs) });
      await setApplicationStatus(server, ids[1]!, 'Applied', { appliedAt: new Date(now - 10 * dayMs) });
      await setApplicationStatus(server, ids[2]!, 'Reviewing', {
        appliedAt: new Date(now - 12 * dayMs),
        firstResponseAt: new Date(now - 11 * dayMs),
      });
      await setApplicationStatus(server, ids[3]!, 'Applied', { appliedAt: new Date(now - 3 * dayMs) });

      const list = (await call('GET', '/api/employer/waiting', boss.token)).json<Waiting>();
      expect(list).toEqual([
        {
          applicationId: ids[1],
          jobId: job.id,
          jobTitle: 'Waiting Role',
          name: 'Waiter 1',
          appliedAt: new Date(now - 10 * dayMs).toISOString(),
        },
        {
          applicationId: ids[0],
          jobId: job.id,
          jobTitle: 'Waiting Role',
          name: 'Waiter 0',
          appliedAt: new Date(now - 8 * dayMs).toISOString(),
        },
      ]);
      expect(
        (await call('GET', '/api/employer/waiting', other.token)).json<Waiting>().map((entry) => entry.jobId),
      ).not.toContain(job.id);
      // Opening one answers it.
      expect((await patch(ids[1]!, boss.token, { status: 'Reviewing' })).statusCode).toBe(200);
      expect(
        (await call('GET', '/api/employer/waiting', boss.token)).json<Waiting>().map((entry) => entry.applicationId),
      ).toEqual([ids[0]]);
    });
  });
});
