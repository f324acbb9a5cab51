import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@orbit/shared/company-contracts';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { ensureCompany } from '../../domain/companies/company-directory.ts';
import { buildUser } from '../../test-support/builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('companies API', () => {
  let server: TestServer;
  let employerCompanyId = '';
  let busyCompanyId = '';
  beforeAll(async () => {
    server = await startTestServer();
    for (let i = 0; i < 3; i++)
      busyCompanyId = (await buildJob(server, { company: 'Busy Bees Ltd', title: `Role ${i}` })).companyId!;
    await buildJob(server, { company: 'Busy Bees Ltd', title: 'Old role', daysAgo: 40 });
    await buildJob(server, { company: 'Two Jobs Co', title: 'First' });
    await buildJob(server, { company: 'Two Jobs Co', title: 'Second', status: 'removed' });
    await buildJob(server, { company: 'Long Gone', title: 'Expired role', daysAgo: 35 });
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) await buildJob(server, { company: `Single ${letter}` });
    employerCompanyId = await ensureCompany(server.database.db, { name: 'Fresh Employer' });
    await buildUser(server, { userType: 'employer', companyId: employerCompanyId });
  });
  afterAll(() => server.close());

  const get = async <T>(url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<T>() };
  };

  it('lists companies with open jobs and employers’ companies, most open jobs first', async () => {
    const { status, body } = await get<Company[]>('/api/companies');
    expect(status).toBe(200);
    expect(body.map((company) => [company.name, company.openJobs])).toEqual([
      ['Busy Bees Ltd', 3],
      ...['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter) => [`Single ${letter}`, 1]),
      ['Two Jobs Co', 1],
      ['Fresh Employer', 0],
    ]);
    expect(Object.keys(body[0]!).sort()).toEqual(
      [
        '_id',
        'name',
        'logo',
        'industry',
        'location',
        'website',
        'openJobs',
        'rating',
        'description',
        'size',
        'verified',
        'medianResponseHours',
      ].sort(),
    );
    expect(body.every((company) => company.rating === null)).toBe(true);
  });

  it('answers the top eight by open jobs', async () => {
    const { body } = await get<Company[]>('/api/companies/top');
    expect(body).toHaveLength(8);
    expect(body[0]).toMatchObject({ name: 'Busy Bees Ltd', openJobs: 3 });
    expect(body.map((company) => company.name)).not.toContain('Fresh Employer');
  });

  it('shows one company and lists its jobs by name or id; unknown ids are 404', async () => {
    expect((await get<Company>(`/api/companies/${busyCompanyId}`)).body).toMatchObject({
      name: 'Busy Bees Ltd',
      openJobs: 3,
    });
    expect((await get<Company>(`/api/companies/${employerCompanyId}`)).body).toMatchObject({
      name: 'Fresh Employer',
      openJobs: 0,
    });
    expect((await get<JobListResponse>('/api/jobs?company=Busy%20Bees%20Ltd')).body.total).toBe(3);
    expect((await get<JobListResponse>(`/api/jobs?companyId=${busyCompanyId}`)).body.total).toBe(3);
    for (const id of [crypto.randomUUID(), 'nope']) {
      const missing = await get(`/api/companies/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg: 'Company not found' });
    }
  });

  it('rebuilds companies from live jobs, idempotently', async () => {
    const orphan = await buildJob(server, { company: 'Orphan Org', title: 'Unlinked role', companyId: null });
    const generate = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/companies/generate',
        headers: { 'content-type': 'application/json' },
      });
    const first = await generate();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: 'Companies rebuilt from live jobs', count: 10 });
    const [linked] = await server.database.db
      .select({ companyId: jobs.companyId })
      .from(jobs)
      .where(eq(jobs.id, orphan.id));
    expect(linked?.companyId).toEqual(expect.any(String));
    const [before] = await server.database.db.select({ rows: count() }).from(companies);

    const second = await generate();
    expect(second.json()).toEqual(first.json());
    const [after] = await server.database.db.select({ rows: count() }).from(companies);
    expect(after?.rows).toBe(before?.rows);
    expect((await get<Company[]>('/api/companies/top')).body).toHaveLength(8);
  });
});
