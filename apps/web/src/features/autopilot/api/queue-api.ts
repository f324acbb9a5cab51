import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  autopilotActivitySchema,
  autopilotOutcomesSchema,
  autopilotQueueDecisionResponseSchema,
  autopilotQueueSchema,
  type AutopilotQueueDecision,
} from '@orbit/shared/autopilot-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { activitySearch, type ActivityParams } from '../utils/activity-params.ts';
import { autopilotQueryKey, invalidateAutopilotQueries } from './autopilot-api.ts';

/** A scan fills the queue "in a minute" (the server's words): the list looks again at that pace while it is open. */
const queueRefreshMs = 60_000;

/** `GET /api/autopilot/queue`: proposals waiting for the seeker, and jobs they must apply to themselves. */
export const autopilotQueueQuery = queryOptions({
  queryKey: [...autopilotQueryKey, 'queue'],
  queryFn: ({ signal }) => apiClient.get('/autopilot/queue', autopilotQueueSchema, signal),
  refetchInterval: queueRefreshMs,
});

/** `GET /api/autopilot/outcomes`: response rates by score band, Autopilot's applications against the seeker's own. */
export const autopilotOutcomesQuery = queryOptions({
  queryKey: [...autopilotQueryKey, 'outcomes'],
  queryFn: ({ signal }) => apiClient.get('/autopilot/outcomes', autopilotOutcomesSchema, signal),
});

/** `GET /api/autopilot/activity?page=&outcome=`: every decision, newest first, 25 a page. */
export const autopilotActivityQuery = (params: ActivityParams) =>
  queryOptions({
    queryKey: [...autopilotQueryKey, 'activity', params.page, params.outcome ?? 'all'],
    queryFn: ({ signal }) =>
      apiClient.get(`/autopilot/activity?${activitySearch(params)}`, autopilotActivitySchema, signal),
  });

/**
 * `POST /api/autopilot/queue/:id`: approve (with the letter as the seeker left it) or skip. Any answer refreshes the
 * queue, the status and the activity: a 404/409 means the proposal moved on meanwhile (expired, decided elsewhere).
 */
export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AutopilotQueueDecision & { id: string }) =>
      apiClient.post(`/autopilot/queue/${encodeURIComponent(id)}`, autopilotQueueDecisionResponseSchema, body),
    onSettled: () => invalidateAutopilotQueries(queryClient),
  });
}
