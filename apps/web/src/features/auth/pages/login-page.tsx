import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { googleErrorMessage } from '../../../lib/auth/auth-providers.ts';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { anyBlank } from '../../../lib/password-rules.ts';
import { postLoginPath } from '../../../lib/return-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginRequest, SessionStartError } from '../api/login.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';
import { GoogleButton } from '../components/google-button.tsx';
import { TwoFactorStep } from '../components/two-factor-step.tsx';

/** A challenge handed over in the address's fragment (`#two-factor=…`), which never reaches a server's log. */
const challengeInHash = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('two-factor');

export function LoginPage() {
  useDocumentTitle('Login');
  const { isAuthenticated, user, login } = useAuth();
  const { showToast, showToastOnNextPage, showToasts } = useToasts();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  // A Google sign-in that did not work comes back here with a code (`?error=cancelled`…), said in words.
  const googleError = googleErrorMessage(searchParams.get('error'));

  // Two-step verification on: the password (or Google, through `#two-factor=` in the address) earned a challenge.
  const [challenge, setChallenge] = useState<string | null>(() => challengeInHash(location.hash));

  const signIn = useMutation({
    mutationFn: async (credentials: { email: string; password: string; remember: boolean }) => {
      const answer = await loginRequest(credentials);
      if ('twoFactorRequired' in answer) {
        setChallenge(answer.challenge);
        return null;
      }
      try {
        return await login(answer.token);
      } catch (error) {
        throw new SessionStartError(error);
      }
    },
    onError: (error, credentials) => {
      if (isApiError(error, 403)) {
        // Right password, unverified address: the verification screen offers a new link.
        showToastOnNextPage(error.msg || messages.emailNotVerified, 'info');
        void navigate(`/verification-sent?email=${encodeURIComponent(credentials.email)}`, {
          state: { email: credentials.email },
        });
        return;
      }
      if (error instanceof SessionStartError) {
        showToast(messages.loginFailed);
        return;
      }
      showToasts(errorMessages(error, { fallback: messages.invalidCredentials, unexpected: messages.unexpectedError }));
    },
  });

  // Signed in already, or just now: the same destination rule either way (spec section 2, Login).
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  if (isAuthenticated && user) {
    return <Navigate to={postLoginPath(user, searchParams.get('returnUrl'), from)} replace />;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (anyBlank([email, password])) {
      showToast(messages.fillAllFields);
      return;
    }
    signIn.mutate({ email: email.trim(), password, remember });
  };

  if (challenge) {
    return (
      <AuthShell standalone title="Two-step verification" subtitle="One more step to keep your account safe.">
        <TwoFactorStep
          challenge={challenge}
          onRestart={() => {
            setChallenge(null);
            setPassword('');
            if (location.hash) void navigate({ hash: '' }, { replace: true, state: location.state as unknown });
          }}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      standalone
      title="Sign in to your account"
      subtitle="Welcome back! Find and apply to remote jobs that match you."
      after={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={textLinkClasses}>
            Sign up
          </Link>
        </>
      }
    >
      {googleError && (
        <Notice tone="error" className="mb-5">
          {googleError}
        </Notice>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="inline-flex items-center gap-2 text-slate-700">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="h-4 w-4 rounded border-slate-300 accent-brand-600"
            />
            Remember me for 30 days
          </label>
          <Link to="/forgot-password" className={textLinkClasses}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <GoogleButton label="Sign in with Google" returnUrl={searchParams.get('returnUrl')} remember={remember} />
    </AuthShell>
  );
}
