import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { revokeFileUrlsOnRemoval } from '../../lib/authorized-file.ts';

/**
 * How long the data a page arrived with (rendered into its HTML by the server) counts as fresh: the page hydrates
 * and shows it without asking the API again; a later visit of the same list within the app refetches as usual.
 */
const arrivedDataFreshMs = 60_000;

/**
 * Nothing is fetched while the server renders a page: its queries were loaded before (entry-server.tsx), and one that
 * failed is drawn as failed, not as about to be retried (which would draw its loading state).
 */
const renderedOnServer = { retry: false, retryOnMount: false, refetchOnMount: false, staleTime: Infinity } as const;

/**
 * `arrived`: the queries the server rendered the page with (entry-server.tsx), under the keys the pages use;
 * `onServer`: the client the server renders a page with.
 */
export function createQueryClient(arrived?: DehydratedState, onServer = false): QueryClient {
  const arrivedAt = Date.now();
  // Each arrived query by its hash, with the moment its data was read: a refetch changes that, and ends the favour.
  const arrivedData = new Map(arrived?.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]));
  const freshOnArrival = (query: Query) =>
    arrivedData.get(query.queryHash) === query.state.dataUpdatedAt && Date.now() - arrivedAt < arrivedDataFreshMs
      ? Number.POSITIVE_INFINITY
      : 0;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx answer will not change on retry; a network hiccup might.
        retry: (failureCount, error) => failureCount < 2 && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: freshOnArrival,
        ...(onServer ? renderedOnServer : {}),
      },
      mutations: { retry: false },
    },
  });
  if (arrived) hydrate(queryClient, arrived);
  revokeFileUrlsOnRemoval(queryClient);
  return queryClient;
}
