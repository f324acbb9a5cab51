import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { googleErrorMessages } from '@orbit/shared/google-sign-in-contracts';
import { messages } from '@orbit/shared/messages';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fragmentValue, googleLinkPasswordRequest } from '../api/google.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';
import { useFinishGoogleSignIn } from '../components/use-finish-google-sign-in.ts';

/**
 * `/login/google-link#ticket=…`: Google's address has an account here that has not verified it, so whoever holds
 * the Google account proves they also hold this one with its password, once; then Google signs them in.
 */
export function GoogleLinkPage() {
  useDocumentTitle('Link your Google account');
  const location = useLocation();
  const [ticket] = useState(() => fragmentValue(location.hash, 'ticket'));
  const [password, setPassword] = useState('');
  const { showToast, showToasts } = useToasts();
  const finish = useFinishGoogleSignIn();

  const link = useMutation({
    mutationFn: googleLinkPasswordRequest,
    onSuccess: (answer) => finish(answer, null),
    onError: (error) =>
      showToasts(errorMessages(error, { fallback: messages.invalidCredentials, unexpected: messages.unexpectedError })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return showToast(messages.fillAllFields);
    link.mutate({ ticket: ticket ?? '', password });
  };

  return (
    <AuthShell
      standalone
      title="Link your Google account"
      subtitle="An account with your Google address already exists. Enter its password once to link Google to it; next time Google signs you in."
      after={
        <Link to="/forgot-password" className={textLinkClasses}>
          Forgot password?
        </Link>
      }
    >
      {ticket ? (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" size="lg" fullWidth disabled={link.isPending}>
            {link.isPending ? 'Linking...' : 'Link Google and sign in'}
          </Button>
        </form>
      ) : (
        <Notice tone="error">{googleErrorMessages.expired}</Notice>
      )}
    </AuthShell>
  );
}
