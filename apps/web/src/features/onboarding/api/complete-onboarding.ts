import { userSchema } from '@orbit/shared/auth-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const completeOnboardingRequest = (form: FormData) => apiClient.putForm('/users/onboarding', userSchema, form);
