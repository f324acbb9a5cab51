import { displayCategoryName, withRemotePrefix } from '@orbit/shared/categories';
import type { JobListSort } from '@orbit/shared/job-contracts';
import { employmentTypeKey, jobListEmploymentTypes } from '@orbit/shared/options';

/**
 * The jobs-page filters, kept in the URL (spec "Jobs list": query params category, page, title, fresh; the
 * other filters ride along so a filtered page can be shared and survives reload).
 */
export interface JobFilters {
  title: string;
  location: string;
  remoteOnly: boolean;
  type: string;
  /** The stored name, with its 'Remote ' prefix ('Remote Sales'); '' for all categories. */
  category: string;
  /** 'recommended' ranks by match score; only signed-in job seekers are offered it (the server ignores it for others). */
  sort: JobListSort;
  page: number;
}

export const emptyJobFilters: JobFilters = {
  title: '',
  location: '',
  remoteOnly: false,
  type: '',
  category: '',
  sort: 'newest',
  page: 1,
};

/** Spec section 9: page size 20. */
export const jobsPageSize = 20;

const maxTextLength = 200;
const clean = (value: string | null): string => (value ?? '').trim().slice(0, maxTextLength);

function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

/** 'full-time' or 'FULLTIME' in a link is the select's 'Full-time', as the server compares them. */
const asListedType = (type: string): string =>
  jobListEmploymentTypes.find((listed) => employmentTypeKey(listed) === employmentTypeKey(type)) ?? type;

/** Reads the filters from the query string; anything malformed falls back to its default (page 1, no filter). */
export function parseJobFilters(params: URLSearchParams): JobFilters {
  const remote = params.get('remote');
  const category = clean(params.get('category'));
  return {
    // `search` is accepted as a synonym so API-style links work too.
    title: clean(params.get('title') ?? params.get('search')),
    location: clean(params.get('location')),
    remoteOnly: remote === 'true' || remote === '1',
    type: asListedType(clean(params.get('type'))),
    category: category === '' ? '' : withRemotePrefix(category),
    sort: params.get('sort') === 'recommended' ? 'recommended' : 'newest',
    page: parsePage(params.get('page')),
  };
}

/** The query string for the filters, defaults left out (so no filters at page 1 is just '/jobs'). */
export function serialiseJobFilters(filters: JobFilters): string {
  const params = new URLSearchParams();
  if (filters.title.trim()) params.set('title', filters.title.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.remoteOnly) params.set('remote', 'true');
  if (filters.type) params.set('type', filters.type);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort === 'recommended') params.set('sort', 'recommended');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/**
 * A change to any filter other than the page goes back to page 1 (spec: "Any filter change resets to page 1");
 * the sort counts as a filter here, since page 3 of another order shows unrelated jobs.
 */
export function withFilterChange(current: JobFilters, change: Partial<Omit<JobFilters, 'page'>>): JobFilters {
  return { ...current, ...change, page: 1 };
}

/**
 * Clear Filters empties the filters but keeps the order: the sort is a preference, not a narrowing, and a seeker
 * who asked for their best matches still wants them after clearing a keyword. fresh=true resets it too.
 */
export const clearedJobFilters = (current: JobFilters): JobFilters => ({ ...emptyJobFilters, sort: current.sort });

/** The filters as a viewer may use them: the ranking needs a job seeker's profile, so anyone else gets newest. */
export const filtersForViewer = (filters: JobFilters, canRankByMatch: boolean): JobFilters =>
  canRankByMatch || filters.sort === 'newest' ? filters : { ...filters, sort: 'newest' };

/** The sort takes no part: it never hides a job. */
export const hasActiveFilters = (filters: JobFilters): boolean =>
  Boolean(filters.title || filters.location || filters.remoteOnly || filters.type || filters.category);

/**
 * The `GET /api/jobs` query (spec section 7): search, location, type, category (with its 'Remote ' prefix),
 * remote=true only when asked, sort=recommended when asked, page and limit=20. The `_t` cache-buster is added at
 * request time.
 */
export function jobsApiQuery(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.title) params.set('search', filters.title);
  if (filters.location) params.set('location', filters.location);
  if (filters.type) params.set('type', filters.type);
  if (filters.category) params.set('category', withRemotePrefix(filters.category));
  if (filters.remoteOnly) params.set('remote', 'true');
  if (filters.sort === 'recommended') params.set('sort', 'recommended');
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

export const jobsFoundLabel = (total: number): string => (total === 1 ? '1 job found' : `${total} jobs found`);
