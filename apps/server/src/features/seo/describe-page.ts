import { and, count, eq } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isUuid } from '../../lib/ids.ts';
import { hasForbiddenCharacters } from '../../lib/http/input-guard.ts';
import { hasPublicPage, isLiveJob, isLiveJobRow } from '../../domain/jobs/live-jobs.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { isNativeJob } from '@orbit/shared/job-kind';
import { infoPages } from './info-pages.ts';
import { jobPostingLd } from './job-posting-json-ld.ts';
import { jobsListHead } from './jobs-list-head.ts';
import { htmlToPlainText } from '../../lib/html/html-text.ts';
import { excerpt } from './markup.ts';
import { documentTitle, siteName, type PageHead } from './page-head.ts';

type PageDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const descriptionLength = 160;
const siteDescription = `${siteName}: find, match with and apply to remote jobs worldwide, in software, design, data, marketing, sales, support and more.`;

const page = (publicUrl: string, path: string, title: string, description: string, indexable = true): PageHead => ({
  status: 200,
  title: documentTitle(title),
  socialTitle: title,
  description,
  canonicalUrl: `${publicUrl}${path}`,
  indexable,
  jsonLd: null,
});

const notFound = (message: string): PageHead => ({
  status: 404,
  title: documentTitle(message),
  socialTitle: message,
  description: siteDescription,
  canonicalUrl: null,
  indexable: false,
  jsonLd: null,
});

/**
 * The head of a page whose description failed to load (the database unreachable): the site's, kept out of search
 * engines, with 503 so crawlers come back rather than index the page's error state.
 */
export const unavailablePage = (publicUrl: string): PageHead => ({
  ...page(publicUrl, '/', siteName, siteDescription, false),
  status: 503,
  title: siteName,
  canonicalUrl: null,
});

async function describeJob(deps: PageDeps, id: string): Promise<PageHead> {
  if (!isUuid(id)) return notFound(messages.jobNotFound);
  const [job] = await deps.db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      logo: jobs.logo,
      location: jobs.location,
      regions: jobs.regions,
      remote: jobs.remote,
      employmentType: jobs.employmentType,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryCurrency: jobs.salaryCurrency,
      salaryPeriod: jobs.salaryPeriod,
      postedAt: jobs.postedAt,
      expiresAt: jobs.expiresAt,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      requirements: jobs.requirements,
      benefits: jobs.benefits,
      status: jobs.status,
      postedBy: jobs.postedBy,
      source: jobs.source,
      companyId: jobs.companyId,
      companyWebsite: companies.website,
      companyLogo: companies.logo,
    })
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, id), hasPublicPage()));
  if (!job) return notFound(messages.jobNotFound);

  const name = `${job.title}${job.company ? ` at ${job.company}` : ''}`;
  const url = `${deps.config.publicUrl}/jobs/${job.id}`;
  const live = isLiveJobRow(job, deps.clock.now());
  const text = htmlToPlainText(job.description);
  return {
    ...page(
      deps.config.publicUrl,
      `/jobs/${job.id}`,
      name,
      text ? excerpt(text, descriptionLength) : `${name}: a remote job on ${siteName}.`,
    ),
    // An expired posting keeps its page (links to it still work) but leaves the index and search engines' job lists.
    indexable: live,
    jsonLd: live && isNativeJob(job) ? jobPostingLd(job, url) : null,
    viewedJob: live && job.postedBy !== null ? { id: job.id, companyId: job.companyId } : undefined,
  };
}

async function describeCompany(deps: PageDeps, id: string): Promise<PageHead> {
  if (!isUuid(id)) return notFound(messages.companyNotFound);
  const [company] = await deps.db
    .select({ id: companies.id, name: companies.name, description: companies.description })
    .from(companies)
    .where(eq(companies.id, id));
  if (!company) return notFound(messages.companyNotFound);
  const [open] = await deps.db
    .select({ count: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, company.id), isLiveJob(deps.clock.now())));
  const openJobs = open?.count ?? 0;
  const about = excerpt(htmlToPlainText(company.description), descriptionLength);
  const positions = openJobs === 1 ? '1 open remote position' : `${openJobs} open remote positions`;
  return page(
    deps.config.publicUrl,
    `/companies/${company.id}`,
    company.name,
    about || `${company.name} on ${siteName}: ${positions}.`,
    // A company with nothing open is a thin page; it comes back into the index with its next job.
    openJobs > 0,
  );
}

/**
 * Splits a request URL without trusting it: '//host/x' stays a path, never another origin; a query holding
 * characters the API would refuse (control characters, lone surrogates) is dropped whole, so the page is described
 * as if it had none (pages are not judged by the input guard: they always get the web app).
 */
function readUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(`http://page${url.startsWith('/') ? url : `/${url}`}`);
  } catch {
    return new URL('http://page/');
  }
  for (const [key, value] of parsed.searchParams) {
    if (hasForbiddenCharacters(key, 'line') || hasForbiddenCharacters(value, 'line')) {
      parsed.search = '';
      break;
    }
  }
  return parsed;
}

/**
 * The head of the page at `url`: the public catalogue pages are described from the database; every other page
 * (sign-in, dashboard, profile…) gets the site's default and `noindex`. The query string is only read for /jobs,
 * so tokens in other URLs (password reset, e-mail verification) never reach the page's tags.
 */
export async function describePage(deps: PageDeps, url: string): Promise<PageHead> {
  const { pathname, searchParams } = readUrl(url);
  const path = pathname.replace(/\/+$/, '') || '/';
  const publicUrl = deps.config.publicUrl;
  const [, section, id, ...rest] = path.split('/');

  if (path === '/') return page(publicUrl, '/', 'Find Remote Jobs', siteDescription);
  if (path === '/jobs') return jobsListHead(searchParams, publicUrl);
  if (path === '/companies') {
    return page(
      publicUrl,
      path,
      'Companies',
      `Companies hiring remote talent on ${siteName}, with their open positions.`,
    );
  }
  if (path === '/categories') {
    return page(
      publicUrl,
      path,
      'All Job Categories',
      `Remote jobs on ${siteName} by category: software development, design, data, product, marketing, sales, support and more.`,
    );
  }
  const info = infoPages[path];
  if (info) return page(publicUrl, path, info.title, info.description);
  if (section === 'jobs' && id && rest.length === 0) return describeJob(deps, decodeSegment(id));
  if (section === 'companies' && id && rest.length === 0) return describeCompany(deps, decodeSegment(id));
  return { ...page(publicUrl, path, siteName, siteDescription, false), title: siteName };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
