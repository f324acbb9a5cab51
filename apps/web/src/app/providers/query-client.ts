import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { revokeFileUrlsOnRemoval } from '../../lib/authorized-file.ts';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; a network hiccup might.
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  revokeFileUrlsOnRemoval(queryClient);
  return queryClient;
}
