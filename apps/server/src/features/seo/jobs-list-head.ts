import { isCategoryName } from '@orbit/shared/categories';
import { jobListQuery, readJobListUrl } from '@orbit/shared/job-list-url';
import { jobListEmploymentTypes } from '@orbit/shared/options';
import { excerpt } from './markup.ts';
import { documentTitle, siteName, type PageHead } from './page-head.ts';

/**
 * The head of /jobs: the filters the web app reads from the query (`readJobListUrl`, shared with it) name the page.
 * The canonical URL keeps those filters only, in the web app's order and spelling, so tracking parameters, `fresh`,
 * defaults and unknown values never make a second URL for the same list.
 */
export function jobsListHead(params: URLSearchParams, publicUrl: string): PageHead {
  const { filters, askedType } = readJobListUrl(params);
  const { title: search, location, page } = filters;
  // A type is named only when asked in its listed spelling, case aside. The web app lists 'fulltime' as Full-time
  // too; the head has always named no type for it (the page is unindexed either way).
  const type = jobListEmploymentTypes.find((known) => known.toLowerCase() === askedType.toLowerCase()) ?? '';
  const askedCategory = filters.category;
  const category = isCategoryName(askedCategory) ? askedCategory : '';
  // The order is left out: 'recommended' ranks by the viewer's own profile, so it is no page of its own.
  const query = jobListQuery({ ...filters, type, category, sort: 'newest' }).toString();

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
