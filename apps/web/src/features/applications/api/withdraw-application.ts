import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Application } from '@orbit/shared/application-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateApplicationQueries, myApplicationsQuery } from '../../../lib/applications-api.ts';

/** `DELETE /api/applications/:id`; the answer's body (a message, or none) is not needed. */
const withdrawApplication = (id: string) => apiClient.delete(`/applications/${encodeURIComponent(id)}`, z.unknown());

/** Withdraws, then drops the item from the cached list at once (spec: "the item leaves the list"). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Application[]>(myApplicationsQuery.queryKey, (list) =>
        list?.filter((item) => item._id !== id),
      );
    },
    onSettled: () => invalidateApplicationQueries(queryClient),
  });
}
