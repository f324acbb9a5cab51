import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { securityMessages, type TwoFactorSetup } from '@orbit/shared/security-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { currentUserQueryKey } from '../../../lib/session-api.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { disableTwoFactorRequest, enableTwoFactorRequest, setupTwoFactorRequest } from '../api/security-api.ts';

const errorTexts = { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater };

/** A wrong code is said under the field; anything else (offline, a 500) as a toast. */
const codeError = (error: unknown): string | undefined =>
  isApiError(error, 400) || isApiError(error, 429) ? error.msg || securityMessages.codeWrong : undefined;

/**
 * Two-step verification: set up from a QR code or the key in text, confirmed by one code; the ten recovery codes are
 * shown once, right then; turning it off takes a code. Moderators must have it, and employers are asked to.
 */
export function TwoFactorCard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const { showToast, showToasts } = useToasts();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey });

  const start = useMutation({
    mutationFn: setupTwoFactorRequest,
    onSuccess: (answer) => {
      setSetup(answer);
      setCode('');
      setError(undefined);
    },
    onError: (failure) => showToasts(errorMessages(failure, errorTexts)),
  });
  const enable = useMutation({
    mutationFn: enableTwoFactorRequest,
    onSuccess: (answer) => {
      setSetup(null);
      setCode('');
      setRecoveryCodes(answer.recoveryCodes);
      void refreshUser();
    },
    onError: (failure) => {
      const message = codeError(failure);
      if (message) setError(message);
      else showToasts(errorMessages(failure, errorTexts));
    },
  });
  const disable = useMutation({
    mutationFn: disableTwoFactorRequest,
    onSuccess: ({ msg }) => {
      setCode('');
      showToast(msg, 'success');
      void refreshUser();
    },
    onError: (failure) => {
      const message = codeError(failure);
      if (message) setError(message);
      else showToasts(errorMessages(failure, errorTexts));
    },
  });

  const submitCode = (event: FormEvent, send: (typed: string) => void) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(securityMessages.codeRequired);
      return;
    }
    setError(undefined);
    send(code.trim());
  };

  return (
    <Card className="p-6 sm:p-8">
      <h3 className="text-base font-semibold text-slate-900">Two-step verification</h3>
      <p className="mt-1 text-sm text-slate-600">
        After your password, sign-in asks for a code from an authenticator app on your phone (Google Authenticator,
        Microsoft Authenticator, 1Password, Authy…), so a stolen password is not enough.
        {user.isModerator && ' Moderators must have it.'}
      </p>

      {recoveryCodes && (
        <div className="mt-5 space-y-3">
          <Notice tone="success">
            {securityMessages.enabled} Save these recovery codes somewhere safe: each one signs you in once if you lose
            your phone. They are shown only now.
          </Notice>
          <ol
            aria-label="Recovery codes"
            className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-5"
          >
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ol>
          <Button variant="outline" onClick={() => setRecoveryCodes(null)}>
            I have saved my recovery codes
          </Button>
        </div>
      )}

      {!recoveryCodes && user.twoFactorEnabled && (
        <form onSubmit={(event) => submitCode(event, (typed) => disable.mutate(typed))} noValidate className="mt-5">
          <p className="text-sm font-medium text-green-700">{securityMessages.enabled}</p>
          {!user.isModerator && (
            <div className="mt-4 flex flex-wrap items-end gap-3">
              <TextField
                label="Code to turn it off"
                hint="From your authenticator app, or a recovery code"
                name="disableCode"
                autoComplete="one-time-code"
                value={code}
                error={error}
                onChange={(event) => setCode(event.target.value)}
                className="w-64"
              />
              <Button type="submit" variant="outline" disabled={disable.isPending}>
                {disable.isPending ? 'Turning off...' : 'Turn off'}
              </Button>
            </div>
          )}
        </form>
      )}

      {!recoveryCodes && !user.twoFactorEnabled && !setup && (
        <Button className="mt-5" disabled={start.isPending} onClick={() => start.mutate()}>
          {start.isPending ? 'Preparing...' : 'Set up two-step verification'}
        </Button>
      )}

      {!recoveryCodes && !user.twoFactorEnabled && setup && (
        <form onSubmit={(event) => submitCode(event, (typed) => enable.mutate(typed))} noValidate className="mt-5">
          <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-700">
            <li>
              Scan this QR code with your authenticator app.
              <img
                src={setup.qrCode}
                alt="QR code to add Orbit Jobs to an authenticator app"
                width={176}
                height={176}
                className="mt-2 h-44 w-44 rounded-lg ring-1 ring-slate-200"
              />
            </li>
            <li>
              Or type this key into the app:{' '}
              <code data-testid="two-factor-key" className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono">
                {setup.secret}
              </code>
            </li>
            <li>
              <div className="flex flex-wrap items-end gap-3">
                <TextField
                  label="Enter the 6-digit code the app shows"
                  name="setupCode"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  value={code}
                  error={error}
                  onChange={(event) => setCode(event.target.value)}
                  className="w-64"
                />
                <Button type="submit" disabled={enable.isPending}>
                  {enable.isPending ? 'Checking...' : 'Turn on'}
                </Button>
                <Button variant="ghost" onClick={() => setSetup(null)}>
                  Cancel
                </Button>
              </div>
            </li>
          </ol>
        </form>
      )}
    </Card>
  );
}
