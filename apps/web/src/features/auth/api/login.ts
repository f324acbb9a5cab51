import { loginResponseSchema, tokenResponseSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const loginRequest = (credentials: { email: string; password: string; remember: boolean }) =>
  apiClient.post('/users/login', loginResponseSchema, credentials);

/** The second step when two-step verification is on: the challenge the password (or Google) earned, and a code. */
export const twoFactorLoginRequest = (input: { challenge: string; code: string }) =>
  apiClient.post('/users/login/two-factor', tokenResponseSchema, input);

/** The password was right but the user could not be loaded afterwards (spec: 'Login failed'). */
export class SessionStartError extends Error {
  constructor(cause: unknown) {
    super('Login failed', { cause });
    this.name = 'SessionStartError';
  }
}
