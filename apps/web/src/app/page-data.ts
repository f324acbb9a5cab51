import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { jobDetailQuery } from '../features/catalogue/api/job-detail-api.ts';
import { jobsPageQuery } from '../features/catalogue/api/jobs-api.ts';
import { filtersForViewer, parseJobFilters } from '../features/catalogue/utils/job-filters.ts';
import { matchViewerKey } from '../features/catalogue/utils/job-match.ts';
import { companiesQuery, companyJobsQuery, companyQuery } from '../features/companies/api/companies-api.ts';
import { liveJobTotalQuery, newestJobsQuery, topCompaniesQuery } from '../features/home/api/home-api.ts';
import { categoriesQuery } from '../lib/categories-api.ts';

/** What a server-rendered page carries for hydration: its queries, and the moment it was drawn (its times). */
export interface ArrivedPage {
  state: DehydratedState;
  renderedAt: number;
}

/** The server renders pages as a visitor sees them: the signed-in parts fill in after hydration. */
const visitor = matchViewerKey({ loading: false, isAuthenticated: false, user: null });

/**
 * The public pages the server renders with their data (entry-server.tsx), and the queries each one shows on its
 * first screen — the very queries (keys, fetch and parsing) the page runs in the browser, so the hydrated page finds
 * them in its cache and asks the API for none of them. A path not listed here is not server-rendered.
 */
const pages: {
  path: string;
  load: (client: QueryClient, params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown>;
}[] = [
  {
    path: '/',
    load: (client) =>
      Promise.all([
        client.prefetchQuery(newestJobsQuery),
        client.prefetchQuery(topCompaniesQuery),
        client.prefetchQuery(categoriesQuery),
        client.prefetchQuery(liveJobTotalQuery),
      ]),
  },
  {
    path: '/jobs',
    load: (client, _params, search) =>
      client.prefetchQuery(jobsPageQuery(filtersForViewer(parseJobFilters(search), false), visitor)),
  },
  { path: '/jobs/:id', load: (client, { id = '' }) => client.prefetchQuery(jobDetailQuery(id, visitor)) },
  { path: '/companies', load: (client) => client.prefetchQuery(companiesQuery) },
  {
    path: '/companies/:id',
    load: async (client, { id = '' }) => {
      // The company's jobs are asked for by its name, once the company is known (company-jobs.tsx).
      const company = await client.fetchQuery(companyQuery(id)).catch(() => null);
      if (company) await client.prefetchQuery(companyJobsQuery(company.name));
    },
  },
  { path: '/categories', load: (client) => client.prefetchQuery(categoriesQuery) },
];

/**
 * Loads into `client` what the page at `url` shows; false when the page is not one the server renders. A query that
 * fails stays in the cache as failed, so the page renders its own error state.
 */
export async function loadPageData(client: QueryClient, url: URL): Promise<boolean> {
  const pathname = url.pathname.replace(/(.)\/+$/, '$1');
  for (const page of pages) {
    const match = matchPath(page.path, pathname);
    if (match) {
      await page.load(client, match.params, url.searchParams);
      return true;
    }
  }
  return false;
}
