import { registrationResponseSchema, type RegistrationInput } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const registerRequest = (payload: RegistrationInput) =>
  apiClient.post('/users', registrationResponseSchema, payload);
