import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeJobSource } from '@orbit/shared/job-contracts';
import { buildApp } from '../../app.ts';
import { ensureCompany } from '../../domain/companies/company-directory.ts';
import { buildUser } from '../../test-support/builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const base = 'http://orbit.test';

/** What a Vite build writes, naming its entry chunk. */
const indexHtml = (entry: string, defaultTitle = 'Orbit Jobs — Remote jobs for global talent') => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>${defaultTitle}</title>
    <script type="module" crossorigin src="/assets/${entry}"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? JSON.parse(scripts[0][1]!) : null;
};

/**
 * The web app as the server sends it: a second app on the test server's database with a web build in a temp
 * folder (the shared test server runs without one, like the API-only suite).
 */
describe('web pages with their head', () => {
  let server: TestServer;
  let web: FastifyInstance;
  let distDir: string;
  let native: BuiltJob;
  let imported: BuiltJob;
  let expiredNative: BuiltJob;
  let removed: BuiltJob;
  let quietCompanyId: string;

  beforeAll(async () => {
    server = await startTestServer();
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-seo-dist-'));
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml('index-aaaa.js'));
    fs.writeFileSync(path.join(distDir, 'assets', 'index-aaaa.js'), 'console.log("a");');
    fs.writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await buildApp({
      db: server.database.db,
      dbDriver: server.database.driver,
      config: { ...server.config, webDistDir: distDir },
      clock: server.clock,
      boss: server.boss,
      controlToken: server.controlToken,
    });

    const employer = await buildUser(server, { userType: 'employer' });
    const nativeColumns = { source: nativeJobSource, sourceId: null, postedBy: employer.id };
    native = await buildJob(server, {
      ...nativeColumns,
      title: 'Platform <Engineer> & "Lead" $& $1',
      company: 'Savanna Systems',
      employmentType: 'Full-time',
      regions: 'Kenya, Nigeria',
      salaryMin: 60000,
      salaryMax: 90000,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      description: '<p>Own the platform. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      requirements: '<p>Go</p></script><script>alert(2)</script>',
    });
    imported = await buildJob(server, {
      title: 'Imported Data Analyst',
      source: 'remotive',
      description: '<p>Analyse data for a feed.</p>',
    });
    expiredNative = await buildJob(server, { ...nativeColumns, title: 'Old native role', daysAgo: 35 });
    removed = await buildJob(server, { title: 'Removed role', status: 'removed' });
    quietCompanyId = await ensureCompany(server.database.db, { name: 'Quiet Company' });
  });
  afterAll(async () => {
    await web?.close();
    await server?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => web.inject({ method, url });

  it('gives a native job page its title, description, canonical URL, social tags and JobPosting JSON-LD', async () => {
    const response = await get(`/jobs/${native.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(titleOf(html)).toBe(
      'Platform &lt;Engineer&gt; &amp; &quot;Lead&quot; $&amp; $1 at Savanna Systems | Orbit Jobs',
    );
    expect(metaContent(html, 'og:title')).toBe(
      'Platform &lt;Engineer&gt; &amp; &quot;Lead&quot; $&amp; $1 at Savanna Systems',
    );
    expect(metaContent(html, 'description')).toBe(
      'Own the platform. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(canonicalOf(html)).toBe(`${base}/jobs/${native.id}`);
    expect(metaContent(html, 'og:url')).toBe(`${base}/jobs/${native.id}`);
    expect(metaContent(html, 'og:site_name')).toBe('Orbit Jobs');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(html).not.toContain('Default description');
    expect(html).not.toMatch(/<script>alert/);

    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Platform <Engineer> & "Lead" $& $1',
      datePosted: native.postedAt.toISOString(),
      validThrough: native.expiresAt.toISOString(),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Savanna Systems' },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [
        { '@type': 'Country', name: 'Kenya' },
        { '@type': 'Country', name: 'Nigeria' },
      ],
      baseSalary: { currency: 'USD', value: { minValue: 60000, maxValue: 90000, unitText: 'YEAR' } },
      url: `${base}/jobs/${native.id}`,
    });
    expect(ld.description).toContain('</script><script>alert(2)</script>');
  });

  it('gives an imported job page no JSON-LD (the feeds’ terms forbid passing their jobs on)', async () => {
    const response = await get(`/jobs/${imported.id}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`Imported Data Analyst at ${imported.company} | Orbit Jobs`);
    expect(metaContent(response.body, 'description')).toBe('Analyse data for a feed.');
    expect(response.body).not.toContain('application/ld+json');
    expect(metaContent(response.body, 'robots')).toBeUndefined();
  });

  it('answers 404 with noindex for a job that does not exist, still with the web app to show it', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-id', removed.id]) {
      const response = await get(`/jobs/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body)).toBe('Job not found | Orbit Jobs');
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect(canonicalOf(response.body)).toBeUndefined();
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps an expired job’s page but takes it out of the index and drops its JSON-LD', async () => {
    const response = await get(`/jobs/${expiredNative.id}`);
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe(`Old native role at ${expiredNative.company} | Orbit Jobs`);
    expect(metaContent(response.body, 'robots')).toBe('noindex');
    expect(response.body).not.toContain('application/ld+json');
  });

  it('describes the home, list, companies and categories pages', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(titleOf(home.body)).toBe('Find Remote Jobs | Orbit Jobs');
    expect(canonicalOf(home.body)).toBe(`${base}/`);
    expect((await get('/', 'HEAD')).statusCode).toBe(200);

    const list = await get('/jobs?category=Sales&page=2&utm_source=newsletter&_t=1');
    expect(titleOf(list.body)).toBe('Orbit Jobs - Remote Sales Jobs (page 2)');
    expect(canonicalOf(list.body)).toBe(`${base}/jobs?category=Remote+Sales&amp;page=2`);
    expect(metaContent(list.body, 'robots')).toBeUndefined();
    const search = await get('/jobs?title=%3Cb%3Ego%22');
    expect(titleOf(search.body)).toBe('Remote Jobs matching “&lt;b&gt;go&quot;” | Orbit Jobs');
    expect(metaContent(search.body, 'robots')).toBe('noindex');

    expect(titleOf((await get('/companies')).body)).toBe('Companies | Orbit Jobs');
    expect(titleOf((await get('/categories/')).body)).toBe('All Job Categories | Orbit Jobs');
    expect(canonicalOf((await get('/categories/')).body)).toBe(`${base}/categories`);
  });

  it('describes the information pages (about, support, contact, privacy, terms) and lets them be indexed', async () => {
    const expected: Record<string, string> = {
      '/about': 'About Orbit Jobs',
      '/support': 'Help and Support',
      '/contact': 'Contact Us',
      '/privacy': 'Privacy Policy',
      '/terms': 'Terms of Service',
    };
    for (const [path, title] of Object.entries(expected)) {
      const response = await get(`${path}?utm_source=footer`);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(`${title} | Orbit Jobs`);
      expect(canonicalOf(response.body)).toBe(`${base}${path}`);
      expect(metaContent(response.body, 'robots')).toBeUndefined();
      const description = metaContent(response.body, 'description') ?? '';
      expect(description.length).toBeGreaterThan(60);
      expect(description.length).toBeLessThanOrEqual(160);
    }
    expect(metaContent((await get('/privacy')).body, 'description')).toContain('NDPA');
  });

  it('gives the talent pool and the page for employers their own title, description and canonical address', async () => {
    const expected: Record<string, string> = {
      '/talent-pool': 'The Talent Pool',
      '/for-employers': 'Orbit Jobs for Employers',
    };
    for (const [path, title] of Object.entries(expected)) {
      const response = await get(`${path}/`);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe(`${title} | Orbit Jobs`);
      expect(canonicalOf(response.body)).toBe(`${base}${path}`);
      expect(metaContent(response.body, 'robots')).toBeUndefined();
      expect(metaContent(response.body, 'description')?.length).toBeLessThanOrEqual(160);
    }
    expect(metaContent((await get('/talent-pool')).body, 'description')).toContain('only if you choose');
    expect(metaContent((await get('/for-employers')).body, 'description')).toContain('for free');
  });

  it('describes a company page, leaving companies with nothing open out of the index; unknown ones are 404', async () => {
    const busy = await get(`/companies/${native.companyId}`);
    expect(busy.statusCode).toBe(200);
    expect(titleOf(busy.body)).toBe('Savanna Systems | Orbit Jobs');
    expect(metaContent(busy.body, 'description')).toBe('Savanna Systems on Orbit Jobs: 1 open remote position.');
    expect(metaContent(busy.body, 'robots')).toBeUndefined();

    const quiet = await get(`/companies/${quietCompanyId}`);
    expect(quiet.statusCode).toBe(200);
    expect(metaContent(quiet.body, 'robots')).toBe('noindex');

    const unknown = await get(`/companies/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toBe('Company not found | Orbit Jobs');
    expect(metaContent(unknown.body, 'robots')).toBe('noindex');
  });

  it('keeps other pages out of the index and never copies their query (tokens) into the page', async () => {
    for (const url of [
      '/dashboard',
      '/reset-password?token=secret-token-123',
      '/login',
      '/no/such/page',
      '/jobs/x/edit',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('Orbit Jobs');
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect(response.body).not.toContain('secret-token-123');
    }
    expect(canonicalOf((await get('/reset-password?token=secret-token-123')).body)).toBe(`${base}/reset-password`);
  });

  it('answers a page address holding control characters with the web app, reading nothing from its query', async () => {
    for (const url of [
      '/login?returnUrl=%09',
      '/?utm_source=%00',
      '/jobs?search=react%00',
      '/reset-password?token=%1B',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(titleOf(response.body), url).toMatch(/Orbit Jobs/);
    }
    // Such a query is not read into the head at all: the list is described as the plain list.
    const list = await get('/jobs?category=Sales&title=go%00');
    expect(titleOf(list.body)).toBe(titleOf((await get('/jobs')).body));
    expect(canonicalOf(list.body)).toBe(`${base}/jobs`);
    // In the path, the web app's own 404 page.
    const job = await get('/jobs/%00');
    expect(job.statusCode).toBe(404);
    expect(titleOf(job.body)).toBe('Job not found | Orbit Jobs');
    // The API keeps its JSON 400 naming the field.
    const api = await get('/api/jobs?search=react%00');
    expect(api.statusCode).toBe(400);
    expect(api.json().msg).toBe('search contains characters that are not allowed');
  });

  it('serves built files with their cache rules, missing assets and API routes as plain 404s', async () => {
    const asset = await get('/assets/index-aaaa.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');

    const missingAsset = await get('/assets/index-gone.js');
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toEqual({ msg: 'Not found' });
    const api = await get('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ msg: 'API route not found' });

    // index.html itself never leaves without a page's head.
    const index = await get('/index.html');
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(metaContent(index.body, 'robots')).toBe('noindex');
  });

  it('sends every page with an empty #root when the build has no server entry (the app draws it)', async () => {
    for (const url of ['/', '/jobs', '/companies', '/index.html', '/jobs/00000000-0000-4000-8000-000000000000']) {
      const page = await get(url);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).not.toContain('id="page-data"');
    }
  });

  it('picks up a rebuild of the web app without a restart', async () => {
    fs.writeFileSync(path.join(distDir, 'assets', 'index-bbbbbb.js'), 'console.log("b");');
    fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml('index-bbbbbb.js', 'Rebuilt'));
    // File systems with coarse timestamps could see the same mtime; the size differs as well, but be sure.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(distDir, 'index.html'), later, later);

    const page = await get('/companies');
    expect(page.body).toContain('/assets/index-bbbbbb.js');
    expect(page.body).not.toContain('index-aaaa.js');
    expect(titleOf(page.body)).toBe('Companies | Orbit Jobs');
    const asset = await get('/assets/index-bbbbbb.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('without a web build, pages stay 404 while the sitemap and feed still answer', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/jobs' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ msg: 'Not found' });
    expect((await server.app.inject({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/jobs.rss' })).statusCode).toBe(200);
  });
});
