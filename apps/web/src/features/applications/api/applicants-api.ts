import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@orbit/shared/application-contracts';
import {
  applicantSchema,
  applicantsResponseSchema,
  bulkApplicationUpdateResultSchema,
  type Applicant,
  type ApplicantsResponse,
  type ApplicationUpdate,
  type EmployerStatus,
} from '@orbit/shared/pipeline-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { employerQueryKey, invalidateEmployerQueries } from '../../../lib/employer-api.ts';

export type ApplicantSort = 'match' | 'date';

const applicantsKey = (jobId: string) => [...employerQueryKey, 'applicants', jobId] as const;

/** Resume links on the page last an hour: the list is read again well before they expire. */
const resumeLinkRefreshMs = 30 * 60 * 1000;

/**
 * `GET /api/jobs/:id/applicants?status=&sort=&page=`: the job, one page of its applicants (filtered), the totals and
 * the counts per status.
 */
export const applicantsQuery = (jobId: string, status: ApplicationStatus | null, sort: ApplicantSort, page: number) =>
  queryOptions({
    queryKey: [...applicantsKey(jobId), status ?? 'all', sort, page],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ sort, page: String(page) });
      if (status) query.set('status', status);
      return apiClient.get(
        `/jobs/${encodeURIComponent(jobId)}/applicants?${query.toString()}`,
        applicantsResponseSchema,
        signal,
      );
    },
    refetchInterval: resumeLinkRefreshMs,
  });

/** Puts the server's copy of one applicant into every cached list of the job at once (before the lists refetch). */
function replaceApplicant(queryClient: QueryClient, jobId: string, updated: Applicant) {
  queryClient.setQueriesData<ApplicantsResponse>({ queryKey: applicantsKey(jobId) }, (data) =>
    data ? { ...data, applicants: data.applicants.map((item) => (item._id === updated._id ? updated : item)) } : data,
  );
}

/** A 409: someone else moved the application meanwhile (or the seeker withdrew). */
export const isConflict = (error: unknown): boolean => isApiError(error, 409);

/**
 * `PATCH /api/applications/:id` (status, feedback to the candidate, private notes). Every answer refreshes the job's
 * lists and counts and the dashboard; a 409 too, so the screen shows what the other person did.
 */
export function useUpdateApplicant(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ApplicationUpdate }) =>
      apiClient.patch(`/applications/${encodeURIComponent(id)}`, applicantSchema, update),
    onSuccess: (updated) => replaceApplicant(queryClient, jobId, updated),
    onSettled: () => invalidateEmployerQueries(queryClient),
  });
}

/** `POST /api/applications/bulk`: one status (and one message) for several applications; the server skips disallowed moves. */
export function useBulkUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: string[]; status: EmployerStatus; feedback?: string }) =>
      apiClient.post('/applications/bulk', bulkApplicationUpdateResultSchema, input),
    onSettled: () => invalidateEmployerQueries(queryClient),
  });
}
