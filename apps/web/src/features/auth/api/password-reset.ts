import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const forgotPasswordRequest = (email: string) =>
  apiClient.post('/users/forgot-password', messageResponseSchema, { email });

export const resetPasswordRequest = (input: { token: string; password: string }) =>
  apiClient.post('/users/reset-password', messageResponseSchema, input);
