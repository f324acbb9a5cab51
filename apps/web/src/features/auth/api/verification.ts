import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const verifyEmailRequest = (token: string) =>
  apiClient.post('/users/verify-email', messageResponseSchema, { token });

export const resendVerificationRequest = (email: string) =>
  apiClient.post('/users/resend-verification', messageResponseSchema, { email });
