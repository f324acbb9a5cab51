import { isCategoryName, withRemotePrefix } from '@orbit/shared/categories';
import { jobListEmploymentTypes } from '@orbit/shared/options';
import { excerpt } from './markup.ts';
import { documentTitle, siteName, type PageHead } from './page-head.ts';

/**
 * The head of /jobs: the filters the web app reads from the query (apps/web/src/features/jobs/utils/job-filters.ts)
 * name the page. The canonical URL keeps those filters only, in the web app's order and spelling, so tracking
 * parameters, `fresh`, defaults and unknown values never make a second URL for the same list.
 */

const maxTextLength = 200;
const clean = (value: string | null): string => (value ?? '').trim().slice(0, maxTextLength);

function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, 100_000) : 1;
}

export function jobsListHead(params: URLSearchParams, publicUrl: string): PageHead {
  // fresh=true: the web app clears the filters and replaces the URL with /jobs.
  const fresh = params.get('fresh') === 'true';
  const get = (name: string) => (fresh ? '' : clean(params.get(name)));
  const search = fresh ? '' : clean(params.get('title') ?? params.get('search'));
  const location = get('location');
  const remoteOnly = !fresh && ['true', '1'].includes(params.get('remote') ?? '');
  const askedType = get('type');
  const type = jobListEmploymentTypes.find((known) => known.toLowerCase() === askedType.toLowerCase()) ?? '';
  const askedCategory = get('category') === '' ? '' : withRemotePrefix(get('category'));
  const category = isCategoryName(askedCategory) ? askedCategory : '';
  const page = fresh ? 1 : readPage(params.get('page'));

  const canonical = new URLSearchParams();
  if (search) canonical.set('title', search);
  if (location) canonical.set('location', location);
  if (remoteOnly) canonical.set('remote', 'true');
  if (type) canonical.set('type', type);
  if (category) canonical.set('category', category);
  if (page > 1) canonical.set('page', String(page));
  const query = canonical.toString();

  const phrase = [
    type ? `${type} ` : '',
    category ? `${category} Jobs` : 'Remote Jobs',
    search ? ` matching “${excerpt(search, 60)}”` : '',
    location ? ` in ${excerpt(location, 60)}` : '',
  ].join('');
  const pageSuffix = page > 1 ? ` (page ${page})` : '';
  return {
    status: 200,
    // The web app's own rule: a product-prefixed category title, or a remote-jobs title.
    title: category ? `${siteName} - ${phrase}${pageSuffix}` : documentTitle(`${phrase}${pageSuffix}`),
    socialTitle: `${phrase}${pageSuffix}`,
    description: `Find ${phrase.replace(/^Remote Jobs/, 'remote jobs')} on ${siteName}, from companies hiring remote talent worldwide.`,
    canonicalUrl: `${publicUrl}/jobs${query ? `?${query}` : ''}`,
    // Search results are not pages of their own for a search engine; a filter we do not know lists nothing.
    indexable: !search && !location && askedType === type && askedCategory === category,
    jsonLd: null,
  };
}
