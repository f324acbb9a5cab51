import { queryOptions } from '@tanstack/react-query';
import { recommendedJobsResponseSchema } from '@orbit/shared/job-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from '../../../lib/applications-api.ts';
import { parseJobsAnswer, parseJsonText, type CatalogueJob } from '../../../lib/catalogue.ts';

/** Spec section 9: the dashboard shows 3 applications and 3 recommendations. */
export const dashboardListSize = 3;

/** `GET /api/jobs/recommended?limit=3` (signed-in seekers): the best matches, each with its score and reasons. */
export const recommendedJobsQuery = queryOptions({
  queryKey: [...dashboardQueryKey, 'recommended', dashboardListSize],
  queryFn: ({ signal }) =>
    apiClient.get(`/jobs/recommended?limit=${dashboardListSize}`, recommendedJobsResponseSchema, signal),
});

/**
 * The employer's own live postings: the jobs of their company (`GET /api/jobs?companyId=`) that they posted.
 * The hiring pipeline (applicants per posting) comes with a later issue.
 */
export const employerPostingsQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: [...dashboardQueryKey, 'postings', companyId, userId],
    queryFn: async ({ signal }): Promise<CatalogueJob[]> => {
      const query = new URLSearchParams({ companyId, limit: '100' });
      const jobs = parseJobsAnswer(parseJsonText(await apiClient.getText(`/jobs?${query.toString()}`, signal)));
      if (jobs === null) throw new Error('Failed to parse jobs response');
      return jobs.filter((job) => job.postedBy === userId);
    },
  });
