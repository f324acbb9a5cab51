import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplyResponse } from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import {
  buildEmployer,
  buildSeeker,
  type SignedInSeeker,
  type SignedInUser,
} from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Spec section 3: every Application carries these. */
const specFields = [
  '_id',
  'job',
  'status',
  'appliedAt',
  'createdAt',
  'notes',
  'coverLetter',
  'feedback',
  'matchScore',
  'autopilotGenerated',
  'isExternal',
  'externalSubmissionDetails',
];
const hourMs = 60 * 60 * 1000;

describe('applying, listing and withdrawing', () => {
  let server: TestServer;
  let employer: SignedInUser;
  let owner: SignedInSeeker;
  let other: SignedInSeeker;

  beforeAll(async () => {
    server = await startTestServer();
    employer = await buildEmployer(server);
    owner = await buildSeeker(server);
    other = await buildSeeker(server);
  });
  afterAll(() => server.close());

  const nativeJob = (overrides: Parameters<typeof buildJob>[1] = {}) =>
    buildJob(server, {
      source: 'orbit',
      sourceId: null,
      postedBy: employer.id,
      applicationMethodType: 'form',
      ...overrides,
    });
  const apply = (token: string | undefined, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: '/api/applications', headers: token ? bearer(token) : {}, payload });
  const list = (token: string | undefined) =>
    server.app.inject({ method: 'GET', url: '/api/applications', headers: token ? bearer(token) : {} });
  const withdraw = (token: string | undefined, id: string) =>
    server.app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: token ? bearer(token) : {} });
  const rowsFor = (jobId: string) =>
    server.database.db.select().from(applications).where(eq(applications.jobId, jobId));

  describe('who may do what', () => {
    let job: BuiltJob;
    let ownersApplication: Application;

    beforeAll(async () => {
      job = await nativeJob();
      const response = await apply(owner.token, {
        jobId: job.id,
        notes: 'Referred by Tunde',
        coverLetter: 'Dear team',
      });
      expect(response.statusCode).toBe(201);
      ownersApplication = response.json<ApplyResponse>().application;
    });

    it('anonymous: 401 on apply, list and withdraw, even with a bad body', async () => {
      for (const response of [
        await apply(undefined, { jobId: job.id }),
        await apply(undefined, { notes: 42 }),
        await list(undefined),
        await withdraw(undefined, ownersApplication._id),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().msg).toBe(messages.notAuthenticated);
      }
    });

    it('employer: 403 on apply, list and withdraw', async () => {
      const applied = await apply(employer.token, { jobId: job.id });
      expect(applied.statusCode).toBe(403);
      expect(applied.json().msg).toBe(messages.applicantsOnly);
      expect((await list(employer.token)).statusCode).toBe(403);
      expect((await withdraw(employer.token, ownersApplication._id)).statusCode).toBe(403);
      expect(await rowsFor(job.id)).toHaveLength(1);
    });

    it("another seeker: cannot see or withdraw the owner's application (404), may apply themselves", async () => {
      expect((await list(other.token)).json()).toEqual([]);
      const response = await withdraw(other.token, ownersApplication._id);
      expect(response.statusCode).toBe(404);
      expect(response.json().msg).toBe(messages.applicationNotFound);
      expect((await apply(other.token, { jobId: job.id })).statusCode).toBe(201);
      expect(await rowsFor(job.id)).toHaveLength(2);
    });

    it('owner: sees it with every spec field, and may withdraw it', async () => {
      const mine = (await list(owner.token)).json<Application[]>();
      const listed = mine.find((application) => application._id === ownersApplication._id);
      expect(listed).toBeDefined();
      expect(Object.keys(listed!)).toEqual(expect.arrayContaining(specFields));
      expect(listed).toMatchObject({
        job: { _id: job.id, title: job.title, company: job.company, location: job.location, companySiteUrl: null },
        status: 'Applied',
        notes: 'Referred by Tunde',
        coverLetter: 'Dear team',
        feedback: '',
        // Scored when the seeker applied (0–100).
        matchScore: expect.any(Number),
        autopilotGenerated: false,
        isExternal: false,
        externalSubmissionDetails: null,
        failureReason: null,
      });
      expect(listed).not.toHaveProperty('resumeFileId');
      expect(listed).not.toHaveProperty('seekerId');

      const response = await withdraw(owner.token, ownersApplication._id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: messages.applicationWithdrawn, _id: ownersApplication._id });
      const after = (await list(owner.token)).json<Application[]>();
      expect(after.map((application) => application._id)).not.toContain(ownersApplication._id);
      expect((await withdraw(owner.token, ownersApplication._id)).statusCode).toBe(404);
    });
  });

  it('stores a native application as Applied with the resume, notes, cover letter and time', async () => {
    const job = await nativeJob();
    const response = await apply(owner.token, {
      jobId: job.id,
      notes: '  my notes ',
      coverLetter: 'Hello',
      resumeUrl: 'https://evil.example/x.pdf',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<ApplyResponse>();
    expect(body.msg).toBe(messages.applicationSubmitted);
    expect(body.redirectUrl).toBeUndefined();
    expect(body.application).toMatchObject({
      status: 'Applied',
      isExternal: false,
      notes: 'my notes',
      coverLetter: 'Hello',
    });
    expect(body.application.appliedAt).toBe(server.clock.now().toISOString());
    const [row] = await rowsFor(job.id);
    // The seeker's own stored resume, never a URL the client sent.
    expect(row).toMatchObject({ seekerId: owner.id, resumeFileId: owner.resumeFileId, status: 'Applied' });
  });

  it('answers 409 to a second application, also when two arrive at the same moment, and stores one row', async () => {
    const job = await nativeJob();
    const seeker = await buildSeeker(server);
    const responses = await Promise.all([1, 2, 3].map(() => apply(seeker.token, { jobId: job.id })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().msg).toBe(messages.alreadyApplied);
    expect(await rowsFor(job.id)).toHaveLength(1);
    const again = await apply(seeker.token, { jobId: job.id });
    expect(again.statusCode).toBe(409);
    expect(await rowsFor(job.id)).toHaveLength(1);
  });

  it('lets a seeker apply again after withdrawing (the withdrawn row is kept, not listed)', async () => {
    const job = await nativeJob();
    const seeker = await buildSeeker(server);
    const first = (await apply(seeker.token, { jobId: job.id })).json<ApplyResponse>().application;
    expect((await withdraw(seeker.token, first._id)).statusCode).toBe(200);
    const second = await apply(seeker.token, { jobId: job.id });
    expect(second.statusCode).toBe(201);
    expect((await list(seeker.token)).json<Application[]>().map((a) => a._id)).toEqual([
      second.json<ApplyResponse>().application._id,
    ]);
    const rows = await rowsFor(job.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.withdrawnAt !== null)).toHaveLength(1);
  });

  it('refuses unknown, malformed, expired and removed jobs', async () => {
    const unknown = await apply(owner.token, { jobId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(messages.jobNotFound);
    expect((await apply(owner.token, { jobId: 'not-a-uuid' })).statusCode).toBe(404);
    const missing = await apply(owner.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('jobId is required');

    const expiredByAge = await nativeJob({ daysAgo: 31 });
    const expiredByStatus = await nativeJob({ status: 'expired' });
    const removed = await nativeJob({ status: 'removed' });
    for (const job of [expiredByAge, expiredByStatus, removed]) {
      const response = await apply(owner.token, { jobId: job.id });
      expect(response.statusCode).toBe(409);
      expect(response.json().msg).toBe(messages.jobNoLongerOpen);
      expect(await rowsFor(job.id)).toHaveLength(0);
    }
  });

  it('lists the seeker’s applications newest first, from all of them', async () => {
    const seeker = await buildSeeker(server);
    const applied: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const job = await nativeJob({ title: `Ordered role ${i}` });
      applied.push((await apply(seeker.token, { jobId: job.id })).json<ApplyResponse>().application._id);
      server.clock.advance(hourMs);
    }
    const listed = (await list(seeker.token)).json<Application[]>();
    expect(listed.map((application) => application._id)).toEqual([...applied].reverse());
    expect(listed[0]?.job.title).toBe('Ordered role 4');
  });

  it('withdraws only Applied, Pending and Reviewing applications', async () => {
    const seeker = await buildSeeker(server);
    const outcomes: Record<string, number> = {};
    for (const status of [
      'Applied',
      'Pending',
      'Reviewing',
      'Shortlisted',
      'Offered',
      'Accepted',
      'Rejected',
      'Failed',
    ] as const) {
      const job = await nativeJob();
      const id = (await apply(seeker.token, { jobId: job.id })).json<ApplyResponse>().application._id;
      await server.database.db.update(applications).set({ status }).where(eq(applications.id, id));
      const response = await withdraw(seeker.token, id);
      outcomes[status] = response.statusCode;
      if (response.statusCode === 409) expect(response.json().msg).toBe(messages.applicationNotWithdrawable);
    }
    expect(outcomes).toEqual({
      Applied: 200,
      Pending: 200,
      Reviewing: 200,
      Shortlisted: 409,
      Offered: 409,
      Accepted: 409,
      Rejected: 409,
      Failed: 409,
    });
    expect((await withdraw(seeker.token, 'not-a-uuid')).statusCode).toBe(404);
  });

  describe('external jobs that need nothing sent', () => {
    it('url: stored, answers the redirect URL, details say it was saved locally; notes stay private', async () => {
      const job = await buildJob(server, {
        applicationMethodType: 'url',
        applicationMethodValue: 'https://careers.acme.example/jobs/42',
      });
      const response = await apply(owner.token, { jobId: job.id, notes: 'private thought' });
      expect(response.statusCode).toBe(201);
      const body = response.json<ApplyResponse>();
      expect(body.redirectUrl).toBe('https://careers.acme.example/jobs/42');
      expect(body.application).toMatchObject({
        status: 'Applied',
        isExternal: true,
        notes: 'private thought',
        externalSubmissionDetails: {
          method: 'url',
          targetDestination: 'https://careers.acme.example/jobs/42',
          redirectUrl: 'https://careers.acme.example/jobs/42',
          responseDetails: 'Saved locally (external job)',
          storedLocallyOnly: true,
          submittedAt: server.clock.now().toISOString(),
        },
      });
    });

    it('url without a usable link: stored, no redirect URL', async () => {
      const job = await buildJob(server, {
        applicationMethodType: 'url',
        applicationMethodValue: 'javascript:alert(1)',
      });
      const body = (await apply(owner.token, { jobId: job.id })).json<ApplyResponse>();
      expect(body.redirectUrl).toBeUndefined();
      expect(body.application.externalSubmissionDetails).not.toHaveProperty('redirectUrl');
    });

    it('form and unknown: stored as Applied with notes and cover letter, details say how; no resume needed', async () => {
      const seeker = await buildSeeker(server, { resume: false });
      const form = await buildJob(server, {
        applicationMethodType: 'form',
        applicationMethodValue: 'https://apply.acme.example/forms/7',
      });
      const unknown = await buildJob(server, { applicationMethodType: 'unknown', applicationMethodValue: '' });
      const formApp = (
        await apply(seeker.token, { jobId: form.id, notes: 'n', coverLetter: 'c' })
      ).json<ApplyResponse>().application;
      expect(formApp).toMatchObject({
        status: 'Applied',
        notes: 'n',
        coverLetter: 'c',
        externalSubmissionDetails: {
          method: 'form',
          targetDestination: 'https://apply.acme.example/forms/7',
          storedLocallyOnly: true,
        },
      });
      expect(formApp.externalSubmissionDetails?.responseDetails).toContain("employer's own form");
      const unknownApp = (await apply(seeker.token, { jobId: unknown.id })).json<ApplyResponse>().application;
      expect(unknownApp).toMatchObject({
        status: 'Applied',
        externalSubmissionDetails: { method: 'unknown', targetDestination: '' },
      });
      expect((await rowsFor(form.id))[0]?.resumeFileId).toBeNull();
    });

    it('email and api jobs need a resume first (400), and store nothing', async () => {
      const seeker = await buildSeeker(server, { resume: false });
      for (const type of ['email', 'api'] as const) {
        const job = await buildJob(server, {
          applicationMethodType: type,
          applicationMethodValue: type === 'email' ? 'jobs@acme.example' : 'https://api.acme.example/apply',
        });
        const response = await apply(seeker.token, { jobId: job.id });
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toBe(messages.resumeRequiredToApply);
        expect(await rowsFor(job.id)).toHaveLength(0);
      }
    });

    it('validates the body: over-long notes are a 400 with the field named', async () => {
      const job = await nativeJob();
      const response = await apply(owner.token, { jobId: job.id, notes: 'x'.repeat(5001) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: 'Must be at most 5000 characters', errors: [{ path: 'notes' }] });
    });
  });

  it('keeps applications to jobs that later closed in the list', async () => {
    const seeker = await buildSeeker(server);
    const job = await nativeJob();
    await apply(seeker.token, { jobId: job.id });
    await server.database.db.update(jobs).set({ status: 'removed' }).where(eq(jobs.id, job.id));
    expect((await list(seeker.token)).json<Application[]>()).toHaveLength(1);
  });
});
