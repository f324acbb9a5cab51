import { loginResponseSchema } from '@orbit/shared/auth-contracts';
import { googlePendingSignUpSchema, type GoogleSignUpInput } from '@orbit/shared/google-sign-in-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** The one-time code the callback put in the address's fragment, for the session (or a two-step challenge). */
export const googleSessionRequest = (code: string) =>
  apiClient.post('/auth/google/session', loginResponseSchema, { ticket: code });

export const googlePendingSignUpRequest = (ticket: string) =>
  apiClient.post('/auth/google/pending', googlePendingSignUpSchema, { ticket });

export const googleSignUpRequest = (input: GoogleSignUpInput) =>
  apiClient.post('/auth/google/sign-up', loginResponseSchema, input);

export const googleLinkPasswordRequest = (input: { ticket: string; password: string }) =>
  apiClient.post('/auth/google/link-password', loginResponseSchema, input);

/** A value of the address's fragment (`#ticket=…`): fragments never reach a server's log or a Referer. */
export const fragmentValue = (hash: string, name: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get(name);
