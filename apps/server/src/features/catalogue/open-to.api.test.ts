import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('GET /api/jobs?openTo=: the jobs a person living in a country may take', () => {
  let server: TestServer;
  const company = `Open To Co ${crypto.randomBytes(3).toString('hex')}`;
  const titles = {
    worldwide: 'Worldwide Support Lead',
    nigeria: 'Nigeria Payments Engineer',
    africa: 'Africa Sales Manager',
    usOnly: 'US Only Account Executive',
    europe: 'Europe Data Analyst',
    unknown: 'Unstated Designer',
  };

  beforeAll(async () => {
    server = await startTestServer();
    const job = (
      title: string,
      eligibility: { worldwide: boolean; countries: string[]; regions: ('Africa' | 'Europe')[] } | null,
    ) => buildJob(server, { company, title, eligibility });
    await job(titles.worldwide, { worldwide: true, countries: [], regions: [] });
    await job(titles.nigeria, { worldwide: false, countries: ['NG'], regions: [] });
    await job(titles.africa, { worldwide: false, countries: [], regions: ['Africa'] });
    await job(titles.usOnly, { worldwide: false, countries: ['US'], regions: [] });
    await job(titles.europe, { worldwide: false, countries: ['GB'], regions: ['Europe'] });
    await job(titles.unknown, null);
  });
  afterAll(async () => {
    await server.close();
  });

  const list = async (query: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/jobs?company=${encodeURIComponent(company)}&limit=50&${query}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<JobListResponse>();
    expect(body.total).toBe(body.jobs.length);
    return body.jobs.map((job) => job.title).sort();
  };

  it('from Nigeria: worldwide, Nigeria and Africa; not the US, Europe or the unstated ones', async () => {
    expect(await list('openTo=NG')).toEqual([titles.africa, titles.nigeria, titles.worldwide].sort());
    expect(await list('openTo=ng')).toEqual([titles.africa, titles.nigeria, titles.worldwide].sort());
  });

  it('from Kenya the Nigerian role is not open; from the UK, Europe and worldwide', async () => {
    expect(await list('openTo=KE')).toEqual([titles.africa, titles.worldwide].sort());
    expect(await list('openTo=GB')).toEqual([titles.europe, titles.worldwide].sort());
    expect(await list('openTo=US')).toEqual([titles.usOnly, titles.worldwide].sort());
  });

  it('adds the jobs that do not say only when asked (includeUnknown)', async () => {
    expect(await list('openTo=NG&includeUnknown=true')).toEqual(
      [titles.africa, titles.nigeria, titles.unknown, titles.worldwide].sort(),
    );
    expect(await list('openTo=NG&includeUnknown=false')).toEqual(
      [titles.africa, titles.nigeria, titles.worldwide].sort(),
    );
  });

  it('without openTo lists them all, and each job carries its eligibility (null when unknown)', async () => {
    expect(await list('')).toHaveLength(6);
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/jobs?company=${encodeURIComponent(company)}&limit=50`,
    });
    const byTitle = new Map(response.json<JobListResponse>().jobs.map((job) => [job.title, job.eligibility]));
    expect(byTitle.get(titles.unknown)).toBeNull();
    expect(byTitle.get(titles.nigeria)).toEqual({ worldwide: false, countries: ['NG'], regions: [] });
  });

  it('refuses a code that is not two letters, with the message', async () => {
    for (const bad of ['NGA', 'N1', 'Nigeria']) {
      const response = await server.app.inject({ method: 'GET', url: `/api/jobs?openTo=${bad}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('openTo must be a two-letter country code');
    }
    const response = await server.app.inject({ method: 'GET', url: '/api/jobs?openTo=NG&includeUnknown=maybe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('includeUnknown must be true or false');
  });
});
