import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@orbit/shared/messages';
import type { ApplicantsResponse } from '@orbit/shared/pipeline-contracts';
import { teamMessages, type AuditResponse } from '@orbit/shared/team-contracts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { buildTeamMember } from '../../test-support/team-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { resumeViewAuditWindowMs } from './open-application-resume.ts';
import { signResumeLink } from './resume-links.ts';

const minuteMs = 60 * 1000;

describe("the applicants page's resume links: named for a member, checked and audited when opened", () => {
  let server: TestServer;
  let owner: SignedInEmployer;
  let jobId: string;
  let otherJobId: string;
  let applicationId: string;
  let otherApplicationId: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await buildCompanyEmployer(server);
    const [job, otherJob] = await Promise.all([buildCompanyJob(server, owner), buildCompanyJob(server, owner)]);
    jobId = job.id;
    otherJobId = otherJob.id;
    const [seeker, otherSeeker] = await Promise.all([buildSeeker(server), buildSeeker(server)]);
    applicationId = (await applyTo(server, seeker.token, jobId)).application._id;
    otherApplicationId = (await applyTo(server, otherSeeker.token, jobId)).application._id;
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    server.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  /** The resume link the applicants page gives `token`'s member for an application, as a same-site path. */
  async function linkFor(token: string, forApplication = applicationId) {
    const response = await call('GET', `/api/jobs/${jobId}/applicants`, token);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<ApplicantsResponse>().applicants.find((one) => one._id === forApplication)?.resumeUrl;
    if (!url) throw new Error('no resume link');
    return url.replace(server.config.publicUrl, '');
  }
  /** Opened as the new tab does: no sign-in, the link alone. */
  const open = (path: string) => server.app.inject({ method: 'GET', url: path });
  const audit = async (query: string) => {
    const response = await call('GET', `/api/team/audit${query}`, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditResponse>();
  };
  const resumeViewsBy = async (memberId: string) =>
    (await audit(`?member=${memberId}`)).entries.filter((entry) => entry.action === 'resume.viewed');

  it("a recruiter's opening is one entry in her name a minute, which the owner finds by member and by job", async () => {
    const recruiter = await buildTeamMember(server, owner, 'recruiter', { name: 'Rita Recruiter' });
    const path = await linkFor(recruiter.token);
    expect(path).toMatch(
      new RegExp(`^/api/applications/${applicationId}/resume\\?exp=\\d+&m=${recruiter.id}&sig=[\\w-]+$`),
    );
    const opened = await open(path);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    // The PDF viewer fetches again, and the page is reloaded: still one opening.
    server.clock.advance(10_000);
    for (let i = 0; i < 3; i += 1) expect((await open(path)).statusCode).toBe(200);

    const entries = (await audit(`?member=${recruiter.id}&jobId=${jobId}`)).entries;
    expect(entries).toEqual([
      {
        at: expect.any(String) as string,
        actor: { userId: recruiter.id, name: 'Rita Recruiter' },
        action: 'resume.viewed',
        jobId,
        applicationId,
        detail: 'Applicants page',
      },
    ]);
    expect((await audit(`?member=${recruiter.id}&jobId=${otherJobId}`)).entries).toEqual([]);
    expect((await audit(`?member=${owner.id}&jobId=${jobId}`)).entries).toEqual([]);

    // After the window, the same link (still within its hour) is a new opening.
    server.clock.advance(resumeViewAuditWindowMs);
    expect((await open(path)).statusCode).toBe(200);
    expect(await resumeViewsBy(recruiter.id)).toHaveLength(2);
  });

  it("a removed member's link, issued before, is refused with 403 and writes nothing", async () => {
    const recruiter = await buildTeamMember(server, owner, 'recruiter', { name: 'Leaving Recruiter' });
    const path = await linkFor(recruiter.token);
    expect((await call('DELETE', `/api/team/${recruiter.id}`, owner.token)).statusCode).toBe(200);
    const refused = await open(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ msg: teamMessages.forbidden });
    expect(await resumeViewsBy(recruiter.id)).toEqual([]);
  });

  it("a hiring manager's link stops working when the job is taken from them", async () => {
    const manager = await buildTeamMember(server, owner, 'hiring-manager', { jobIds: [jobId] });
    const path = await linkFor(manager.token);
    expect((await open(path)).statusCode).toBe(200);
    const reassigned = await call('PATCH', `/api/team/${manager.id}`, owner.token, { jobIds: [otherJobId] });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect((await open(path)).statusCode).toBe(403);
    expect(await resumeViewsBy(manager.id)).toHaveLength(1);
  });

  it('a tampered link is refused with 403: another member, no member, another application, a later expiry, another signature', async () => {
    const recruiter = await buildTeamMember(server, owner, 'recruiter', { name: 'Honest Recruiter' });
    const path = await linkFor(recruiter.token);
    const url = new URL(path, server.config.publicUrl);
    const tampered = (change: (query: URLSearchParams) => void, pathname = url.pathname) => {
      const query = new URLSearchParams(url.search);
      change(query);
      return `${pathname}?${query.toString()}`;
    };
    const sig = url.searchParams.get('sig')!;
    const attempts = [
      tampered((query) => query.set('m', owner.id)),
      tampered((query) => query.delete('m')),
      tampered(() => {}, url.pathname.replace(applicationId, otherApplicationId)),
      tampered((query) => query.set('exp', String(Number(query.get('exp')) + 3600))),
      tampered((query) => query.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)),
    ];
    for (const attempt of attempts) {
      const refused = await open(attempt);
      expect(refused.statusCode, attempt).toBe(403);
      expect(refused.json()).toMatchObject({ msg: messages.resumeLinkInvalid });
    }
    expect(await resumeViewsBy(recruiter.id)).toEqual([]);
    expect(await resumeViewsBy(owner.id)).toEqual([]);
  });

  it("expires after its hour even for a member who still may, and the employer API's unnamed link is not audited", async () => {
    const recruiter = await buildTeamMember(server, owner, 'recruiter');
    const path = await linkFor(recruiter.token, otherApplicationId);
    const now = server.clock.now();
    server.clock.advance(61 * minuteMs);
    try {
      expect((await open(path)).statusCode).toBe(403);
    } finally {
      server.clock.set(now);
    }
    const before = (await audit('')).total;
    const apiLink = signResumeLink(server.config, otherApplicationId, server.clock.now()).url;
    expect((await open(apiLink.replace(server.config.publicUrl, ''))).statusCode).toBe(200);
    expect((await audit('')).total).toBe(before);
  });
});
