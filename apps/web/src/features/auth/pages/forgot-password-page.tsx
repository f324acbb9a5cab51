import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { forgotPasswordRequest } from '../api/password-reset.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const { showToast, showToasts } = useToasts();
  const [email, setEmail] = useState('');
  const request = useMutation({
    mutationFn: forgotPasswordRequest,
    onError: (error) =>
      showToasts(
        errorMessages(error, { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater }),
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      showToast(messages.fillRequiredFields);
      return;
    }
    request.mutate(email.trim());
  };

  return (
    <AuthShell
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      after={
        <Link to="/login" className={textLinkClasses}>
          Back to login
        </Link>
      }
    >
      {request.isSuccess ? (
        // The answer is the same whether or not the address has an account (no account probing).
        <Notice tone="success">{request.data.msg}</Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" fullWidth disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
