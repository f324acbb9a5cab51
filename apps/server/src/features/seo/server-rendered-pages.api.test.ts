import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeJobSource } from '@orbit/shared/job-contracts';
import { buildApp } from '../../app.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobViewDays } from '../../db/schema/jobs.ts';
import { buildUser } from '../../test-support/builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { serverEntryPath } from './page-renderer.ts';

/** What a Vite build writes, naming its entry chunk. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Orbit Jobs</title>
    <script type="module" crossorigin src="/assets/index-aaaa.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** What is inside #root: the page as a browser without JavaScript shows it. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>(?:<script type="application\/json"|\s*<\/body>)/.exec(html)?.[1] ?? '';
const pageDataOf = (html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } | null => {
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  // What the browser hydrates with: the queries, and the moment the page was drawn.
  if (data === undefined) return null;
  const parsed = JSON.parse(data) as { state: never; renderedAt: unknown };
  expect(typeof parsed.renderedAt).toBe('number');
  return parsed.state;
};

/**
 * The public pages as the server sends them, with the JavaScript off: a second app on the test server's database with
 * a stand-in build whose server entry is the web app's source (apps/web/src/entry-server.tsx, which `npm run build`
 * compiles into the same place).
 */
describe('public pages rendered on the server', () => {
  let server: TestServer;
  let web: FastifyInstance;
  let distDir: string;
  let native: BuiltJob;
  let imported: BuiltJob;

  const buildWeb = (db: Db) =>
    buildApp({
      db,
      dbDriver: server.database.driver,
      config: { ...server.config, webDistDir: distDir },
      clock: server.clock,
      boss: server.boss,
      controlToken: server.controlToken,
    });

  beforeAll(async () => {
    server = await startTestServer();
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-ssr-dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    const entry = serverEntryPath(distDir);
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    const source = path.resolve(import.meta.dirname, '../../../../web/src/entry-server.tsx');
    fs.writeFileSync(entry, `export * from ${JSON.stringify(source)};\n`);
    web = await buildWeb(server.database.db);

    const employer = await buildUser(server, { userType: 'employer' });
    native = await buildJob(server, {
      source: nativeJobSource,
      sourceId: null,
      postedBy: employer.id,
      title: 'Orbit Platform Engineer </script><script>alert(1)</script>',
      company: 'Savanna Systems',
      category: 'Remote Software Development',
      description: '<p>Own the platform end to end.</p>',
    });
    imported = await buildJob(server, {
      title: 'Imported Data Analyst',
      company: 'Feedline Analytics',
      category: 'Remote Data Science',
      source: 'remotive',
      description: '<p>Analyse data for a feed.</p>',
    });
  });
  afterAll(async () => {
    await web?.close();
    await server?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string) => web.inject({ method: 'GET', url });
  // As preact-render-to-string escapes text: every `<` (no tag can start), `>` left as is (valid in text).
  const escapedTitle = 'Orbit Platform Engineer &lt;/script>&lt;script>alert(1)&lt;/script>';

  it('/jobs holds its jobs, and the data the browser hydrates with under the list query key, safely escaped', async () => {
    const response = await get('/jobs');
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('2 jobs found');
    expect(root).toContain(escapedTitle);
    expect(root).toContain('Savanna Systems');
    expect(root).toContain('Imported Data Analyst');
    expect(root).toContain('Feedline Analytics');
    expect(root).toContain(`href="/jobs/${native.id}"`);
    // The only scripts: the app's module in the head and the data block; a title cannot end the data block.
    expect(response.body.match(/<script\b/g)).toHaveLength(2);
    expect(response.body).not.toContain('<script>alert(1)');
    const data = pageDataOf(response.body);
    expect(data?.queries).toHaveLength(1);
    expect(data?.queries[0]?.queryKey).toEqual(['jobs', 'list', 'page=1&limit=20', 'visitor']);
    const listed = data?.queries[0]?.state.data as { jobs: { title: string }[] };
    expect(listed.jobs.map((job) => job.title)).toContain(native.title);
  });

  it('/jobs renders the filters and search the address holds', async () => {
    const byCategory = rootOf((await get('/jobs?category=Remote+Data+Science')).body);
    expect(byCategory).toContain('Imported Data Analyst');
    expect(byCategory).not.toContain('Orbit Platform Engineer');
    const searched = rootOf((await get('/jobs?search=platform')).body);
    expect(searched).toContain(escapedTitle);
    expect(searched).not.toContain('Imported Data Analyst');
    const beyond = rootOf((await get('/jobs?page=3')).body);
    expect(beyond).toMatch(/There are no jobs on page (?:<!-- -->)?3/);
  });

  it('/jobs/{id} holds the job, its JSON-LD as before, and a missing job the page’s not-found state', async () => {
    const response = await get(`/jobs/${native.id}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${escapedTitle.replace(/[()]/g, '\\$&')}</h1>`));
    expect(root).toContain('Own the platform end to end.');
    expect(response.body).toContain('<script type="application/ld+json">');
    expect(pageDataOf(response.body)?.queries[0]?.queryKey).toEqual(['jobs', 'detail', native.id, 'visitor']);

    const missing = await get('/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toContain('Job not found');
    expect(rootOf(missing.body)).toMatch(/Status: (?:<!-- -->)?404/);
    // A failed page is drawn afresh by the browser, not hydrated.
    expect(pageDataOf(missing.body)).toBeNull();
  });

  it('a job page counts its view; a kept /jobs page is rendered again once the catalogue changes', async () => {
    const views = async () =>
      (await server.database.db.select().from(jobViewDays).where(eq(jobViewDays.jobId, native.id)))[0]?.views ?? 0;
    const before = await views();
    await web.inject({ method: 'GET', url: `/jobs/${native.id}`, headers: { 'user-agent': 'a phone of its own' } });
    expect(await views()).toBe(before + 1);

    expect(rootOf((await get('/jobs?search=kotlin')).body)).not.toContain('Kotlin Mobile Developer');
    await buildJob(server, { title: 'Kotlin Mobile Developer', company: 'Savanna Systems' });
    expect(rootOf((await get('/jobs?search=kotlin')).body)).toContain('Kotlin Mobile Developer');
  });

  it('/companies, /companies/{id} and /categories hold their content', async () => {
    const companies = rootOf((await get('/companies')).body);
    expect(companies).toContain('Savanna Systems');
    expect(companies).toContain('Feedline Analytics');

    const company = await get(`/companies/${imported.companyId}`);
    expect(company.statusCode).toBe(200);
    expect(rootOf(company.body)).toMatch(/<h1[^>]*>Feedline Analytics<\/h1>/);
    expect(rootOf(company.body)).toContain('Imported Data Analyst');
    expect(pageDataOf(company.body)?.queries.map((query) => query.queryKey)).toEqual([
      ['companies', 'detail', imported.companyId],
      ['companies', 'jobs', 'Feedline Analytics'],
    ]);

    const categories = rootOf((await get('/categories')).body);
    expect(categories).toContain('Software Development');
    expect(categories).not.toContain('No categories with open jobs yet');
    expect(categories).toContain('Data Science');
  });

  it('the home page holds the latest jobs and the top companies', async () => {
    const root = rootOf((await get('/')).body);
    expect(root).toMatch(/<h1\b/);
    expect(root).toContain('Imported Data Analyst');
    expect(root).toContain(escapedTitle);
    expect(root).toContain('Feedline Analytics');
  });

  it('a page whose data fails to load shows its error state, not a blank page or a 500', async () => {
    const failing = new Proxy(server.database.db, {
      get: (target, property, receiver) =>
        property === 'select' || property === 'execute'
          ? () => {
              throw new Error('the database is unreachable');
            }
          : (Reflect.get(target, property, receiver) as unknown),
    });
    const broken = await buildWeb(failing);
    try {
      const response = await broken.inject({ method: 'GET', url: '/jobs' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(rootOf(response.body)).toContain('Failed to fetch jobs: 500 Internal Server Error');
      expect(pageDataOf(response.body)).toBeNull();
    } finally {
      await broken.close();
    }
  });

  it('pages it does not render keep an empty root for the app to draw', async () => {
    for (const url of ['/login', '/dashboard', '/about']) {
      const response = await get(url);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});
