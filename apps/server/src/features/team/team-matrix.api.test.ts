import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, loginAs, uniqueEmail } from '../../test-support/builders.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { buildCompanyEmployer, postingBody, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { assignJob, buildTeamMember } from '../../test-support/team-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * Who gets what from every employer endpoint: the company's owner, an admin, a recruiter, a hiring manager assigned
 * the job in question and one who is not, a member the owner removed (with a session still open), and a recruiter of
 * another company. Each row names the exact status each of them gets; a row that changes something builds its own
 * job, application or seeker per caller, so the callers do not depend on each other's turns.
 */

const actors = ['owner', 'admin', 'recruiter', 'hmAssigned', 'hmUnassigned', 'removed', 'other'] as const;
type Actor = (typeof actors)[number];
type Expected = [
  owner: number,
  admin: number,
  recruiter: number,
  hmA: number,
  hmU: number,
  removed: number,
  other: number,
];

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object;
}

describe('team access matrix', () => {
  let server: TestServer;
  let team: Record<Actor, SignedInEmployer>;
  let owner: SignedInEmployer;
  let jobId: string;
  let applicationId: string;
  let threadId: string;
  const dayMs = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await buildCompanyEmployer(server);
    const otherOwner = await buildCompanyEmployer(server);
    const job = await buildCompanyJob(server, owner, { title: 'Matrix Engineer' });
    jobId = job.id;
    // One after the other: turning on two-step verification moves the shared fake clock past each code.
    const admin = await buildTeamMember(server, owner, 'admin');
    const recruiter = await buildTeamMember(server, owner, 'recruiter');
    const hmAssigned = await buildTeamMember(server, owner, 'hiring-manager', { jobIds: [jobId] });
    const hmUnassigned = await buildTeamMember(server, owner, 'hiring-manager');
    const removed = await buildTeamMember(server, owner, 'recruiter');
    const other = await buildTeamMember(server, otherOwner, 'recruiter');
    team = { owner, admin, recruiter, hmAssigned, hmUnassigned, removed, other };
    const removal = await server.app.inject({
      method: 'DELETE',
      url: `/api/team/${removed.id}`,
      headers: bearer(owner.token),
    });
    expect(removal.statusCode, removal.body).toBe(200);
    const seeker = await buildSeeker(server);
    applicationId = (await applyTo(server, seeker.token, jobId)).application._id;
    const opened = await server.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/thread`,
      headers: bearer(owner.token),
    });
    threadId = opened.json<{ thread: { _id: string } }>().thread._id;
  });
  afterAll(() => server.close());

  /** A live job of the company, assigned to the assigned hiring manager (as every job of the matrix is). */
  async function freshJob(overrides: Parameters<typeof buildCompanyJob>[2] = {}) {
    const job = await buildCompanyJob(server, owner, overrides);
    await assignJob(server, team.hmAssigned, job.id);
    return job.id;
  }
  async function freshApplication() {
    const seeker = await buildSeeker(server);
    return (await applyTo(server, seeker.token, jobId)).application._id;
  }
  async function poolSeeker() {
    const seeker = await buildUser(server, {
      name: 'Amara Okafor',
      title: 'Backend Engineer',
      skills: ['Go'],
      onboardingComplete: true,
      talentVisibility: 'all-employers',
    });
    return seeker.id;
  }

  const rows: [name: string, call: (actor: Actor) => Promise<Call> | Call, expected: Expected][] = [
    ['list the jobs', () => ({ method: 'GET', url: '/api/employer/jobs' }), [200, 200, 200, 200, 200, 200, 200]],
    ['dashboard figures', () => ({ method: 'GET', url: '/api/employer/stats' }), [200, 200, 200, 200, 200, 200, 200]],
    [
      'dashboard candidates',
      () => ({ method: 'GET', url: '/api/employer/candidates' }),
      [200, 200, 200, 200, 200, 200, 200],
    ],
    ['dashboard waiting', () => ({ method: 'GET', url: '/api/employer/waiting' }), [200, 200, 200, 200, 200, 200, 200]],
    ['open a job', () => ({ method: 'GET', url: `/api/employer/jobs/${jobId}` }), [200, 200, 200, 200, 404, 404, 404]],
    // A hiring manager's post is a draft; a removed member has no company to post for; the other company posts its own.
    [
      'post a job',
      () => ({ method: 'POST', url: '/api/jobs', payload: postingBody() }),
      [201, 201, 201, 201, 201, 409, 201],
    ],
    [
      'edit a job',
      async () => ({ method: 'PUT', url: `/api/jobs/${await freshJob()}`, payload: postingBody({ title: 'Edited' }) }),
      [200, 200, 200, 403, 404, 404, 404],
    ],
    [
      'close a job',
      async () => ({
        method: 'POST',
        url: `/api/jobs/${await freshJob()}/close`,
        payload: { reason: 'filled', message: 'Filled, thank you.' },
      }),
      // Closing and renewing are refused to every hiring manager by role, before the job is looked at.
      [200, 200, 200, 403, 403, 404, 404],
    ],
    [
      'renew a job',
      async () => ({
        method: 'POST',
        url: `/api/jobs/${await freshJob({ expiresAt: new Date(server.clock.now().getTime() + 3 * dayMs) })}/renew`,
      }),
      [200, 200, 200, 403, 403, 404, 404],
    ],
    [
      'applicants',
      () => ({ method: 'GET', url: `/api/jobs/${jobId}/applicants` }),
      [200, 200, 200, 200, 404, 404, 404],
    ],
    [
      'move an application',
      async () => ({
        method: 'PATCH',
        url: `/api/applications/${await freshApplication()}`,
        payload: { status: 'Reviewing' },
      }),
      [200, 200, 200, 200, 404, 404, 404],
    ],
    [
      'write a note',
      () => ({ method: 'PATCH', url: `/api/applications/${applicationId}`, payload: { employerNotes: 'Strong Go.' } }),
      [200, 200, 200, 200, 404, 404, 404],
    ],
    [
      'write feedback',
      () => ({
        method: 'PATCH',
        url: `/api/applications/${applicationId}`,
        payload: { feedback: 'Thanks for applying.' },
      }),
      [200, 200, 200, 200, 404, 404, 404],
    ],
    // Bulk moves skip what the caller may not move (listed as skipped), so everyone gets a 200.
    [
      'bulk move',
      async () => ({
        method: 'POST',
        url: '/api/applications/bulk',
        payload: { ids: [await freshApplication()], status: 'Reviewing' },
      }),
      [200, 200, 200, 200, 200, 200, 200],
    ],
    ['search candidates', () => ({ method: 'GET', url: '/api/candidates' }), [200, 200, 200, 403, 403, 403, 200]],
    [
      'contact a candidate',
      async () => ({
        method: 'POST',
        url: `/api/candidates/${await poolSeeker()}/contact`,
        payload: {
          subject: 'A Go role',
          message: 'We would like to talk about a backend role with you.',
          salaryMin: 50_000,
          salaryMax: 70_000,
          salaryCurrency: 'USD',
        },
      }),
      [201, 201, 201, 403, 403, 403, 201],
    ],
    [
      'open an applicant thread',
      () => ({ method: 'POST', url: `/api/applications/${applicationId}/thread` }),
      [200, 200, 200, 403, 403, 404, 404],
    ],
    ['list threads', () => ({ method: 'GET', url: '/api/threads' }), [200, 200, 200, 403, 403, 200, 200]],
    [
      'write in a thread',
      () => ({ method: 'POST', url: `/api/threads/${threadId}/messages`, payload: { body: 'When could you talk?' } }),
      [201, 201, 201, 403, 403, 404, 404],
    ],
    ['company profile', () => ({ method: 'GET', url: '/api/employer/company' }), [200, 200, 200, 200, 200, 404, 200]],
    [
      'edit the company profile',
      (actor) => ({
        method: 'PUT',
        url: '/api/employer/company',
        payload: { name: team[actor].companyName, website: `https://www.${team[actor].email.split('@')[1]}` },
      }),
      [200, 200, 403, 403, 403, 404, 403],
    ],
    [
      'a job’s analytics',
      () => ({ method: 'GET', url: `/api/analytics?jobId=${jobId}` }),
      [200, 200, 200, 200, 404, 404, 404],
    ],
    ['the company’s analytics', () => ({ method: 'GET', url: '/api/analytics' }), [200, 200, 200, 200, 200, 200, 200]],
    ['the team', () => ({ method: 'GET', url: '/api/team' }), [200, 200, 200, 200, 200, 403, 200]],
    ['the audit trail', () => ({ method: 'GET', url: '/api/team/audit' }), [200, 200, 403, 403, 403, 403, 403]],
    [
      'invite a member',
      () => ({
        method: 'POST',
        url: '/api/team/invitations',
        payload: { email: uniqueEmail('invitee'), role: 'recruiter' },
      }),
      [201, 201, 403, 403, 403, 403, 403],
    ],
  ];

  it.each(rows)('%s', async (_name, call, expected) => {
    const got: Record<string, number> = {};
    for (const actor of actors) {
      const { method, url, payload } = await call(actor);
      const response = await server.app.inject({
        method,
        url,
        headers: bearer(team[actor].token),
        ...(payload ? { payload } : {}),
      });
      got[actor] = response.statusCode;
    }
    expect(got).toEqual(Object.fromEntries(actors.map((actor, i) => [actor, expected[i]])));
  });

  it('a hiring manager lists only their assigned jobs; their post is a draft, assigned to them', async () => {
    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/employer/jobs',
      headers: bearer(team.hmAssigned.token),
    });
    const ids = listed.json<{ _id: string }[]>().map((job) => job._id);
    expect(ids).toContain(jobId);
    const all = await server.app.inject({ method: 'GET', url: '/api/employer/jobs', headers: bearer(owner.token) });
    expect(all.json<unknown[]>().length).toBeGreaterThan(ids.length);
    const none = await server.app.inject({
      method: 'GET',
      url: '/api/employer/jobs',
      headers: bearer(team.hmUnassigned.token),
    });
    const drafts = none.json<{ postingStatus: string }[]>();
    expect(drafts.every((job) => job.postingStatus === 'Draft')).toBe(true);

    const posted = await server.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(team.hmUnassigned.token),
      payload: postingBody({ title: 'Drafted by a hiring manager' }),
    });
    expect(posted.json()).toMatchObject({ postingStatus: 'Draft' });
    const draftId = posted.json<{ _id: string }>()._id;
    // They may edit their draft (it stays one); a recruiter saving it publishes it.
    const edited = await server.app.inject({
      method: 'PUT',
      url: `/api/jobs/${draftId}`,
      headers: bearer(team.hmUnassigned.token),
      payload: postingBody({ title: 'Drafted, then edited' }),
    });
    expect(edited.json()).toMatchObject({ postingStatus: 'Draft' });
    const published = await server.app.inject({
      method: 'PUT',
      url: `/api/jobs/${draftId}`,
      headers: bearer(team.recruiter.token),
      payload: postingBody({ title: 'Drafted, then edited' }),
    });
    expect(published.json()).toMatchObject({ postingStatus: 'Active' });
    // Published, it is no longer the hiring manager's to edit.
    const late = await server.app.inject({
      method: 'PUT',
      url: `/api/jobs/${draftId}`,
      headers: bearer(team.hmUnassigned.token),
      payload: postingBody(),
    });
    expect(late.statusCode).toBe(403);
  });

  it('a hiring manager’s company analytics count their assigned jobs only', async () => {
    const applications = async (actor: Actor) =>
      (await server.app.inject({ method: 'GET', url: '/api/analytics', headers: bearer(team[actor].token) })).json<{
        applications: number;
      }>().applications;
    const all = await applications('owner');
    expect(all).toBeGreaterThan(0);
    expect(await applications('hmUnassigned')).toBe(0);
    const assigned = await server.app.inject({
      method: 'GET',
      url: `/api/analytics?jobId=${jobId}`,
      headers: bearer(owner.token),
    });
    expect(await applications('hmAssigned')).toBe(assigned.json<{ applications: number }>().applications);
  });

  it('a member of no company is told so on the team page', async () => {
    const loner = await buildUser(server, { userType: 'employer', email: uniqueEmail('loner') });
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/team',
      headers: bearer(await loginAs(server, loner)),
    });
    expect(response.statusCode).toBe(403);
  });
});
