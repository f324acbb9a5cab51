import { queryOptions } from '@tanstack/react-query';
import { talentStatsSchema } from '@orbit/shared/talent-stats-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** `GET /api/talent/stats`: the pool's and the catalogue's public figures, counted by the server every few minutes. */
export const talentStatsQuery = queryOptions({
  queryKey: ['talent', 'stats'],
  queryFn: ({ signal }) => apiClient.get('/talent/stats', talentStatsSchema, signal),
  staleTime: 5 * 60_000,
});
