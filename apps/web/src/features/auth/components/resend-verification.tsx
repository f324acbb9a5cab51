import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '@orbit/shared/messages';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { resendVerificationRequest } from '../api/verification.ts';

/**
 * The resend button of spec section 2 ('Sending...', then 'Email sent!' and disabled). Asks for the
 * address when the screen does not know it (an old link, a page opened directly).
 */
export function ResendVerification({ knownEmail }: { knownEmail: string | null }) {
  const { showToast } = useToasts();
  const [typedEmail, setTypedEmail] = useState('');
  const email = (knownEmail ?? typedEmail).trim();

  const resend = useMutation({
    mutationFn: resendVerificationRequest,
    onSuccess: () => showToast(messages.verificationEmailSent, 'success'),
    onError: (error) =>
      showToast(error instanceof ApiError && error.msg ? error.msg : messages.verificationEmailError, 'danger'),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email) {
      showToast(messages.fillRequiredFields);
      return;
    }
    resend.mutate(email);
  };

  const label = resend.isPending ? 'Sending...' : resend.isSuccess ? 'Email sent!' : 'Resend verification email';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {knownEmail === null && (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={typedEmail}
          onChange={(event) => setTypedEmail(event.target.value)}
          disabled={resend.isSuccess}
        />
      )}
      <Button type="submit" variant="secondary" fullWidth disabled={resend.isPending || resend.isSuccess}>
        {label}
      </Button>
    </form>
  );
}
