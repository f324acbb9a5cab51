import { count, desc, eq, max } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { infoPagePaths } from './info-pages.ts';
import { escapeXml } from './markup.ts';

/**
 * /sitemap.xml: the public pages, every live job and every company with live jobs. The protocol allows 50,000
 * URLs per file; past that /sitemap.xml becomes an index of /sitemap-pages.xml and /sitemap-jobs-<n>.xml.
 */

type SitemapDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export const sitemapUrlLimit = 50_000;
/** The catalogue's pages (changing with the jobs), then the information pages (about, support, privacy…). */
const catalogueFrontPaths = ['/', '/jobs', '/companies', '/categories'];
const staticPaths = [...catalogueFrontPaths, ...infoPagePaths];

interface SitemapEntry {
  loc: string;
  lastmod: Date | null;
}

/** W3C datetime without milliseconds. */
const w3cDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>';
const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : ''}</url>`,
  );
  return [xmlDeclaration, `<urlset xmlns="${sitemapNamespace}">`, ...urls, '</urlset>', ''].join('\n');
}

function sitemapIndex(entries: SitemapEntry[]): string {
  const sitemaps = entries.map(
    (entry) =>
      `<sitemap><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return [xmlDeclaration, `<sitemapindex xmlns="${sitemapNamespace}">`, ...sitemaps, '</sitemapindex>', ''].join('\n');
}

/** How many live jobs there are and when the newest change among them happened: one pass, no per-row work. */
async function liveJobStats(deps: SitemapDeps): Promise<{ count: number; lastUpdated: Date | null }> {
  const [row] = await deps.db
    .select({ count: count(), lastUpdated: max(jobs.updatedAt) })
    .from(jobs)
    .where(isLiveJob(deps.clock.now()));
  return { count: row?.count ?? 0, lastUpdated: row?.lastUpdated ?? null };
}

/** Newest first, as the partial index on live jobs' posted_at reads them; `offset` pages through the parts. */
async function liveJobEntries(deps: SitemapDeps, offset: number, limit: number): Promise<SitemapEntry[]> {
  if (limit <= 0) return [];
  const rows = await deps.db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(isLiveJob(deps.clock.now()))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ loc: `${deps.config.publicUrl}/jobs/${row.id}`, lastmod: row.updatedAt }));
}

/** Companies with at least one live job; a company page changes when the company or one of its jobs does. */
async function companyEntries(deps: SitemapDeps, limit: number): Promise<SitemapEntry[]> {
  if (limit <= 0) return [];
  const rows = await deps.db
    .select({ id: companies.id, updatedAt: companies.updatedAt, jobsUpdatedAt: max(jobs.updatedAt) })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(isLiveJob(deps.clock.now()))
    .groupBy(companies.id)
    .orderBy(companies.id)
    .limit(limit);
  return rows.map((row) => ({
    loc: `${deps.config.publicUrl}/companies/${row.id}`,
    lastmod: row.jobsUpdatedAt && row.jobsUpdatedAt > row.updatedAt ? row.jobsUpdatedAt : row.updatedAt,
  }));
}

/** The catalogue's pages change whenever a job does; the information pages carry no date (their text changes rarely). */
const staticEntries = (deps: SitemapDeps, lastmod: Date | null): SitemapEntry[] => [
  ...catalogueFrontPaths.map((path) => ({ loc: `${deps.config.publicUrl}${path}`, lastmod })),
  ...infoPagePaths.map((path) => ({ loc: `${deps.config.publicUrl}${path}`, lastmod: null })),
];

/** /sitemap.xml: one urlset while everything fits in `limit` URLs, else the index of the parts. */
export async function buildSitemap(deps: SitemapDeps, limit = sitemapUrlLimit): Promise<string> {
  const stats = await liveJobStats(deps);
  const companyList = await companyEntries(deps, limit - staticPaths.length);
  const pages = [...staticEntries(deps, stats.lastUpdated), ...companyList];
  if (pages.length + stats.count <= limit) return urlset([...pages, ...(await liveJobEntries(deps, 0, stats.count))]);
  const jobParts = Math.ceil(stats.count / limit);
  return sitemapIndex([
    { loc: `${deps.config.publicUrl}/sitemap-pages.xml`, lastmod: stats.lastUpdated },
    ...Array.from({ length: jobParts }, (_, index) => ({
      loc: `${deps.config.publicUrl}/sitemap-jobs-${index + 1}.xml`,
      lastmod: stats.lastUpdated,
    })),
  ]);
}

/**
 * /sitemap-pages.xml: the public pages and the companies. Should there ever be more companies with live jobs
 * than one file holds, the rest are still reachable from their jobs' pages.
 */
export async function buildPagesSitemap(deps: SitemapDeps, limit = sitemapUrlLimit): Promise<string> {
  const stats = await liveJobStats(deps);
  return urlset([
    ...staticEntries(deps, stats.lastUpdated),
    ...(await companyEntries(deps, limit - staticPaths.length)),
  ]);
}

/** /sitemap-jobs-<part>.xml: live jobs, `limit` per part, newest first; null past the last part. */
export async function buildJobsSitemap(
  deps: SitemapDeps,
  part: number,
  limit = sitemapUrlLimit,
): Promise<string | null> {
  const entries = await liveJobEntries(deps, (part - 1) * limit, limit);
  if (entries.length === 0 && part > 1) return null;
  return urlset(entries);
}
