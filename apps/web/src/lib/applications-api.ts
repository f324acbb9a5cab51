import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  applicationListResponseSchema,
  applyResponseSchema,
  type ApplyRequest,
} from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { apiClient } from './api-client.ts';
import { isApiError } from './api-error.ts';

/**
 * The signed-in seeker's applications (`GET /api/applications`), shared by three features: the job detail
 * apply area (has this job been applied to?), My Applications and the dashboard. Living here keeps one
 * cache entry and one key, so an apply or a withdraw anywhere refreshes every screen.
 */
export const applicationsQueryKey = ['applications'] as const;

/** Everything the dashboard shows that an apply or a withdraw can change (recommendations skip applied jobs). */
export const dashboardQueryKey = ['dashboard'] as const;

export const myApplicationsQuery = queryOptions({
  queryKey: [...applicationsQueryKey, 'mine'],
  queryFn: ({ signal }) => apiClient.get('/applications', applicationListResponseSchema, signal),
});

export function invalidateApplicationQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]).then(() => undefined);
}

/** `POST /api/applications` (spec section 7). The server attaches the seeker's stored resume itself. */
export const submitApplication = (body: ApplyRequest) => apiClient.post('/applications', applyResponseSchema, body);

/**
 * Applying — from the job page, or again from My Applications after a failed submission (the server retires the
 * Failed attempt) — with every screen that shows applications refreshed afterwards. A 409 (already applied) refreshes
 * too: the list then holds the earlier application, which the apply area shows as submitted.
 */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSettled: () => invalidateApplicationQueries(queryClient),
  });
}

/** A failed apply: the toast text (spec section 8: the server message or 'Failed to submit application'). */
export function applyErrorToast(error: unknown): string {
  return (isApiError(error) && error.msg) || messages.applicationSubmitFailed;
}

/** The toast of an apply the server saved but could not hand to the employer (status not Applied). */
export const notSubmittedToast = 'Application saved, but not submitted to the employer';
