import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { moderationQueueSchema } from '@orbit/shared/posting-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateEmployerQueries, moderationQueryKey } from '../../../lib/employer-api.ts';

/** `GET /api/moderation/jobs`: posts awaiting review, oldest first, with what screening found and who posted them. */
export const moderationQueueQuery = queryOptions({
  queryKey: [...moderationQueryKey, 'queue'],
  queryFn: ({ signal }) => apiClient.get('/moderation/jobs', moderationQueueSchema, signal),
});

export type ModerationDecision = { decision: 'approve'; reason: string } | { decision: 'reject'; reason: string };

/** `POST /api/moderation/jobs/:id`: approve, or reject with the reason the employer is shown and e-mailed. */
export function useModerateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, decision }: { jobId: string; decision: ModerationDecision }) =>
      apiClient.post(`/moderation/jobs/${encodeURIComponent(jobId)}`, messageResponseSchema, decision),
    onSettled: () => invalidateEmployerQueries(queryClient),
  });
}
