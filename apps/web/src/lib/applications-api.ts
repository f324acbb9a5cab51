import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { applicationListResponseSchema } from '@orbit/shared/application-contracts';
import { apiClient } from './api-client.ts';

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
