import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { jobsApiQuery, type JobFilters } from '../utils/job-filters.ts';
import { mayShowWhileLoading } from '../utils/job-match.ts';
import type { JobsPage } from './jobs-schemas.ts';

export type { JobsPage, MatchedJob } from './jobs-schemas.ts';

// The list's schemas are not in the page's chunk; asked for as soon as it runs, they arrive beside the first answer.
const jobsSchemas = () => import('./jobs-schemas.ts');
void jobsSchemas().catch(() => undefined);

/**
 * `GET /api/jobs` with the filters (spec section 7); `_t` makes every fetch bypass HTTP caches. The schemas arrive
 * beside the answer (jobs-schemas.ts), so a first visit's JavaScript carries no zod (120 KB gzip budget).
 */
async function fetchJobsPage(
  filters: JobFilters,
  seekerCountryCode: string | null,
  signal?: AbortSignal,
): Promise<JobsPage> {
  const query = jobsApiQuery(filters, seekerCountryCode);
  query.set('_t', String(Date.now()));
  const [body, { parseJobsPage }] = await Promise.all([
    apiClient.getText(`/jobs?${query.toString()}`, signal),
    jobsSchemas(),
  ]);
  return parseJobsPage(body);
}

/**
 * `viewer` is `matchViewerKey(auth)`: part of the key because a seeker's ranked list carries their scores; null
 * (session still being checked) holds the request back. `seekerCountryCode` (the signed-in seeker's country, when
 * their location names one) makes "Open to my country" the default; the key holds the query it leads to.
 */
export const jobsPageQuery = (filters: JobFilters, viewer: string | null, seekerCountryCode: string | null = null) =>
  queryOptions({
    queryKey: ['jobs', 'list', jobsApiQuery(filters, seekerCountryCode).toString(), viewer],
    queryFn: ({ signal }) => fetchJobsPage(filters, seekerCountryCode, signal),
    enabled: viewer !== null,
    // The previous page stays on screen (dimmed) while the next one loads, so the layout does not jump; so does the
    // visitor's page the server rendered while a signed-in seeker's own loads; never another viewer's page.
    placeholderData: (previous, previousQuery) =>
      mayShowWhileLoading(previousQuery?.queryKey[3], viewer) ? keepPreviousData(previous) : undefined,
  });

/** Spec section 8: 'Failed to fetch jobs: ' followed by status and status text. */
export function jobsErrorMessage(error: unknown): string {
  if (isApiError(error)) return `Failed to fetch jobs: ${error.status} ${error.statusText || error.msg}`.trim();
  if (error instanceof Error && error.message === 'Failed to parse jobs response') return error.message;
  return 'Failed to fetch jobs: the server could not be reached';
}
