import { z } from 'zod';
import {
  messageResponseSchema as messageSchema,
  userSchema,
  type ProfileUpdateInput,
} from '@orbit/shared/auth-contracts';
import type { DeleteAccountInput } from '@orbit/shared/data-rights-contracts';
import type { DismissResumeSuggestionsInput } from '@orbit/shared/resume-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const updateProfileRequest = (input: ProfileUpdateInput) => apiClient.put('/users/profile', userSchema, input);

const passwordChangedSchema = z.object({ msg: z.string(), token: z.string() });

export const changePasswordRequest = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.put('/users/password', passwordChangedSchema, input);

/** Suggestions the seeker does not want: they are not offered again for the current resume file. */
export const dismissResumeSuggestionsRequest = (input: DismissResumeSuggestionsInput) =>
  apiClient.post('/users/resume/suggestions/dismiss', userSchema, input);

/** Queues a copy of everything kept about the user; the link arrives by e-mail. */
export const requestDataExportRequest = () => apiClient.post('/users/data-export', messageSchema);

/** Erases the account (the password re-entered, or without one the address and any code); the session ends with it. */
export const deleteAccountRequest = (input: DeleteAccountInput) =>
  apiClient.post('/users/delete-account', messageSchema, input);
