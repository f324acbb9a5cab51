import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '@orbit/shared/messages';
import { securityMessages } from '@orbit/shared/security-contracts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { SessionStartError, twoFactorLoginRequest } from '../api/login.ts';
import { textLinkClasses } from './auth-shell.tsx';

/**
 * The code step of a sign-in with two-step verification on: the 6-digit code from the authenticator app, or one of
 * the recovery codes. A challenge past its 10 minutes sends the person back to the password (`onRestart`).
 */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { login } = useAuth();
  const { showToast, showToasts } = useToasts();
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const verify = useMutation({
    mutationFn: async (typed: string) => {
      const { token } = await twoFactorLoginRequest({ challenge, code: typed });
      try {
        return await login(token);
      } catch (cause) {
        throw new SessionStartError(cause);
      }
    },
    onError: (failure) => {
      if (isApiError(failure, 401)) {
        showToast(failure.msg || securityMessages.challengeExpired, 'info');
        onRestart();
        return;
      }
      if (failure instanceof SessionStartError) {
        showToast(messages.loginFailed);
        return;
      }
      if (isApiError(failure, 400) || isApiError(failure, 429)) {
        setError(failure.msg || securityMessages.codeWrong);
        return;
      }
      showToasts(
        errorMessages(failure, { fallback: securityMessages.codeWrong, unexpected: messages.unexpectedError }),
      );
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(securityMessages.codeRequired);
      return;
    }
    setError(undefined);
    verify.mutate(code.trim());
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Two-step verification">
      <p className="text-sm text-slate-600">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Orbit Jobs.'}
      </p>
      <TextField
        key={useRecovery ? 'recovery' : 'totp'}
        label={useRecovery ? 'Recovery code' : 'Authentication code'}
        name={useRecovery ? 'recoveryCode' : 'code'}
        autoComplete="one-time-code"
        inputMode={useRecovery ? 'text' : 'numeric'}
        autoFocus
        required
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" fullWidth disabled={verify.isPending}>
        {verify.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button
          type="button"
          className={textLinkClasses}
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
            setError(undefined);
          }}
        >
          {useRecovery ? 'Use your authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className={textLinkClasses} onClick={onRestart}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
