import { queryOptions } from '@tanstack/react-query';
import { talentViewsResponseSchema } from '@orbit/shared/talent-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/talent/views`: the companies that looked at the seeker's card or resume, newest first. */
export const talentViewsQuery = queryOptions({
  queryKey: ['talent', 'views'],
  queryFn: async ({ signal }) => (await apiClient.get('/talent/views', talentViewsResponseSchema, signal)).views,
});
