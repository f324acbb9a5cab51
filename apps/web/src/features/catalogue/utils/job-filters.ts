import { displayCategoryName, withRemotePrefix } from '@orbit/shared/categories';
import {
  effectiveOpenTo,
  jobListQuery,
  noJobListFilters,
  readJobListUrl,
  type JobListFilters,
} from '@orbit/shared/job-list-url';

/** The jobs-page filters, kept in the URL, which the server reads the same way to name the page. */
export type JobFilters = JobListFilters;

export const emptyJobFilters: JobFilters = noJobListFilters;

/** Spec section 9: page size 20. */
export const jobsPageSize = 20;

/**
 * Reads the filters from the query string; anything malformed falls back to its default (page 1, no filter), and
 * fresh=true reads as no filter at all. A type or category the lists lack is kept as asked, for the API to answer.
 */
export const parseJobFilters = (params: URLSearchParams): JobFilters => readJobListUrl(params).filters;

/** The query string for the filters, defaults left out (so no filters at page 1 is just '/jobs'). */
export const serialiseJobFilters = (filters: JobFilters): string => jobListQuery(filters).toString();

/**
 * A change to any filter other than the page goes back to page 1 (spec: "Any filter change resets to page 1");
 * the sort counts as a filter here, since page 3 of another order shows unrelated jobs.
 */
export function withFilterChange(current: JobFilters, change: Partial<Omit<JobFilters, 'page'>>): JobFilters {
  return { ...current, ...change, page: 1 };
}

/**
 * Clear Filters empties the filters but keeps the order and "Open to my country": they are preferences, not
 * narrowings typed for this search, and a seeker who asked for their best matches still wants them after clearing a
 * keyword. fresh=true resets them too.
 */
export const clearedJobFilters = (current: JobFilters): JobFilters => ({
  ...emptyJobFilters,
  sort: current.sort,
  openTo: current.openTo,
});

/** The filters as a viewer may use them: the ranking needs a job seeker's profile, so anyone else gets newest. */
export const filtersForViewer = (filters: JobFilters, canRankByMatch: boolean): JobFilters =>
  canRankByMatch || filters.sort === 'newest' ? filters : { ...filters, sort: 'newest' };

/** The sort takes no part (it never hides a job), nor "Open to my country", which has its own switch. */
export const hasActiveFilters = (filters: JobFilters): boolean =>
  Boolean(
    filters.title || filters.location || filters.workplace || filters.remoteOnly || filters.type || filters.category,
  );

/**
 * The `GET /api/jobs` query (spec section 7): search, location (and the workplace asked with it), type, category (with its 'Remote ' prefix),
 * remote=true only when asked, sort=recommended when asked, page and limit=20; with a country to be open to, openTo
 * and includeUnknown=true — jobs that do not say where candidates may live stay, marked "Eligibility not stated",
 * since they may well be open (a quarter of imported jobs do not say). The `_t` cache-buster is added at request time.
 */
export function jobsApiQuery(filters: JobFilters, seekerCountryCode?: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.title) params.set('search', filters.title);
  if (filters.location) params.set('location', filters.location);
  if (filters.workplace) params.set('workplace', filters.workplace);
  if (filters.type) params.set('type', filters.type);
  if (filters.category) params.set('category', withRemotePrefix(filters.category));
  if (filters.remoteOnly) params.set('remote', 'true');
  if (filters.sort === 'recommended') params.set('sort', 'recommended');
  const openTo = effectiveOpenTo(filters, seekerCountryCode);
  if (openTo) {
    params.set('openTo', openTo);
    params.set('includeUnknown', 'true');
  }
  params.set('page', String(filters.page));
  params.set('limit', String(jobsPageSize));
  return params;
}

/** Spec: 'Remote Jobs', or 'Remote Jobs - ' plus the category without its 'Remote ' prefix. */
export const jobsHeading = (category: string): string =>
  category ? `Remote Jobs - ${displayCategoryName(category)}` : 'Remote Jobs';

/** Spec: "a product-prefixed category title or a remote-jobs title". */
export const jobsDocumentTitle = (category: string, siteName: string): string =>
  category ? `${siteName} - ${withRemotePrefix(category)} Jobs` : `Remote Jobs | ${siteName}`;

/** '1 job found', '35 jobs found'; a capped total (the server counted no further) '400+ jobs found'. */
export const jobsFoundLabel = (total: number, capped = false): string =>
  capped ? `${total.toLocaleString('en-US')}+ jobs found` : total === 1 ? '1 job found' : `${total} jobs found`;
