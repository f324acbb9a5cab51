import { messageResponseSchema, userSchema } from '@orbit/shared/auth-contracts';
import { googleLinkTicketResponseSchema } from '@orbit/shared/google-sign-in-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** A two-minute, one-time ticket naming the signed-in person, for the start URL of "Link Google". */
export const googleLinkTicketRequest = () => apiClient.post('/auth/google/link-ticket', googleLinkTicketResponseSchema);

export const unlinkGoogleRequest = () => apiClient.delete('/auth/google/link', messageResponseSchema);

/** A Google-only account's first password. */
export const setPasswordRequest = (password: string) =>
  apiClient.post('/users/password', messageResponseSchema, { password });

export const fetchProfile = () => apiClient.get('/users/profile', userSchema);
