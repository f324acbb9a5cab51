import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyResponseSchema, type ApplyRequest } from '@orbit/shared/application-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateApplicationQueries } from '../../../lib/applications-api.ts';

/** `POST /api/applications` (spec section 7). The server attaches the seeker's stored resume itself. */
export const submitApplication = (body: ApplyRequest) => apiClient.post('/applications', applyResponseSchema, body);

/**
 * Applying, with every screen that shows applications refreshed afterwards. A 409 (already applied) refreshes
 * too: the list then holds the earlier application, which the apply area shows as submitted.
 */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSettled: () => invalidateApplicationQueries(queryClient),
  });
}
