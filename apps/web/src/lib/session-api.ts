import { messageResponseSchema, userSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from './api-client.ts';

/** Cache key of the signed-in user (GET /api/users/profile). */
export const currentUserQueryKey = ['auth', 'current-user'] as const;

export const fetchCurrentUser = (signal?: AbortSignal) => apiClient.get('/users/profile', userSchema, signal);

export const logoutRequest = () => apiClient.post('/users/logout', messageResponseSchema);
