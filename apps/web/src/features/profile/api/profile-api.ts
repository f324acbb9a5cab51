import { z } from 'zod';
import { userSchema, type ProfileUpdateInput } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const updateProfileRequest = (input: ProfileUpdateInput) => apiClient.put('/users/profile', userSchema, input);

const passwordChangedSchema = z.object({ msg: z.string(), token: z.string() });

export const changePasswordRequest = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.put('/users/password', passwordChangedSchema, input);
