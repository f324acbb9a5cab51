import { userSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/users/accept-terms with the version shown; the answer is the user, no longer needing to accept. */
export const acceptTermsRequest = (version: string) => apiClient.post('/users/accept-terms', userSchema, { version });
