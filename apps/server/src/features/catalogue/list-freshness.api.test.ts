import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobListResponseSchema, type JobListResponse } from '@orbit/shared/job-contracts';
import { isInWorldRegion, worldRegionNames, worldRegionSqlPattern } from '@orbit/shared/world-regions';
import { jobs } from '../../db/schema/jobs.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { totalCap } from './list-jobs.ts';
import { rankedIdsKept } from './search-ranking.ts';

/**
 * Totals, page ids and search rankings are cached per catalogue version (list-cache.ts): whatever writes a job — here
 * the builders, straight into the database, as another process would — the next list must show it, and a job must
 * leave every list the moment it expires.
 */
describe('job list totals and rankings stay fresh', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/jobs${query}` });
    expect(response.statusCode).toBe(200);
    return response.json<JobListResponse>();
  };

  /** `count` live jobs of one company, straight into the table, posted a minute apart (the first newest). */
  const insertMatches = async (
    word: string,
    count: number,
    company: string,
    texts: (i: number) => { title: string; description?: string },
    spacingMs = 60_000,
  ) => {
    const now = server.clock.now().getTime();
    const rows = Array.from({ length: count }, (_, i) => {
      const postedAt = new Date(now - (i + 1) * spacingMs);
      return {
        ...texts(i),
        company,
        companyKey: normalizeCompanyName(company),
        category: 'Other Remote Roles',
        source: 'test',
        sourceId: `${word}-${i}`,
        postedAt,
        expiresAt: new Date(postedAt.getTime() + 30 * 24 * 60 * 60 * 1000),
        dedupeKey: `${word}-${i}`,
      };
    });
    await server.database.db.insert(jobs).values(rows);
    return rows;
  };

  it('shows a job written after the list was answered, and drops one taken down', async () => {
    const word = `zephyr${Date.now()}`;
    await buildJob(server, { title: `Platform Engineer ${word}`, company: 'Fresh Co', employmentType: 'Full-time' });
    const before = await list('');
    expect((await list(`?search=${word}`)).total).toBe(1);
    expect((await list(`?search=${word}`)).total).toBe(1);

    const added = await buildJob(server, {
      title: `Site Reliability ${word}`,
      company: 'Fresh Co',
      employmentType: 'Full-time',
    });
    expect((await list('')).total).toBe(before.total + 1);
    const found = await list(`?search=${word}`);
    expect(found.total).toBe(2);
    expect(found.jobs.map((job) => job._id)).toContain(added.id);

    await server.database.db.update(jobs).set({ status: 'removed' }).where(eq(jobs.id, added.id));
    expect((await list('')).total).toBe(before.total);
    expect((await list(`?search=${word}`)).jobs.map((job) => job._id)).not.toContain(added.id);
  });

  it('stops counting and listing a job the moment its 30 days are over, well within the cache time', async () => {
    const word = `ageing${Date.now()}`;
    const company = `Ageing Co ${word}`;
    const lastSecond = new Date(server.clock.now().getTime() + 10_000);
    const ageing = await buildJob(server, { title: `Analyst ${word}`, company, expiresAt: lastSecond });
    await buildJob(server, { title: `Designer ${word}`, company });
    const byCompany = `?company=${encodeURIComponent(company)}`;
    const firstPage = async () => (await list(`?limit=100`)).jobs.map((job) => job._id);
    const before = {
      all: (await list('')).total,
      company: await list(byCompany),
      search: await list(`?search=${word}`),
    };
    expect(before.company.total).toBe(2);
    expect(before.search.total).toBe(2);
    expect(await firstPage()).toContain(ageing.id);

    server.clock.advance(10_000);
    try {
      for (const answer of [await list(byCompany), await list(`?search=${word}`)]) {
        expect(answer.total).toBe(1);
        expect(answer.jobs.map((job) => job._id)).not.toContain(ageing.id);
      }
      expect((await list('')).total).toBe(before.all - 1);
      expect(await firstPage()).not.toContain(ageing.id);
    } finally {
      server.clock.advance(-10_000);
    }
  });

  it('pages through a search past its kept ranking in the same order', async () => {
    const word = `quasar${Date.now()}`;
    const count = rankedIdsKept + 30;
    const rows = await insertMatches(word, count, 'Deep Pages Ltd', (i) => ({ title: `Engineer ${word} ${i}` }));
    const seen: string[] = [];
    // The pager offers the counted pages ('400+'); a deeper page, asked for by its address, still answers.
    for (let page = 1; page <= Math.ceil(count / 100); page++) {
      const body = await list(`?search=${word}&limit=100&page=${page}`);
      expect(body).toMatchObject({ total: rankedIdsKept, totalCapped: true });
      seen.push(...body.jobs.map((job) => job.title));
    }
    // Equal ranks: newest first, across the kept ids (400) and the pages ranked again with an OFFSET.
    expect(seen).toEqual(rows.map((row) => row.title));
    // One match fewer than are ranked is counted exactly.
    const exact = `pulsar${Date.now()}`;
    await insertMatches(exact, rankedIdsKept, 'Exact Count Ltd', (i) => ({ title: `Engineer ${exact} ${i}` }));
    const counted = await list(`?search=${exact}`);
    expect(counted.total).toBe(rankedIdsKept);
    expect(counted.totalCapped).toBeUndefined();
  });

  it('pages a filtered list newest first, whether its page lies in the window its count suggests or before it', async () => {
    const ids = async (query: string) => (await list(query)).jobs.map((job) => job._id);
    // Capped ('1,000+'): 1,010 matches a minute apart, all within the window the count suggests for each page.
    const dense = `Dense Filter Co ${Date.now()}`;
    const denseRows = await insertMatches(`dense${Date.now()}`, totalCap + 10, dense, (i) => ({ title: `Clerk ${i}` }));
    const byDense = `?company=${encodeURIComponent(dense)}&limit=100`;
    expect(await list(byDense)).toMatchObject({ total: totalCap, totalCapped: true });
    const [page1, page2, page11] = [
      await ids(`${byDense}&page=1`),
      await ids(`${byDense}&page=2`),
      await ids(`${byDense}&page=11`),
    ];
    const newestDense = (
      await server.database.db
        .select({ id: jobs.id, postedAt: jobs.postedAt })
        .from(jobs)
        .where(eq(jobs.company, dense))
    )
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime())
      .map((row) => row.id);
    expect(newestDense).toHaveLength(denseRows.length);
    expect([...page1, ...page2]).toEqual(newestDense.slice(0, 200));
    expect(page11).toEqual(newestDense.slice(1000));

    // 60 matches: 10 of the last day, 50 three weeks old. The count suggests 12.5 days for page 1, which holds 10 of
    // its 20: the page is read again without the window.
    const sparse = `Sparse Filter Co ${Date.now()}`;
    const recent = await insertMatches(`recent${Date.now()}`, 10, sparse, (i) => ({ title: `Recent ${i}` }));
    const old = await insertMatches(`old${Date.now()}`, 50, sparse, (i) => ({ title: `Old ${i}` }), 60_000);
    await server.database.db
      .update(jobs)
      .set({
        postedAt: sql`${jobs.postedAt} - interval '21 days'`,
        expiresAt: sql`${jobs.expiresAt} - interval '21 days'`,
      })
      .where(sql`${jobs.company} = ${sparse} and ${jobs.title} like 'Old %'`);
    const bySparse = `?company=${encodeURIComponent(sparse)}&limit=20`;
    expect((await list(bySparse)).total).toBe(60);
    const titles = async (page: number) => (await list(`${bySparse}&page=${page}`)).jobs.map((job) => job.title);
    expect([...(await titles(1)), ...(await titles(2)), ...(await titles(3))]).toEqual(
      [...recent, ...old].map((row) => row.title),
    );
  });

  it('ranks the newest matches of a search whose matches are spread over days and weeks', async () => {
    // A match every 30 minutes (~48 a day: the newest 401 lie within 9 days) and every 90 minutes (16 a day, 26 days).
    for (const [name, spacingMs, count] of [
      ['halfhourly', 30 * 60_000, 900],
      ['sparse', 90 * 60_000, 420],
    ] as const) {
      const word = `${name}${Date.now()}`;
      const rows = await insertMatches(
        word,
        count,
        `Spread ${name} Ltd`,
        (i) => ({ title: `Engineer ${word} ${i}` }),
        spacingMs,
      );
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const body = await list(`?search=${word}&limit=100&page=${page}`);
        expect(body).toMatchObject({ total: rankedIdsKept, totalCapped: true });
        seen.push(...body.jobs.map((job) => job.title));
      }
      expect(seen).toEqual(rows.slice(0, 500).map((row) => row.title));
    }
  });

  it('ranks the same newest matches when the planner statistics size its first window, and when they are out of date', async () => {
    const word = `windowed${Date.now()}`;
    const rows = await insertMatches(
      word,
      900,
      'Windowed Ltd',
      (i) => ({ title: `Engineer ${word} ${i}` }),
      30 * 60_000,
    );
    const firstPages = async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const body = await list(`?search=${word}&limit=100&page=${page}`);
        expect(body).toMatchObject({ total: rankedIdsKept, totalCapped: true });
        seen.push(...body.jobs.map((job) => job.title));
      }
      return seen;
    };
    // ~48 matches a day: the first window is sized to hold the newest 401 (first-search-window.ts).
    await server.database.db.execute(sql`analyze jobs`);
    expect(await firstPages()).toEqual(rows.slice(0, 500).map((row) => row.title));
    // Three days older, the statistics not told: the estimated window holds too few, the next one is sized from them.
    const shift = sql`interval '3 days'`;
    await server.database.db
      .update(jobs)
      .set({ postedAt: sql`${jobs.postedAt} - ${shift}`, expiresAt: sql`${jobs.expiresAt} - ${shift}` })
      .where(eq(jobs.companyKey, normalizeCompanyName('Windowed Ltd')));
    expect(await firstPages()).toEqual(rows.slice(0, 500).map((row) => row.title));
  });

  it('counts a broad search as far as it ranks, ranks its newest matches, and pages every page it offers', async () => {
    const word = `nebula${Date.now()}`;
    const count = totalCap + 50;
    // Every tenth job names the word in its title; the others in their description only.
    await insertMatches(word, count, 'Broad Search Ltd', (i) => ({
      title: i % 10 === 3 ? `Engineer ${word} ${i}` : `Analyst ${i}`,
      description: `<p>Work on ${word} systems.</p>`,
    }));
    const first = await list(`?search=${word}`);
    expect(first).toMatchObject({ total: rankedIdsKept, totalCapped: true, totalPages: rankedIdsKept / 20 });
    // The newest matches ranked: their title matches first, newest first among equals.
    expect(first.jobs.slice(0, 2).map((job) => job.title)).toEqual([`Engineer ${word} 3`, `Engineer ${word} 13`]);
    const seen = new Set<string>();
    for (let page = 1; page <= totalCap / 100; page++) {
      const body = await list(`?search=${word}&limit=100&page=${page}`);
      expect(body.jobs).toHaveLength(100);
      for (const job of body.jobs) seen.add(job._id);
    }
    expect(seen.size).toBe(totalCap);
    // A filter-only list is counted up to its own cap; the whole catalogue exactly.
    expect(await list('?company=Broad%20Search%20Ltd')).toMatchObject({ total: totalCap, totalCapped: true });
    expect((await list('')).total).toBeGreaterThan(totalCap);
    expect((await list('')).totalCapped).toBeUndefined();
  });

  it('files each job under the world regions of shared/world-regions.ts', async () => {
    const places = [
      'Lagos, Nigeria',
      'EMEA',
      'Worldwide',
      'USA only',
      'US/Canada',
      'Remote (Europe)',
      'Latin America',
      'Sydney',
      'Asia Pacific',
      'Cape Town | South Africa',
      'Busan',
      'USAA office',
      "Côte d'Ivoire",
      'São Paulo, Brazil',
      '',
    ];
    for (const place of places) {
      const result = await server.database.db.execute(sql`select job_world_regions(${place}) as regions`);
      const stored = (result as unknown as { rows: { regions: string[] }[] }).rows[0]?.regions;
      expect([...(stored ?? [])].sort(), place).toEqual(
        worldRegionNames.filter((region) => isInWorldRegion(place, region)).sort(),
      );
    }
    // The SQL function was generated from these patterns: a changed region list needs a new migration.
    const source = await server.database.db.execute(
      sql`select prosrc from pg_proc where proname = 'job_world_regions'`,
    );
    const body = (source as unknown as { rows: { prosrc: string }[] }).rows[0]?.prosrc ?? '';
    for (const region of worldRegionNames) expect(body).toContain(worldRegionSqlPattern(region).replace(/'/g, "''"));
  });
});

describe('job list answers outside tests (bytes kept with the cached answer)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => server.close());

  it('are the JSON the response schema describes, before and after a change', async () => {
    const word = `bytes${Date.now()}`;
    await buildJob(server, { title: `Data Engineer ${word} – Lagos “hybrid”`, company: 'Bytes Ltd' });
    const get = async () => {
      const response = await server.app.inject({ method: 'GET', url: `/api/jobs?search=${word}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
      return jobListResponseSchema.strict().parse(response.json());
    };
    const first = await get();
    expect(first.jobs.map((job) => job.title)).toEqual([`Data Engineer ${word} – Lagos “hybrid”`]);
    expect(await get()).toEqual(first);
    await buildJob(server, { title: `Analytics Engineer ${word}`, company: 'Bytes Ltd' });
    expect((await get()).total).toBe(2);
  });
});
