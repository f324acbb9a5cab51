import { queryOptions } from '@tanstack/react-query';
import { recommendedJobsResponseSchema } from '@orbit/shared/job-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from '../../../lib/applications-api.ts';

/** Spec section 9: the dashboard shows 3 applications and 3 recommendations. */
export const dashboardListSize = 3;

/** `GET /api/jobs/recommended?limit=3` (signed-in seekers): the best matches, each with its score and reasons. */
export const recommendedJobsQuery = queryOptions({
  queryKey: [...dashboardQueryKey, 'recommended', dashboardListSize],
  queryFn: ({ signal }) =>
    apiClient.get(`/jobs/recommended?limit=${dashboardListSize}`, recommendedJobsResponseSchema, signal),
});
