import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const unreadKey = ['inbox', 'unread'] as const;

/**
 * `GET /api/threads/unread` for the header's badge. The header is in every first visit's JavaScript, so the
 * contract is loaded beside the request, not with the shell.
 */
export const unreadQuery = queryOptions({
  queryKey: unreadKey,
  queryFn: ({ signal }) =>
    apiClient.get(
      '/threads/unread',
      () => import('@orbit/shared/conversation-contracts').then((contracts) => contracts.unreadResponseSchema),
      signal,
    ),
  refetchInterval: 60_000,
  refetchOnWindowFocus: true,
});
