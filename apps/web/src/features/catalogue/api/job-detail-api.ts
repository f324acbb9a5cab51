import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { matchedJobSchema } from './jobs-schemas.ts';

/**
 * What only the job page reads beside the list's fields (kept out of jobs-api.ts, which the /jobs list loads first).
 * Lenient like the rest of the catalogue.
 */
const jobDetailSchema = matchedJobSchema.extend({
  /** 'closed': filled, cancelled or rejected; its page says so instead of offering to apply. */
  status: z.string().catch('live'),
  closedReason: z.string().nullable().catch(null),
  eligibility: z
    .object({ worldwide: z.boolean(), countries: z.array(z.string()), regions: z.array(z.string()) })
    .nullable()
    .catch(null),
  timezoneOverlap: z.object({ hours: z.number(), utcOffset: z.number() }).nullable().catch(null),
  applicationDeadline: z.string().nullable().catch(null),
  /** The job page only: how fast the company usually answers (median hours), once known. */
  medianResponseHours: z.number().nullable().optional().catch(null),
});

/** `GET /api/jobs/:id`; the bearer token goes with it, so a seeker's answer has their match (see jobsPageQuery). */
export const jobDetailQuery = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: ['jobs', 'detail', id, viewer],
    queryFn: ({ signal }) => apiClient.get(`/jobs/${encodeURIComponent(id)}`, jobDetailSchema, signal),
    enabled: viewer !== null,
  });

/**
 * Spec section 7, GET /jobs/{id}: on error the message, or status text, or 'Job not found' is kept with the
 * status (default 500); anything that is not an HTTP answer reads 'Error loading job details'.
 */
export function jobDetailError(error: unknown): { message: string; status: number } {
  if (isApiError(error)) return { message: error.msg || error.statusText || 'Job not found', status: error.status };
  return { message: 'Error loading job details', status: 500 };
}
