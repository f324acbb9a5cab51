import type { QueryClient } from '@tanstack/react-query';
import { companySchema, type Company } from '@orbit/shared/company-contracts';
import { apiClient } from './api-client.ts';

/**
 * The employer screens live in several features (dashboard, postings, pipeline, company) and the moderation queue in
 * another; a change made on one (a post published, closed or approved, an applicant moved) must refresh the others.
 * Their queries start with these keys, so one call here refreshes every screen that could show the change.
 */
export const employerQueryKey = ['employer'] as const;
export const moderationQueryKey = ['moderation'] as const;

/** After a posting or pipeline change: the employer's screens, the queue, and the public pages that show the job. */
export function invalidateEmployerQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [employerQueryKey, moderationQueryKey, ['jobs'], ['companies']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/**
 * `GET /api/employer/company`: the employer's own company, edited on /company and shown in the post-job preview
 * (name and logo as seekers will see them). One key, so a saved profile or logo shows everywhere at once.
 * A plain object rather than `queryOptions()` (which only adds types): with it, the /company page's chunk would pull
 * TanStack's `queryOptions` out into a chunk of its own that every first visit (/, /jobs) then loads.
 */
export const employerCompanyQuery = {
  queryKey: [...employerQueryKey, 'company'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Company> =>
    apiClient.get('/employer/company', companySchema, signal),
};
