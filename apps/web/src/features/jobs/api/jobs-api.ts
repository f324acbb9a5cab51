import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { matchBreakdownSchema } from '@orbit/shared/match-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { catalogueJobSchema, parseJsonText, parseList } from '../../../lib/catalogue.ts';
import { jobsApiQuery, serialiseJobFilters, type JobFilters } from '../utils/job-filters.ts';

/**
 * A catalogue job with the signed-in seeker's match, when the API sent one (`GET /api/jobs/:id` and the
 * "Recommended for you" list). Lenient like the rest of the catalogue: a malformed score is dropped, not the job.
 */
export const matchedJobSchema = catalogueJobSchema.extend({
  matchScore: z.number().int().min(0).max(100).optional().catch(undefined),
  matchBreakdown: matchBreakdownSchema.optional().catch(undefined),
});
export type MatchedJob = z.infer<typeof matchedJobSchema>;

export interface JobsPage {
  jobs: MatchedJob[];
  total: number;
  currentPage: number;
  totalPages: number;
  /** The search the jobs answer, when the server put the typed one's spelling right. */
  correctedSearch?: string | undefined;
}

const pagingSchema = z.object({
  jobs: z.unknown(),
  total: z.number().catch(0),
  currentPage: z.number().catch(1),
  totalPages: z.number().catch(0),
  correctedSearch: z.string().optional().catch(undefined),
});

/** `GET /api/jobs` with the filters (spec section 7); `_t` makes every fetch bypass HTTP caches. */
async function fetchJobsPage(filters: JobFilters, signal?: AbortSignal): Promise<JobsPage> {
  const query = jobsApiQuery(filters);
  query.set('_t', String(Date.now()));
  const body = pagingSchema.safeParse(parseJsonText(await apiClient.getText(`/jobs?${query.toString()}`, signal)));
  const jobs = body.success ? parseList(body.data.jobs, matchedJobSchema) : null;
  if (!body.success || jobs === null) throw new Error('Failed to parse jobs response');
  const { total, currentPage, totalPages, correctedSearch } = body.data;
  return { jobs, total, currentPage, totalPages, correctedSearch };
}

/**
 * `viewer` is `matchViewerKey(auth)`: part of the key because a seeker's ranked list carries their scores; null
 * (session still being checked) holds the request back.
 */
export const jobsPageQuery = (filters: JobFilters, viewer: string | null) =>
  queryOptions({
    queryKey: ['jobs', 'list', serialiseJobFilters(filters), viewer],
    queryFn: ({ signal }) => fetchJobsPage(filters, signal),
    enabled: viewer !== null,
    // The previous page stays on screen (dimmed) while the next one loads, so the layout does not jump; but
    // never another viewer's page, which could show a signed-out visitor the scores of the seeker before them.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === viewer ? keepPreviousData(previous) : undefined),
  });

/** Spec section 8: 'Failed to fetch jobs: ' followed by status and status text. */
export function jobsErrorMessage(error: unknown): string {
  if (isApiError(error)) return `Failed to fetch jobs: ${error.status} ${error.statusText || error.msg}`.trim();
  if (error instanceof Error && error.message === 'Failed to parse jobs response') return error.message;
  return 'Failed to fetch jobs: the server could not be reached';
}
