import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { catalogueJobSchema, parseJsonText, parseList, type CatalogueJob } from '../../../lib/catalogue.ts';
import { jobsApiQuery, serialiseJobFilters, type JobFilters } from '../utils/job-filters.ts';

export interface JobsPage {
  jobs: CatalogueJob[];
  total: number;
  currentPage: number;
  totalPages: number;
}

const pagingSchema = z.object({
  jobs: z.unknown(),
  total: z.number().catch(0),
  currentPage: z.number().catch(1),
  totalPages: z.number().catch(0),
});

/** `GET /api/jobs` with the filters (spec section 7); `_t` makes every fetch bypass HTTP caches. */
async function fetchJobsPage(filters: JobFilters, signal?: AbortSignal): Promise<JobsPage> {
  const query = jobsApiQuery(filters);
  query.set('_t', String(Date.now()));
  const body = pagingSchema.safeParse(parseJsonText(await apiClient.getText(`/jobs?${query.toString()}`, signal)));
  const jobs = body.success ? parseList(body.data.jobs, catalogueJobSchema) : null;
  if (!body.success || jobs === null) throw new Error('Failed to parse jobs response');
  return { jobs, total: body.data.total, currentPage: body.data.currentPage, totalPages: body.data.totalPages };
}

export const jobsPageQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: ['jobs', 'list', serialiseJobFilters(filters)],
    queryFn: ({ signal }) => fetchJobsPage(filters, signal),
    // The previous page stays on screen (dimmed) while the next one loads, so the layout does not jump.
    placeholderData: keepPreviousData,
  });

/** Spec section 8: 'Failed to fetch jobs: ' followed by status and status text. */
export function jobsErrorMessage(error: unknown): string {
  if (isApiError(error)) return `Failed to fetch jobs: ${error.status} ${error.statusText || error.msg}`.trim();
  if (error instanceof Error && error.message === 'Failed to parse jobs response') return error.message;
  return 'Failed to fetch jobs: the server could not be reached';
}

export const jobDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id],
    queryFn: ({ signal }) => apiClient.get(`/jobs/${encodeURIComponent(id)}`, catalogueJobSchema, signal),
  });

/**
 * Spec section 7, GET /jobs/{id}: on error the message, or status text, or 'Job not found' is kept with the
 * status (default 500); anything that is not an HTTP answer reads 'Error loading job details'.
 */
export function jobDetailError(error: unknown): { message: string; status: number } {
  if (isApiError(error)) return { message: error.msg || error.statusText || 'Job not found', status: error.status };
  return { message: 'Error loading job details', status: 500 };
}
