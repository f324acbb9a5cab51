import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@orbit/shared/analytics-contracts';
import type { Company } from '@orbit/shared/company-contracts';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import type { EmployerStats, PostedJob } from '@orbit/shared/posting-contracts';
import type { AuditResponse } from '@orbit/shared/team-contracts';
import { currentTermsVersion } from '@orbit/shared/terms';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { users } from '../../db/schema/accounts.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { applications } from '../../db/schema/applications.ts';
import { seedDemoData } from './seed-demo-data.ts';

const quietLog = { info: () => {} } as unknown as Parameters<typeof seedDemoData>[1];

describe('demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoData(server.database.db, quietLog, server.clock, server.config.uploadDir);
  });
  afterAll(() => server.close());

  const get = async <T>(url: string) => (await server.app.inject({ method: 'GET', url })).json<T>();

  it('loads the catalogue once, with native jobs posted by the demo employer', async () => {
    const [before] = await server.database.db.select({ jobs: count() }).from(jobs);
    expect(before?.jobs).toBeGreaterThanOrEqual(300);
    await seedDemoData(server.database.db, quietLog, server.clock);
    const [after] = await server.database.db.select({ jobs: count() }).from(jobs);
    expect(after?.jobs).toBe(before?.jobs);

    const [employer] = await server.database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.userType, 'employer'));
    const kijani = await get<JobListResponse>(`/api/jobs?companyId=${employer?.companyId}&limit=100`);
    expect(kijani.total).toBeGreaterThan(0);
    expect(kijani.jobs.every((job) => job.source === 'orbit' && job.postedBy === employer?.id)).toBe(true);
  });

  it('gives the demo seeker a real PDF resume she can apply with', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'amara@demo.orbitjobs.dev', password: 'orbit-demo-seeker' },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const profile = (await server.app.inject({ method: 'GET', url: '/api/users/profile', headers })).json<{
      resumeUrl: string | null;
    }>();
    expect(profile.resumeUrl).toMatch(/^\/api\/files\//);
    const file = await server.app.inject({ method: 'GET', url: profile.resumeUrl ?? '', headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain('(Frontend Engineer');
  });

  it('seeds every demo account as having accepted the current terms', async () => {
    const rows = await server.database.db
      .select({ email: users.email, termsVersion: users.termsVersion, termsAcceptedAt: users.termsAcceptedAt })
      .from(users);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows)
      expect(row, row.email).toMatchObject({ termsVersion: currentTermsVersion, termsAcceptedAt: expect.any(Date) });
  });

  it('serves it through the API: live jobs, categories and companies', async () => {
    const listed = await get<JobListResponse>('/api/jobs');
    expect(listed.total).toBeGreaterThan(200);
    const categories = await get<{ count: number }[]>('/api/jobs/categories');
    expect(categories.filter((category) => category.count > 0)).toHaveLength(26);
    const companies = await get<Company[]>('/api/companies');
    expect(companies.length).toBeGreaterThanOrEqual(40);
    expect(companies[0]?.industry).not.toBe('');
    const search = await get<JobListResponse>('/api/jobs?search=react');
    expect(search.total).toBeGreaterThan(0);
    const typo = await get<JobListResponse>('/api/jobs?search=javscript');
    expect(typo.jobs.map((job) => job.title)).toContainEqual(expect.stringContaining('JavaScript'));
  });

  it('seeds a hiring pipeline: applicants in every status, answered and waiting, and a post awaiting review', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'hiring@demo.orbitjobs.dev', password: 'orbit-demo-employer' },
    });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    const stats = (
      await server.app.inject({ method: 'GET', url: '/api/employer/stats', headers })
    ).json<EmployerStats>();
    expect(stats.activeJobs).toBeGreaterThan(0);
    expect(stats.totalApplicants).toBeGreaterThanOrEqual(12);
    const statuses = await server.database.db.selectDistinct({ status: applications.status }).from(applications);
    expect(statuses.map((row) => row.status).sort()).toEqual([
      'Applied',
      'Offered',
      'Rejected',
      'Reviewing',
      'Shortlisted',
    ]);
    const posts = (await server.app.inject({ method: 'GET', url: '/api/employer/jobs', headers })).json<PostedJob[]>();
    expect(posts.filter((post) => post.postingStatus === 'Pending').map((post) => post.title)).toEqual([
      'Senior Mobile Engineer (React Native)',
    ]);
    // What the pipeline implies is recorded as it happens: each applicant viewed the job first (the analytics count
    // those views), and each answer is in the team's audit trail.
    const analytics = (await server.app.inject({ method: 'GET', url: '/api/analytics', headers })).json<Analytics>();
    expect(analytics.applications).toBeGreaterThan(0);
    expect(analytics.views).toBeGreaterThanOrEqual(analytics.applications);
    const audit = (await server.app.inject({ method: 'GET', url: '/api/team/audit', headers })).json<AuditResponse>();
    const moves = audit.entries.filter((entry) => entry.action === 'application.status').map((entry) => entry.detail);
    expect(moves).toContain('Applied → Shortlisted');
    expect(moves).toContain('Applied → Offered');
    expect(audit.entries.some((entry) => entry.action === 'application.feedback')).toBe(true);
    expect(audit.entries.some((entry) => entry.action === 'job.posted')).toBe(true);
    // Seeding again adds nothing.
    const [before] = await server.database.db.select({ n: count() }).from(applications);
    await seedDemoData(server.database.db, quietLog, server.clock);
    const [after] = await server.database.db.select({ n: count() }).from(applications);
    expect(after?.n).toBe(before?.n);
  });
});
