import { useQuery } from '@tanstack/react-query';
import {
  authProvidersResponseSchema,
  googleErrorMessages,
  isGoogleErrorCode,
} from '@orbit/shared/google-sign-in-contracts';
import { apiClient } from '../api-client.ts';

/**
 * Which sign-in providers the server has configured. Google's button is drawn only when it says so; until the answer
 * comes, and when it fails, there is no button (never a disabled one).
 */
export function useGoogleSignInAvailable(): boolean {
  const providers = useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiClient.get('/auth/providers', authProvidersResponseSchema, signal),
    staleTime: Infinity,
  });
  return providers.data?.google ?? false;
}

/** The address that starts a Google sign-in (a full page navigation: the provider's pages are not ours). */
export function googleStartUrl(options: {
  returnUrl?: string | null;
  remember?: boolean;
  linkTicket?: string;
}): string {
  const query = new URLSearchParams();
  if (options.linkTicket) {
    query.set('intent', 'link');
    query.set('ticket', options.linkTicket);
  }
  if (options.returnUrl) query.set('returnUrl', options.returnUrl);
  if (options.remember) query.set('remember', 'true');
  const search = query.toString();
  return `/api/auth/google${search ? `?${search}` : ''}`;
}

/** The message for an `error` code a Google sign-in came back with; null when there is none (or it is unknown). */
export const googleErrorMessage = (code: string | null): string | null =>
  code === null ? null : isGoogleErrorCode(code) ? googleErrorMessages[code] : googleErrorMessages.failed;
