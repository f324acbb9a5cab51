import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import {
  recoveryCodesResponseSchema,
  sessionsResponseSchema,
  twoFactorSetupResponseSchema,
} from '@orbit/shared/security-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const sessionsQueryKey = ['users', 'sessions'] as const;

export const fetchSessions = (signal?: AbortSignal) =>
  apiClient.get('/users/sessions', sessionsResponseSchema, signal).then((answer) => answer.sessions);

export const endSessionRequest = (id: string) =>
  apiClient.delete(`/users/sessions/${encodeURIComponent(id)}`, messageResponseSchema);

export const endOtherSessionsRequest = () => apiClient.delete('/users/sessions?others=true', messageResponseSchema);

/** A new key (kept pending by the server until a code confirms it). */
export const setupTwoFactorRequest = () => apiClient.post('/users/two-factor/setup', twoFactorSetupResponseSchema);

export const enableTwoFactorRequest = (code: string) =>
  apiClient.post('/users/two-factor/enable', recoveryCodesResponseSchema, { code });

export const disableTwoFactorRequest = (code: string) =>
  apiClient.post('/users/two-factor/disable', messageResponseSchema, { code });
