import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '@orbit/shared/messages';
import { passwordMinLength } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { anyBlank, newPasswordError } from '../../../lib/password-rules.ts';
import { changePasswordRequest } from '../api/profile-api.ts';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { replaceToken } = useAuth();
  const { showToast, showToasts } = useToasts();
  const [values, setValues] = useState(empty);
  const [doneMessage, setDoneMessage] = useState('');
  const field = (name: keyof typeof empty) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setDoneMessage('');
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  const change = useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: ({ msg, token }) => {
      // The server ended the other sessions and issued a new token for this one.
      replaceToken(token);
      setValues(empty);
      setDoneMessage(msg);
    },
    onError: (error) =>
      showToasts(
        errorMessages(error, { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater }),
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = anyBlank([values.currentPassword, values.newPassword, values.confirmPassword])
      ? messages.fillAllFields
      : newPasswordError(values.newPassword, values.confirmPassword);
    if (problem) {
      showToast(problem);
      return;
    }
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-base font-semibold text-slate-900">Change password</h2>
      <p className="mt-1 text-sm text-slate-600">Changing your password signs you out on your other devices.</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          required
          {...field('currentPassword')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            required
            hint={`At least ${passwordMinLength} characters`}
            {...field('newPassword')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="outline" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
          <p role="status" className="text-sm font-medium text-green-700">
            {doneMessage}
          </p>
        </div>
      </form>
    </Card>
  );
}
