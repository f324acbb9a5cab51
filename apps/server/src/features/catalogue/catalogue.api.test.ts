import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryNames } from '@orbit/shared/categories';
import { jobListResponseSchema, type Job, type JobListResponse } from '@orbit/shared/job-contracts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Spec section 3: every Job in JSON carries these. */
const specFields = [
  '_id',
  'title',
  'company',
  'logo',
  'location',
  'remote',
  'employmentType',
  'experienceLevel',
  'salary',
  'createdAt',
  'postedAt',
  'category',
  'description',
  'responsibilities',
  'requirements',
  'benefits',
  'skills',
  'tags',
  'postedBy',
  'source',
  'sourceUrl',
  'applicationMethod',
  'expiresAt',
];

describe('the job catalogue API', () => {
  let server: TestServer;
  const built: Record<string, BuiltJob> = {};
  const fillers = 25;

  beforeAll(async () => {
    server = await startTestServer();
    built.js = await buildJob(server, {
      title: 'Senior JavaScript Engineer',
      company: 'Acme Widgets',
      category: 'Remote Frontend Development',
      employmentType: 'Full-time',
      experienceLevel: 'senior',
      location: 'Worldwide',
      tags: ['JavaScript', 'React'],
      skills: ['JavaScript', 'React'],
      salaryMin: 100000,
      salaryMax: 130000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      applicationMethodType: 'url',
      applicationMethodValue: 'https://acme.example/apply',
      daysAgo: 1,
    });
    built.native = await buildJob(server, {
      title: 'React Native Developer',
      company: 'Pocket Apps',
      category: 'Remote Mobile Development',
      employmentType: 'Contract',
      location: 'Lagos, Nigeria',
      remote: false,
      salaryText: 'Competitive',
      daysAgo: 2,
    });
    built.react = await buildJob(server, {
      title: 'React Frontend Developer',
      company: 'Acme Widgets Inc.',
      category: 'Remote Frontend Development',
      employmentType: 'Full-time',
      description: '<p>Build interfaces in React and TypeScript.</p>',
      daysAgo: 3,
    });
    built.data = await buildJob(server, {
      title: 'Data Analyst',
      company: 'Numbers Co',
      category: 'Remote Data Science',
      employmentType: 'Part-time',
      location: 'Nairobi, Kenya',
      daysAgo: 4,
    });
    built.old = await buildJob(server, { title: 'JavaScript Lead', company: 'Acme Widgets', daysAgo: 31 });
    built.removed = await buildJob(server, { title: 'JavaScript Architect', status: 'removed', daysAgo: 1 });
    built.dropped = await buildJob(server, { title: 'JavaScript Mentor', status: 'expired', daysAgo: 2 });
    for (let i = 0; i < fillers; i++)
      await buildJob(server, { title: `Filler Role ${i}`, company: 'Filler Org', daysAgo: 5 + i / 10 });
  });
  afterAll(() => server.close());

  const get = async <T>(url: string) => {
    const response = await server.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<T>() };
  };
  const list = (query: string) => get<JobListResponse>(`/api/jobs${query}`);
  const titles = (body: JobListResponse) => body.jobs.map((job) => job.title);
  const liveTotal = 4 + fillers;

  it('lists live jobs newest first, 20 a page, with the spec fields', async () => {
    const { status, body } = await list('?_t=123456');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: liveTotal, currentPage: 1, totalPages: 2 });
    expect(titles(body).slice(0, 4)).toEqual([
      'Senior JavaScript Engineer',
      'React Native Developer',
      'React Frontend Developer',
      'Data Analyst',
    ]);
    expect(body.jobs).toHaveLength(20);
    for (const field of specFields) expect(body.jobs[0]).toHaveProperty(field);
    expect(body.jobs[0]).toMatchObject({
      _id: built.js!.id,
      salary: { min: 100000, max: 130000, currency: 'USD', period: 'year' },
      applicationMethod: { type: 'url', value: 'https://acme.example/apply' },
      postedBy: null,
      status: 'live',
    });
    expect(body.jobs[1]?.salary).toBe('Competitive');
    expect(body.jobs[2]?.salary).toBeNull();
    // Expired, removed and dropped jobs are not listed.
    expect(titles(body)).not.toContain('JavaScript Lead');

    const second = await list('?page=2');
    expect(second.body.jobs).toHaveLength(liveTotal - 20);
    expect((await list('?page=3')).body).toMatchObject({ jobs: [], total: liveTotal, currentPage: 3 });
    expect((await list('?limit=5&page=2')).body).toMatchObject({ currentPage: 2, totalPages: 6 });
  });

  it('writes list bytes that are exactly the response schema: nothing missing, nothing more', async () => {
    // The route sends kept bytes without the zod serializer; parsing drops unknown keys, so equality proves none.
    for (const url of [
      '/api/jobs',
      '/api/jobs?page=2',
      '/api/jobs?search=javascript',
      '/api/jobs?search=javscript',
      '/api/jobs?limit=1',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json() as unknown;
      expect(jobListResponseSchema.parse(body)).toEqual(body);
    }
  });

  it('filters by category with or without the Remote prefix, type, remote, location and company', async () => {
    const frontend = ['Senior JavaScript Engineer', 'React Frontend Developer'];
    expect(titles((await list('?category=Remote%20Frontend%20Development')).body)).toEqual(frontend);
    expect(titles((await list('?category=Frontend%20Development')).body)).toEqual(frontend);
    expect(titles((await list('?category=remote%20frontend%20development')).body)).toEqual(frontend);
    expect(titles((await list('?type=contract')).body)).toEqual(['React Native Developer']);
    expect(titles((await list('?type=Full-time&category=Frontend%20Development')).body)).toEqual(frontend);
    expect((await list('?remote=true')).body.total).toBe(liveTotal - 1);
    expect(titles((await list('?location=nairobi')).body)).toEqual(['Data Analyst']);
    // A region name finds the places in it (shared/world-regions.ts), as whole words; an office job in Lagos (not
    // remote) only for a seeker who wants on-site work (location-filter.api.test.ts).
    expect(titles((await list('?location=africa')).body)).toEqual(['Data Analyst']);
    expect(titles((await list('?location=africa&workplace=any')).body)).toEqual([
      'React Native Developer',
      'Data Analyst',
    ]);
    expect((await list('?location=Europe')).body.total).toBe(0);
    // 'Acme Widgets Inc.' and 'Acme Widgets' are one company.
    expect(titles((await list('?company=acme%20widgets')).body)).toEqual(frontend);
    expect(titles((await list(`?companyId=${built.react!.companyId}`)).body)).toEqual(frontend);
    expect((await list('?category=Underwater%20Basket%20Weaving')).body).toMatchObject({
      jobs: [],
      total: 0,
      totalPages: 0,
    });
  });

  it('searches with full text, websearch syntax and typo tolerance', async () => {
    expect(titles((await list('?search=javascript')).body)).toEqual(['Senior JavaScript Engineer']);
    expect(titles((await list('?title=javascript')).body)).toEqual(['Senior JavaScript Engineer']);
    expect(titles((await list('?search=javscript')).body)).toEqual(['Senior JavaScript Engineer']);
    // Several words: each one must be close to a word of the title or company.
    expect(titles((await list('?search=senior%20javscript')).body)).toEqual(['Senior JavaScript Engineer']);
    expect((await list('?search=javscript%20kangaroo')).body.total).toBe(0);
    expect(titles((await list('?search=Acme%20Widgts')).body).sort()).toEqual([
      'React Frontend Developer',
      'Senior JavaScript Engineer',
    ]);
    // Too far for trigrams (a swap in a short word): the misspelt word is put right, the page answers for the correction.
    const respelled = (await list('?search=data%20anaylst')).body;
    expect(titles(respelled)).toEqual(['Data Analyst']);
    expect(respelled.correctedSearch).toBe('data analyst');
    expect((await list('?search=data%20analyst')).body.correctedSearch).toBeUndefined();
    expect(titles((await list('?search=anaylst&type=part-time')).body)).toEqual(['Data Analyst']);
    // Words as typed that find nothing, put right and finding something: the correction answers (no trigram step).
    expect((await list('?search=javscript')).body.correctedSearch).toBe('javascript');
    // Words that are nobody's typo still go to the trigram step.
    expect((await list('?search=Acme%20Widgts')).body.correctedSearch).toBeUndefined();

    const reactNotNative = titles((await list(`?search=${encodeURIComponent('react -native')}`)).body);
    expect(reactNotNative.sort()).toEqual(['React Frontend Developer', 'Senior JavaScript Engineer']);

    // Title matches outrank a tag match.
    const react = titles((await list('?search=react')).body);
    expect(react.slice(0, 2).sort()).toEqual(['React Frontend Developer', 'React Native Developer']);
    expect(react[2]).toBe('Senior JavaScript Engineer');

    expect(titles((await list(`?search=${encodeURIComponent('"data analyst"')}&type=part-time`)).body)).toEqual([
      'Data Analyst',
    ]);
    expect((await list('?search=zzqqxxyy')).body).toMatchObject({ jobs: [], total: 0 });
  });

  it.each([
    ['?page=-1', 'page'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?limit=0', 'limit'],
    ['?limit=10000', 'limit'],
    ['?remote=maybe', 'remote'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('refuses %s with 400 and field errors', async (query, field) => {
    const { status, body } = await get<{ msg: string; errors: { path: string; msg: string }[] }>(`/api/jobs${query}`);
    expect(status).toBe(400);
    expect(body.msg).toEqual(expect.any(String));
    expect(body.errors.map((error) => error.path)).toContain(field);
  });

  it('answers the newest live jobs', async () => {
    const { status, body } = await get<Job[]>('/api/jobs/newest');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body[0]?.title).toBe('Senior JavaScript Engineer');
    expect((await get<Job[]>('/api/jobs/newest?limit=3')).body).toHaveLength(3);
    expect((await get('/api/jobs/newest?limit=51')).status).toBe(400);
  });

  it('counts live jobs in all 26 categories', async () => {
    const { status, body } = await get<{ _id: string; name: string; count: number }[]>('/api/jobs/categories');
    expect(status).toBe(200);
    expect(body.map((category) => category.name)).toEqual([...categoryNames]);
    const count = (name: string) => body.find((category) => category.name === name)?.count;
    expect(count('Remote Frontend Development')).toBe(2);
    expect(count('Remote Mobile Development')).toBe(1);
    expect(count('Remote Data Science')).toBe(1);
    expect(count('Other Remote Roles')).toBe(fillers);
    expect(count('Remote Legal')).toBe(0);
    expect(body.find((category) => category.name === 'Remote UI/UX Design')?._id).toBe('ui-ux-design');
  });

  it('shows one job, expired ones with their status, and 404s the rest', async () => {
    const live = await get<Job>(`/api/jobs/${built.js!.id}`);
    expect(live.status).toBe(200);
    for (const field of specFields) expect(live.body).toHaveProperty(field);
    expect((await get<Job>(`/api/jobs/${built.old!.id}`)).body.status).toBe('expired');
    expect((await get<Job>(`/api/jobs/${built.dropped!.id}`)).body.status).toBe('expired');
    for (const id of [built.removed!.id, crypto.randomUUID(), 'not-a-uuid', '12345']) {
      const missing = await get(`/api/jobs/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ msg: 'Job not found' });
    }
  });
});
