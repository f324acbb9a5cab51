import { useNavigate } from 'react-router';
import type { LoginResponse } from '@orbit/shared/auth-contracts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { loginPathFor, postLoginPath } from '../../../lib/return-url.ts';

/**
 * The end of every Google path (callback code, new account, password link): a token signs in and goes where a
 * password sign-in goes (a seeker who has not onboarded: /onboarding); a two-step challenge goes to /login, which
 * asks for the code (the challenge in the fragment, never sent to a server).
 */
export function useFinishGoogleSignIn(): (answer: LoginResponse, returnUrl: string | null) => Promise<void> {
  const { login } = useAuth();
  const navigate = useNavigate();
  return async (answer, returnUrl) => {
    if ('twoFactorRequired' in answer) {
      const login = returnUrl ? loginPathFor(returnUrl) : '/login';
      await navigate(`${login}#two-factor=${encodeURIComponent(answer.challenge)}`, { replace: true });
      return;
    }
    const user = await login(answer.token);
    await navigate(postLoginPath(user, returnUrl, null), { replace: true });
  };
}
