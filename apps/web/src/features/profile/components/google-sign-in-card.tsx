import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@orbit/shared/auth-contracts';
import { googleMessages } from '@orbit/shared/google-sign-in-contracts';
import { messages } from '@orbit/shared/messages';
import { passwordMinLength } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { GoogleIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { googleErrorMessage, googleStartUrl, useGoogleSignInAvailable } from '../../../lib/auth/auth-providers.ts';
import { anyBlank, newPasswordError } from '../../../lib/password-rules.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import {
  fetchProfile,
  googleLinkTicketRequest,
  setPasswordRequest,
  unlinkGoogleRequest,
} from '../api/google-link-api.ts';

const texts = { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater };

/**
 * How the person signs in: Google linked or not (link, unlink), and — for an account made through Google — setting a
 * first password. Unlinking waits for a password, or the account could not be signed in to any more.
 */
export function GoogleSignInCard({ user }: { user: User }) {
  const { setUser } = useAuth();
  const { showToast, showToasts } = useToasts();
  const available = useGoogleSignInAvailable();
  const [searchParams] = useSearchParams();
  const [done, setDone] = useState('');
  const [password, setPassword] = useState({ password: '', confirm: '' });
  // Coming back from Google's page: `?google=linked`, or `?googleError=<code>`.
  const linkedNow = searchParams.get('google') === 'linked';
  const linkError = googleErrorMessage(searchParams.get('googleError'));

  const refresh = async (message: string) => {
    setUser(await fetchProfile());
    setDone(message);
  };

  const link = useMutation({
    mutationFn: googleLinkTicketRequest,
    onSuccess: ({ ticket }) => window.location.assign(googleStartUrl({ linkTicket: ticket })),
    onError: (error) => showToasts(errorMessages(error, texts)),
  });
  const unlink = useMutation({
    mutationFn: unlinkGoogleRequest,
    onSuccess: ({ msg }) => refresh(msg),
    onError: (error) => showToasts(errorMessages(error, texts)),
  });
  const setFirst = useMutation({
    mutationFn: setPasswordRequest,
    onSuccess: ({ msg }) => {
      setPassword({ password: '', confirm: '' });
      return refresh(msg);
    },
    onError: (error) => showToasts(errorMessages(error, texts)),
  });

  const onSetPassword = (event: FormEvent) => {
    event.preventDefault();
    const problem = anyBlank([password.password, password.confirm])
      ? messages.fillAllFields
      : newPasswordError(password.password, password.confirm);
    if (problem) return showToast(problem);
    setFirst.mutate(password.password);
  };

  if (!available && !user.googleLinked && user.hasPassword) return null;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <GoogleIcon />
        Sign in with Google
      </h2>
      {linkedNow && !done && (
        <Notice tone="success" className="mt-4">
          {googleMessages.linked}
        </Notice>
      )}
      {linkError && !done && (
        <Notice tone="error" className="mt-4">
          {linkError}
        </Notice>
      )}
      {user.googleLinked ? (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-slate-600">Google is linked: you can sign in with your Google account.</p>
          {user.hasPassword ? (
            <Button variant="outline" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
              {unlink.isPending ? 'Unlinking...' : 'Unlink Google'}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{googleMessages.unlinkNeedsPassword}</p>
          )}
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-slate-600">
            Link your Google account to sign in with it instead of your password.
          </p>
          <Button variant="outline" disabled={link.isPending} onClick={() => link.mutate()}>
            {link.isPending ? 'Opening Google...' : 'Link Google'}
          </Button>
        </div>
      )}
      {!user.hasPassword && (
        <form onSubmit={onSetPassword} noValidate className="mt-6 space-y-5 border-t border-slate-200 pt-6">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Set a password</h3>
            <p className="mt-1 text-sm text-slate-600">Your account has no password yet: Google signs you in.</p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              required
              hint={`At least ${passwordMinLength} characters`}
              value={password.password}
              onChange={(event) => setPassword((current) => ({ ...current, password: event.target.value }))}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              required
              value={password.confirm}
              onChange={(event) => setPassword((current) => ({ ...current, confirm: event.target.value }))}
            />
          </div>
          <Button type="submit" variant="outline" disabled={setFirst.isPending}>
            {setFirst.isPending ? 'Saving...' : 'Set password'}
          </Button>
        </form>
      )}
      <p role="status" className="mt-4 text-sm font-medium text-green-700">
        {done}
      </p>
    </Card>
  );
}
