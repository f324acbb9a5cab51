import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { passwordMinLength } from '@orbit/shared/options';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { ApiError, errorMessages } from '../../../lib/api-error.ts';
import { anyBlank, newPasswordError } from '../../../lib/password-rules.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { resetPasswordRequest } from '../api/password-reset.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';

/** A 410, or a 400 about the token itself, means the link is spent: only a new link helps. */
const isDeadLink = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 410 ||
    (error.status === 400 &&
      (error.msg === messages.resetLinkInvalid || error.errors.some((e) => e.path === 'token'))));

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const { showToast, showToasts } = useToasts();
  const { isAuthenticated, clearSession } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const reset = useMutation({
    mutationFn: resetPasswordRequest,
    onSuccess: () => {
      // A reset ends every session of the account, this browser's included.
      if (isAuthenticated) clearSession();
    },
    onError: (error) => {
      if (isDeadLink(error)) return;
      showToasts(
        errorMessages(error, { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater }),
      );
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    const problem = anyBlank([password, confirmPassword])
      ? messages.fillRequiredFields
      : newPasswordError(password, confirmPassword);
    if (problem) {
      showToast(problem);
      return;
    }
    reset.mutate({ token, password });
  };

  const requestNewLink = (
    <Link to="/forgot-password" className={textLinkClasses}>
      Request a new reset link
    </Link>
  );

  let body;
  if (!token) {
    body = (
      <Notice tone="error">
        <p>This password reset link is incomplete. Please open the full link from your email.</p>
        <p className="mt-2">{requestNewLink}</p>
      </Notice>
    );
  } else if (reset.isSuccess) {
    body = (
      <>
        <Notice tone="success">{reset.data.msg}</Notice>
        <ButtonLink to="/login" size="lg" fullWidth className="mt-6">
          Go to login
        </ButtonLink>
      </>
    );
  } else if (isDeadLink(reset.error)) {
    body = (
      <Notice tone="error">
        <p>{reset.error.msg || messages.resetLinkInvalid}</p>
        <p className="mt-2">{requestNewLink}</p>
      </Notice>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          required
          hint={`At least ${passwordMinLength} characters`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    );
  }

  return (
    <AuthShell
      title="Choose a new password"
      subtitle={
        token && !reset.isSuccess && !isDeadLink(reset.error) ? 'Enter a new password for your account.' : undefined
      }
    >
      {body}
    </AuthShell>
  );
}
