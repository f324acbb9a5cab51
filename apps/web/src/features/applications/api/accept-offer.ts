import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, type Application } from '@orbit/shared/application-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateApplicationQueries, myApplicationsQuery } from '../../../lib/applications-api.ts';

/** `POST /api/applications/:id/accept-offer`: the seeker accepts; the answer (status Accepted) replaces the item at once. */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post(`/applications/${encodeURIComponent(id)}/accept-offer`, applicationSchema),
    onSuccess: (accepted) => {
      queryClient.setQueryData<Application[]>(myApplicationsQuery.queryKey, (list) =>
        list?.map((item) => (item._id === accepted._id ? accepted : item)),
      );
    },
    onSettled: () => invalidateApplicationQueries(queryClient),
  });
}
