import { queryOptions } from '@tanstack/react-query';
import {
  alertLinkResponseSchema,
  alertListResponseSchema,
  createAlertResponseSchema,
  type CreateAlertInput,
} from '@orbit/shared/alert-contracts';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** `POST /api/alerts`: signed in, the alert works at once; signed out, a confirmation link is e-mailed. */
export const createAlertRequest = (input: CreateAlertInput) =>
  apiClient.post('/alerts', createAlertResponseSchema, input);

/** The signed-in account's alerts (`GET /api/alerts`). */
export const myAlertsQuery = queryOptions({
  queryKey: ['alerts', 'mine'] as const,
  queryFn: async () => (await apiClient.get('/alerts', alertListResponseSchema)).alerts,
});

export const deleteAlertRequest = (id: string) =>
  apiClient.delete(`/alerts/${encodeURIComponent(id)}`, messageResponseSchema);

/** The e-mailed confirmation link's token. */
export const confirmAlertRequest = (token: string) =>
  apiClient.post('/alerts/confirm', alertLinkResponseSchema, { token });

/** The unsubscribe link's signed token. */
export const unsubscribeAlertRequest = (token: string) =>
  apiClient.post(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`, alertLinkResponseSchema);
