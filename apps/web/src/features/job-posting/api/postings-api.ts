import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { openApplicationStatuses, applicantsResponseSchema } from '@orbit/shared/pipeline-contracts';
import {
  employerJobDetailSchema,
  postedJobSchema,
  postingResponseSchema,
  type JobPosting,
} from '@orbit/shared/posting-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { employerQueryKey, invalidateEmployerQueries } from '../../../lib/employer-api.ts';

const jobPath = (id: string) => `/jobs/${encodeURIComponent(id)}`;

/** `GET /api/employer/jobs/:id`: the company's own post in any state, with its posting details (the edit form). */
export const employerJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...employerQueryKey, 'job', id],
    queryFn: ({ signal }) => apiClient.get(`/employer/jobs/${encodeURIComponent(id)}`, employerJobDetailSchema, signal),
  });

/**
 * How many applications are still open on a job (the close dialog says how many people will be told), counted from
 * the pipeline's per-status counts.
 */
export const openApplicantsQuery = (id: string) =>
  queryOptions({
    queryKey: [...employerQueryKey, 'applicants', id, 'open-count'],
    queryFn: async ({ signal }) => {
      // One applicant is enough: only the counts per status are read.
      const { counts } = await apiClient.get(
        `${jobPath(id)}/applicants?sort=date&limit=1`,
        applicantsResponseSchema,
        signal,
      );
      return openApplicationStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
    },
  });

/** `POST /api/jobs` (new) or `PUT /api/jobs/:id` (edit): the job with its state and what screening found. */
export function useSavePosting(jobId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobPosting) =>
      jobId === null
        ? apiClient.post('/jobs', postingResponseSchema, body)
        : apiClient.put(jobPath(jobId), postingResponseSchema, body),
    onSuccess: () => invalidateEmployerQueries(queryClient),
  });
}

const closeAnswerSchema = z.object({ msg: z.string(), closedApplications: z.number().int() });

export interface CloseInput {
  reason: 'filled' | 'cancelled';
  message: string;
}

/** `POST /api/jobs/:id/close`: every open application gets a final status and the message as feedback. */
export function useClosePosting(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CloseInput) => apiClient.post(`${jobPath(jobId)}/close`, closeAnswerSchema, input),
    onSuccess: () => invalidateEmployerQueries(queryClient),
  });
}

/** `POST /api/jobs/:id/renew`: 30 more days, offered only in the last 5 of an Active post. */
export function useRenewPosting(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post(`${jobPath(jobId)}/renew`, postedJobSchema),
    onSuccess: () => invalidateEmployerQueries(queryClient),
  });
}
