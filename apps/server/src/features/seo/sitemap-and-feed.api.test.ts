import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeJobSource } from '@orbit/shared/job-contracts';
import { buildUser } from '../../test-support/builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { rssItemCount } from './build-jobs-rss.ts';
import { buildJobsSitemap, buildSitemap } from './build-sitemap.ts';

const base = 'http://orbit.test';
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'item'].includes(name),
});

/** Well-formed (a real XML parser's check, not a pattern), then parsed. */
function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

const locs = (document: { urlset: { url?: { loc: string }[] } }) => (document.urlset.url ?? []).map((url) => url.loc);

describe('sitemap and RSS feed', () => {
  let server: TestServer;
  let native: BuiltJob;
  let imported: BuiltJob;
  let expired: BuiltJob;
  let removed: BuiltJob;
  let goneCompanyJob: BuiltJob;

  beforeAll(async () => {
    server = await startTestServer();
    const employer = await buildUser(server, { userType: 'employer' });
    native = await buildJob(server, {
      title: 'Platform Engineer <Go> & "Rust"',
      company: 'Savanna & Sons',
      source: nativeJobSource,
      sourceId: null,
      postedBy: employer.id,
      description:
        '<p>Own our <strong>platform</strong>.</p><p>Control\u0001characters &amp; &lt;/script&gt; stay harmless.</p>',
      daysAgo: 0.5,
    });
    imported = await buildJob(server, {
      title: 'Imported Support Agent',
      source: 'remotive',
      category: 'Remote Customer Support',
      daysAgo: 2,
    });
    expired = await buildJob(server, { title: 'Expired by date', daysAgo: 35 });
    removed = await buildJob(server, { title: 'Taken down', status: 'removed' });
    goneCompanyJob = await buildJob(server, {
      title: 'Expired by status',
      status: 'expired',
      company: 'Only Expired Ltd',
    });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('lists the public pages, live jobs and companies with live jobs in /sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const document = parseXml(response.body);
    expect(document.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const listed = locs(document);
    expect(listed.slice(0, 4)).toEqual([`${base}/`, `${base}/jobs`, `${base}/companies`, `${base}/categories`]);
    expect(listed.slice(4, 9)).toEqual(
      ['/about', '/support', '/contact', '/privacy', '/terms'].map((path) => `${base}${path}`),
    );
    expect(listed).toEqual(expect.arrayContaining([`${base}/talent-pool`, `${base}/for-employers`]));
    const privacy = document.urlset.url.find((url: { loc: string }) => url.loc === `${base}/privacy`);
    expect(privacy.lastmod).toBeUndefined();
    expect(listed).toContain(`${base}/jobs/${native.id}`);
    expect(listed).toContain(`${base}/jobs/${imported.id}`);
    expect(listed).toContain(`${base}/companies/${native.companyId}`);
    for (const job of [expired, removed, goneCompanyJob]) expect(listed).not.toContain(`${base}/jobs/${job.id}`);
    expect(listed).not.toContain(`${base}/companies/${goneCompanyJob.companyId}`);
    expect(listed).not.toContain(`${base}/companies/${expired.companyId}`);
    const nativeEntry = document.urlset.url.find((url: { loc: string }) => url.loc === `${base}/jobs/${native.id}`);
    expect(nativeEntry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('becomes an index of parts when the URLs do not fit in one file', async () => {
    const deps = { db: server.database.db, clock: server.clock, config: server.config };
    const index = parseXml(await buildSitemap(deps, 1));
    // 2 live jobs at one per part, after the pages part.
    expect(index.sitemapindex.sitemap.map((sitemap: { loc: string }) => sitemap.loc)).toEqual([
      `${base}/sitemap-pages.xml`,
      `${base}/sitemap-jobs-1.xml`,
      `${base}/sitemap-jobs-2.xml`,
    ]);
    expect(locs(parseXml((await buildJobsSitemap(deps, 1, 1))!))).toEqual([`${base}/jobs/${native.id}`]);
    expect(locs(parseXml((await buildJobsSitemap(deps, 2, 1))!))).toEqual([`${base}/jobs/${imported.id}`]);
    expect(await buildJobsSitemap(deps, 3, 1)).toBeNull();
  });

  it('serves the parts, with 404 past the last one and 400 for a part that is not a number', async () => {
    const jobsPart = await get('/sitemap-jobs-1.xml');
    expect(jobsPart.statusCode).toBe(200);
    expect(jobsPart.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locs(parseXml(jobsPart.body))).toEqual([`${base}/jobs/${native.id}`, `${base}/jobs/${imported.id}`]);

    const pagesPart = locs(parseXml((await get('/sitemap-pages.xml')).body));
    expect(pagesPart).toContain(`${base}/categories`);
    expect(pagesPart).toContain(`${base}/companies/${imported.companyId}`);
    expect(pagesPart.some((loc) => loc.includes('/jobs/'))).toBe(false);

    expect((await get('/sitemap-jobs-2.xml')).statusCode).toBe(404);
    for (const part of ['0', 'x', '01', '1e3']) {
      const response = await get(`/sitemap-jobs-${part}.xml`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: 'The sitemap part must be a whole number of at least 1' });
    }
  });

  it('publishes the newest live jobs as well-formed RSS 2.0, crediting imported jobs’ sources', async () => {
    const response = await get('/jobs.rss');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { rss } = parseXml(response.body);
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.link).toBe(`${base}/jobs`);
    expect(rss.channel['atom:link']['@_href']).toBe(`${base}/jobs.rss`);
    const items = rss.channel.item;
    expect(items.map((item: { link: string }) => item.link)).toEqual([
      `${base}/jobs/${native.id}`,
      `${base}/jobs/${imported.id}`,
    ]);

    const [first, second] = items;
    expect(first.title).toBe('Platform Engineer <Go> & "Rust" at Savanna & Sons');
    expect(first.guid).toEqual({ '#text': `${base}/jobs/${native.id}`, '@_isPermaLink': 'true' });
    expect(first.pubDate).toBe(native.postedAt.toUTCString());
    expect(first.category).toBe('Other Remote Roles');
    // Plain text, no markup, no source credit for a job posted here.
    expect(first.description).toBe('Own our platform. Controlcharacters & </script> stay harmless.');

    expect(second.title).toBe(`Imported Support Agent at ${imported.company}`);
    expect(second.category).toBe('Remote Customer Support');
    expect(second.description).toBe('A job made by a test.\n\nvia Remotive');
  });

  it(`stops at the newest ${rssItemCount} jobs`, async () => {
    for (let i = 0; i < rssItemCount; i++)
      await buildJob(server, { title: `Bulk role ${i}`, company: 'Bulk Hiring Co', daysAgo: 3 + i / 100 });
    const items = parseXml((await get('/jobs.rss')).body).rss.channel.item;
    expect(items).toHaveLength(rssItemCount);
    expect(items[0].link).toBe(`${base}/jobs/${native.id}`);
    expect(items.at(-1).title).toBe('Bulk role 97 at Bulk Hiring Co');
  });

  it('points crawlers at the sitemap from /robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(response.body).not.toMatch(/Disallow: \/\s/);
  });
});
