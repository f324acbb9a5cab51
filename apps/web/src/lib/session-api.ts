import { apiClient } from './api-client.ts';

/** Cache key of the signed-in user (GET /api/users/profile). */
export const currentUserQueryKey = ['auth', 'current-user'] as const;

// The session check runs on every first visit with a token: its contract is loaded beside the request (api-client.ts).
const authContracts = () => import('@orbit/shared/auth-contracts');

export const fetchCurrentUser = (signal?: AbortSignal) =>
  apiClient.get('/users/profile', async () => (await authContracts()).userSchema, signal);

export const logoutRequest = () =>
  apiClient.post('/users/logout', async () => (await authContracts()).messageResponseSchema);
