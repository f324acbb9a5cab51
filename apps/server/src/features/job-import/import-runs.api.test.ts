import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job, JobListResponse } from '@orbit/shared/job-contracts';
import type { Company } from '@orbit/shared/company-contracts';
import { importRuns, jobs } from '../../db/schema/jobs.ts';
import { readFixture, startFeedServer, type FeedServer } from '../../test-support/feed-server.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { handleImportJob, importJobsTask } from './import-worker.ts';

type Scrape = {
  msg: string;
  reused: boolean;
  run: {
    _id: string;
    status: string;
    trigger: string;
    sources: Record<string, Record<string, number | string | string[]>>;
  };
};

const hourMs = 60 * 60 * 1000;
const fixtureJobCount = 16;

describe('import runs against local feeds', () => {
  let feeds: FeedServer;
  let server: TestServer;
  beforeAll(async () => {
    feeds = await startFeedServer();
    // The hanging feed never answers, so any timeout ends it; 3 s leaves a busy 2-core machine room to answer the others.
    server = await startTestServer({ env: { ...feeds.env, JOB_IMPORT_TIMEOUT_MS: '3000', JOB_IMPORT_RETRIES: '0' } });
    // The fixtures were posted between 18 February and 16 March 2026.
    server.clock.set(new Date('2026-03-16T12:00:00Z'));
  });
  afterAll(async () => {
    await server.close();
    await feeds.close();
  });

  const requestImport = async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/jobs/scrape',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Scrape>();
  };
  /** Past every source's polling interval (Remotive's is 6 h) and the 10-minute reuse window. */
  const nextRun = () => server.clock.advance(7 * hourMs);
  const listAll = async () =>
    (await server.app.inject({ method: 'GET', url: '/api/jobs?limit=100' })).json<JobListResponse>();
  const snapshot = async () =>
    (
      await server.database.db
        .select({ id: jobs.id, updatedAt: jobs.updatedAt, hash: jobs.contentHash, status: jobs.status })
        .from(jobs)
    )
      .map((row) => JSON.stringify(row))
      .sort();

  it('runs on a singleton queue, so two imports never overlap', async () => {
    expect((await server.boss.getQueue(importJobsTask.name))?.policy).toBe('singleton');
  });

  it('creates the jobs and their companies on the first run', async () => {
    const { msg, reused, run } = await requestImport();
    expect(reused).toBe(false);
    expect(msg).toBe('Job import finished');
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'manual' });
    expect(Object.keys(run.sources)).toEqual(['remotive', 'remote-ok', 'we-work-remotely', 'jobicy', 'arbeitnow']);
    expect(run.sources.remotive).toMatchObject({
      status: 'succeeded',
      fetched: 5,
      created: 4,
      updated: 0,
      skipped: 1,
      failed: 0,
    });
    expect(run.sources.arbeitnow).toMatchObject({ created: 3, skipped: 1 });

    const listed = await listAll();
    expect(listed.total).toBe(fixtureJobCount);
    const backend = listed.jobs.find((job) => job.title === 'Senior Backend Engineer');
    expect(backend).toMatchObject({
      company: 'Quillstone Labs',
      source: 'remotive',
      sourceLabel: 'Remotive',
      sourceUrl: 'https://remotive.com/remote-jobs/software-dev/senior-backend-engineer-9100001',
      salary: { min: 80000, max: 100000, currency: 'USD', period: 'year' },
      postedBy: null,
      expiresAt: '2026-04-01T09:15:00.000Z',
    });
    expect(backend?.description).not.toContain('<script');
    // Who may apply, read from the feed's own words; a job that does not say stays unknown (null), never worldwide.
    const byTitle = (title: string) => listed.jobs.find((job) => job.title === title);
    expect(byTitle('Customer Support Specialist')?.eligibility).toEqual({
      worldwide: true,
      countries: [],
      regions: [],
    });
    expect(byTitle('Account Executive')?.eligibility).toEqual({ worldwide: false, countries: ['GB'], regions: [] });
    expect(backend?.eligibility).toMatchObject({
      worldwide: false,
      regions: expect.arrayContaining(['Europe', 'North America', 'South America']),
    });

    const companies = (await server.app.inject({ method: 'GET', url: '/api/companies' })).json<Company[]>();
    expect(companies.find((company) => company.name === 'Quillstone Labs')).toMatchObject({
      openJobs: 1,
      rating: null,
    });
    const search = (
      await server.app.inject({ method: 'GET', url: '/api/jobs?search=kubernetes' })
    ).json<JobListResponse>();
    expect(search.jobs.map((job) => job.title)).toEqual(['DevOps Engineer (m/w/d)']);
  });

  it('changes nothing when the feeds have not changed', async () => {
    const before = await snapshot();
    nextRun();
    const { run } = await requestImport();
    expect(run.status).toBe('succeeded');
    for (const summary of Object.values(run.sources))
      expect(summary).toMatchObject({ created: 0, updated: 0, expired: 0, failed: 0 });
    expect(run.sources.remotive).toMatchObject({ unchanged: 4 });
    expect(await snapshot()).toEqual(before);
  });

  it('does not fetch a source again before its own interval has passed', async () => {
    server.clock.advance(2 * hourMs);
    feeds.requests.length = 0;
    const { run } = await requestImport();
    expect(run.sources.remotive).toMatchObject({ status: 'not-due', nextDueAt: expect.any(String) });
    expect(run.sources['remote-ok']?.status).toBe('succeeded');
    expect(feeds.requests).not.toContain('remotive');
  });

  it('records failing sources (500, malformed JSON, timeout) and keeps the others and every existing job', async () => {
    feeds.set('remotive', { status: 500 });
    feeds.set('remote-ok', { body: '{"jobs": [' });
    feeds.set('jobicy', { hang: true });
    nextRun();
    const { run } = await requestImport();
    expect(run.status).toBe('partial');
    expect(run.sources.remotive).toMatchObject({ status: 'failed', created: 0, expired: 0 });
    expect(String(run.sources.remotive?.errors)).toContain('HTTP 500');
    expect(String(run.sources['remote-ok']?.errors)).toContain('malformed JSON');
    expect(String(run.sources.jobicy?.errors)).toContain('timed out');
    expect(run.sources['we-work-remotely']?.status).toBe('succeeded');
    expect(run.sources.arbeitnow?.status).toBe('succeeded');
    expect((await listAll()).total).toBe(fixtureJobCount);
    feeds.reset();
  });

  it('expires a job its feed no longer lists', async () => {
    const feed = JSON.parse(readFixture('remotive').replace(/^\uFEFF/, '')) as { jobs: { id: number }[] };
    feed.jobs = feed.jobs.filter((job) => job.id !== 9100004);
    feeds.set('remotive', { body: JSON.stringify(feed) });
    nextRun();
    const { run } = await requestImport();
    expect(run.sources.remotive).toMatchObject({ status: 'succeeded', expired: 1, unchanged: 3 });
    const [dropped] = await server.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.sourceId, '9100004'));
    const shown = (await server.app.inject({ method: 'GET', url: `/api/jobs/${dropped!.id}` })).json<Job>();
    expect(shown).toMatchObject({ title: 'Account Executive', status: 'expired' });
    expect((await listAll()).total).toBe(fixtureJobCount - 1);
    feeds.reset();
  });

  it('keeps a posting listed on two feeds once, with both links', async () => {
    const feed = JSON.parse(readFixture('arbeitnow')) as { data: Record<string, unknown>[] };
    feed.data.push({
      slug: 'senior-backend-engineer-quillstone-labs-999',
      company_name: 'Quillstone Labs GmbH',
      title: 'Senior Backend Engineer',
      description: '<p>Billing APIs in Python and Go.</p>',
      remote: true,
      url: 'https://www.arbeitnow.com/jobs/companies/quillstone/senior-backend-engineer-999',
      tags: ['Backend'],
      job_types: ['Full Time'],
      location: 'Remote',
      created_at: Date.parse('2026-03-03T08:00:00Z') / 1000,
    });
    feeds.set('arbeitnow', { body: JSON.stringify(feed) });
    nextRun();
    const { run } = await requestImport();
    expect(run.sources.arbeitnow).toMatchObject({ created: 0, duplicates: 1 });
    const found = (
      await server.app.inject({ method: 'GET', url: '/api/jobs?company=Quillstone%20Labs' })
    ).json<JobListResponse>();
    expect(found.total).toBe(1);
    expect(found.jobs[0]).toMatchObject({
      source: 'remotive',
      alsoListedOn: [
        {
          source: 'arbeitnow',
          label: 'Arbeitnow',
          url: 'https://www.arbeitnow.com/jobs/companies/quillstone/senior-backend-engineer-999',
        },
      ],
    });
    // The next run finds the link already there.
    nextRun();
    const again = await requestImport();
    expect(again.run.sources.arbeitnow).toMatchObject({ created: 0, updated: 0, duplicates: 1 });
    feeds.reset();
  });

  it('answers a scrape within 10 minutes of the last one with that run', async () => {
    nextRun();
    const first = await requestImport();
    server.clock.advance(5 * 60 * 1000);
    const second = await requestImport();
    expect(second).toMatchObject({
      reused: true,
      msg: 'A job import ran less than 10 minutes ago; this is its summary',
    });
    expect(second.run._id).toBe(first.run._id);
    server.clock.advance(6 * 60 * 1000);
    const third = await requestImport();
    expect(third.reused).toBe(false);
    expect(third.run._id).not.toBe(first.run._id);
  });

  it('runs scheduled imports through the same job handler', async () => {
    nextRun();
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    await handleImportJob(
      { db: server.database.db, config: server.config, clock: server.clock, log },
      { trigger: 'schedule' },
    );
    const runs = await server.database.db.select().from(importRuns).where(eq(importRuns.trigger, 'schedule'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'succeeded', finishedAt: expect.any(Date) });
  });
});
