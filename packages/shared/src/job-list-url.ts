import { withRemotePrefix } from './categories.ts';
import type { JobListSort, JobWorkplace } from './job-contracts.ts';
import { employmentTypeKey, jobListEmploymentTypes } from './options.ts';

/**
 * The /jobs page's address (spec "Jobs list": query params category, page, title, fresh; the other filters ride
 * along so a filtered page can be shared and survives reload). The web app reads it to show the list and the
 * server reads it to name the page for search engines, so both read it here and cannot drift apart.
 */

/** The filters a /jobs address carries. */
export interface JobListFilters {
  title: string;
  location: string;
  /**
   * With a location: '' = remote jobs a person living there may take (the list's default), 'hybrid' / 'onsite' = those
   * located there, 'any' = both. Without one: jobs of that workplace anywhere.
   */
  workplace: JobWorkplace | '';
  remoteOnly: boolean;
  /** A listed type in its listed spelling ('Full-time'); a type the list does not have, as it was asked. */
  type: string;
  /** The stored name, with its 'Remote ' prefix ('Remote Sales'); '' for all categories. Not checked against the list. */
  category: string;
  /** 'recommended' ranks by match score; only signed-in job seekers are offered it (the server ignores it for others). */
  sort: JobListSort;
  /**
   * Who must be able to take the jobs: '' = the viewer's default (a signed-in seeker whose location we can place sees
   * jobs open to their country, anyone else every job); a country code (a shared link, an alert) = jobs open to that
   * country; 'any' = every job (the seeker turned "Open to my country" off).
   */
  openTo: string;
  page: number;
}

export interface JobListUrl {
  filters: JobListFilters;
  /** The type as the address spells it (trimmed and capped): the page head only names a type asked as listed. */
  askedType: string;
}

export const noJobListFilters: JobListFilters = {
  title: '',
  location: '',
  workplace: '',
  remoteOnly: false,
  type: '',
  category: '',
  sort: 'newest',
  openTo: '',
  page: 1,
};

/** The API's longest search (`jobListQuerySchema`): longer text in an address is cut, not refused. */
export const maxJobListTextLength = 200;
/** The API's last page (`jobListQuerySchema`): a bigger number in an address is read as it. */
export const maxJobListPage = 100_000;

/** 'ng' → 'NG', 'any' stays; anything else is no choice (''). */
function readOpenTo(value: string | null): string {
  const text = (value ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase();
  return text.toLowerCase() === 'any' ? 'any' : '';
}

/**
 * The contract's `jobWorkplaces`, written out here: importing its value would bring zod and the job contracts into
 * the first visit of /jobs, which reads its address with this module (job-list-url.test.ts keeps the two equal).
 */
export const addressWorkplaces: readonly JobWorkplace[] = ['remote', 'hybrid', 'onsite', 'any'];

/** 'onsite', 'Hybrid'; anything else is no choice (''). */
function readWorkplace(value: string | null): JobWorkplace | '' {
  const text = (value ?? '').trim().toLowerCase();
  return addressWorkplaces.find((workplace) => workplace === text) ?? '';
}

const clean = (value: string | null): string => (value ?? '').trim().slice(0, maxJobListTextLength);

function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, maxJobListPage) : 1;
}

/** 'full-time' or 'FULLTIME' in a link is the listed 'Full-time', as the job list compares them. */
const asListedType = (type: string): string =>
  jobListEmploymentTypes.find((listed) => employmentTypeKey(listed) === employmentTypeKey(type)) ?? type;

/** fresh=true (the "Find Jobs" links) asks for the list without any filter, whatever else the address says. */
export const asksForFreshJobList = (params: URLSearchParams): boolean => params.get('fresh') === 'true';

/** Reads a /jobs query string; anything malformed falls back to its default (page 1, no filter). */
export function readJobListUrl(params: URLSearchParams): JobListUrl {
  if (asksForFreshJobList(params)) return { filters: noJobListFilters, askedType: '' };
  const remote = params.get('remote');
  const askedType = clean(params.get('type'));
  const category = clean(params.get('category'));
  return {
    filters: {
      // `search` is accepted as a synonym so API-style links work too.
      title: clean(params.get('title') ?? params.get('search')),
      location: clean(params.get('location')),
      workplace: readWorkplace(params.get('workplace')),
      remoteOnly: remote === 'true' || remote === '1',
      type: asListedType(askedType),
      category: category === '' ? '' : withRemotePrefix(category),
      sort: params.get('sort') === 'recommended' ? 'recommended' : 'newest',
      openTo: readOpenTo(params.get('openTo')),
      page: readPage(params.get('page')),
    },
    askedType,
  };
}

/**
 * The query string of a /jobs address, in one order and spelling with the defaults left out (no filters at page 1
 * is just '/jobs'), so one list has one address.
 */
export function jobListQuery(filters: JobListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.title.trim()) params.set('title', filters.title.trim());
  if (filters.location.trim()) params.set('location', filters.location.trim());
  if (filters.workplace) params.set('workplace', filters.workplace);
  if (filters.remoteOnly) params.set('remote', 'true');
  if (filters.type) params.set('type', filters.type);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort === 'recommended') params.set('sort', 'recommended');
  if (filters.openTo) params.set('openTo', filters.openTo);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The country whose residents must be able to take the listed jobs, or null for every job: the address's choice
 * when it names one; else, for a signed-in seeker whose location we can place, their own country ("Open to my
 * country" is on by default once the location is known); 'any' turns it off.
 */
export function effectiveOpenTo(
  filters: Pick<JobListFilters, 'openTo'>,
  seekerCountryCode: string | null | undefined,
): string | null {
  if (filters.openTo === 'any') return null;
  return filters.openTo || seekerCountryCode || null;
}
