import { queryOptions } from '@tanstack/react-query';
import type { WaitlistEntryInput } from '@orbit/shared/waitlist-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const newestJobsLimit = 6;

/**
 * The answers' schemas (home-schemas.ts): not in the page's chunk, so the first screen waits for less; asked for as
 * soon as this module runs, so they arrive while the page's first requests are still under way.
 */
const schemas = () => import('./home-schemas.ts');
void schemas().catch(() => undefined);

/** `GET /api/jobs/newest`, read as text then parsed, duplicates removed (spec section 7). */
export const newestJobsQuery = queryOptions({
  queryKey: ['jobs', 'newest', newestJobsLimit],
  queryFn: async ({ signal }) => {
    const [body, { parseNewestJobs }] = await Promise.all([
      apiClient.getText(`/jobs/newest?limit=${newestJobsLimit}`, signal),
      schemas(),
    ]);
    return parseNewestJobs(body);
  },
  retry: false,
});

/** `POST /api/jobs/scrape`: asks the server to re-import; only ok / not ok matters here. */
export const requestImport = () => apiClient.post('/jobs/scrape', async () => (await schemas()).messageSchema);

/**
 * `GET /api/companies/top`. Spec section 8: a failed list on the home page is shown as an empty list (which
 * offers 'Generate Companies'), so failures resolve to [].
 */
export const topCompaniesQuery = queryOptions({
  queryKey: ['companies', 'top'],
  queryFn: async ({ signal }) => {
    try {
      const [body, { parseTopCompanies }] = await Promise.all([apiClient.getText('/companies/top', signal), schemas()]);
      return parseTopCompanies(body);
    } catch (error) {
      if (signal.aborted) throw error;
      return [];
    }
  },
});

/** `POST /api/companies/generate` (bearer token attached when signed in), then the caller reloads the list. */
export const generateCompanies = () =>
  apiClient.post('/companies/generate', async () => (await schemas()).generatedCompaniesSchema);

const totalSchema = async () => (await schemas()).totalSchema;

/** The real number of live jobs whose location mentions `keyword`; fetched once per keyword and kept. */
export const regionJobCountQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['jobs', 'region-count', keyword],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(
          `/jobs?${new URLSearchParams({ location: keyword, limit: '1' }).toString()}`,
          totalSchema,
          signal,
        )
      ).total,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** All live jobs, for the home figures (limit=1: only the total is read). */
export const liveJobTotalQuery = queryOptions({
  queryKey: ['jobs', 'total'],
  queryFn: async ({ signal }) => (await apiClient.get('/jobs?limit=1', totalSchema, signal)).total,
  staleTime: 5 * 60_000,
  retry: false,
});

/** `POST /api/waitlist` (spec sections 3 and 7). */
export const joinWaitlist = (entry: WaitlistEntryInput) =>
  apiClient.post('/waitlist', async () => (await schemas()).messageSchema, entry);
