import { loginResponseSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const loginRequest = (credentials: { email: string; password: string }) =>
  apiClient.post('/users/login', loginResponseSchema, credentials);

/** The password was right but the user could not be loaded afterwards (spec: 'Login failed'). */
export class SessionStartError extends Error {
  constructor(cause: unknown) {
    super('Login failed', { cause });
    this.name = 'SessionStartError';
  }
}
