import { analyticsSchema, type Analytics } from '@orbit/shared/analytics-contracts';
import { employerJobsResponseSchema, type PostedJob } from '@orbit/shared/posting-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { employerQueryKey } from '../../../lib/employer-api.ts';

export interface AnalyticsRequest {
  jobId: string;
  from: string;
  to: string;
}

/** `/analytics?…` for one period: the company's figures, or one job's. */
export const analyticsApiPath = ({ jobId, from, to }: AnalyticsRequest): string => {
  const query = new URLSearchParams({ ...(jobId ? { jobId } : {}), from, to });
  return `/analytics?${query.toString()}`;
};

/** `GET /api/analytics`: a plain object, as employer-api.ts explains (no queryOptions in every first visit). */
export const analyticsQuery = (request: AnalyticsRequest) => ({
  queryKey: [...employerQueryKey, 'analytics', request.jobId, request.from, request.to] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Analytics> =>
    apiClient.get(analyticsApiPath(request), analyticsSchema, signal),
});

/** `GET /api/employer/jobs`: the job picker's posts (the dashboard's key, so both share one answer). */
export const postedJobsQuery = {
  queryKey: [...employerQueryKey, 'jobs'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<PostedJob[]> =>
    apiClient.get('/employer/jobs', employerJobsResponseSchema, signal),
};
