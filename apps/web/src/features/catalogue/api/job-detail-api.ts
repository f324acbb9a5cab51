import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { mayShowWhileLoading } from '../utils/job-match.ts';

// The schema is not in the page's chunk (zod alone is 26 KB gzip): it arrives beside the answer, and a page the
// server rendered with its job needs it only when it asks again.
const jobDetailSchema = () => import('./job-detail-schema.ts').then((module) => module.jobDetailSchema);

/** `GET /api/jobs/:id`; the bearer token goes with it, so a seeker's answer has their match (see jobsPageQuery). */
export const jobDetailQuery = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id, viewer],
    queryFn: ({ signal }) => apiClient.get(`/jobs/${encodeURIComponent(id)}`, jobDetailSchema, signal),
    enabled: viewer !== null,
    // The same job as a visitor saw it (the page the server rendered) stays while a seeker's copy with their match
    // loads, rather than 'Loading job details...' over the job; another job, or another person's copy, never.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id && mayShowWhileLoading(previousQuery.queryKey[3], viewer)
        ? previous
        : undefined,
  });

/**
 * Spec section 7, GET /jobs/{id}: on error the message, or status text, or 'Job not found' is kept with the
 * status (default 500); anything that is not an HTTP answer reads 'Error loading job details'.
 */
export function jobDetailError(error: unknown): { message: string; status: number } {
  if (isApiError(error)) return { message: error.msg || error.statusText || 'Job not found', status: error.status };
  return { message: 'Error loading job details', status: 500 };
}
