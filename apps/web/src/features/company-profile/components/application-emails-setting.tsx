import { useMutation } from '@tanstack/react-query';
import type { User } from '@orbit/shared/auth-contracts';
import { Card } from '../../../components/card.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { saveApplicationEmailsRequest } from '../api/company-profile-api.ts';

const choices = [
  { value: 'instant', label: 'At once', hint: 'An e-mail for each new application, as it arrives.' },
  { value: 'daily', label: 'Daily digest', hint: 'One e-mail a day listing the new applications.' },
] as const;

/** "New applications by e-mail": a radio group saved as soon as it changes (the answer is the updated user). */
export function ApplicationEmailsSetting({ user }: { user: User }) {
  const { setUser } = useAuth();
  const { showToast } = useToasts();
  const save = useMutation({
    mutationFn: saveApplicationEmailsRequest,
    onSuccess: (updated) => {
      setUser(updated);
      showToast('E-mail setting saved', 'success');
    },
    onError: (error) =>
      showToast((isApiError(error) && error.msg) || 'Failed to save the e-mail setting. Please try again.'),
  });
  const current = save.isPending && save.variables ? save.variables : user.applicationEmails;

  return (
    <Card className="p-5 sm:p-8">
      <fieldset disabled={save.isPending}>
        <legend className="text-lg font-semibold text-slate-900">New applications by e-mail</legend>
        <p className="mt-1 text-sm text-slate-600">Sent to {user.email}.</p>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg p-3 text-sm ring-1 ${current === choice.value ? 'bg-brand-50 ring-brand-500' : 'ring-slate-300'}`}
            >
              <input
                type="radio"
                name="applicationEmails"
                value={choice.value}
                checked={current === choice.value}
                onChange={() => save.mutate(choice.value)}
                className="mt-0.5 accent-brand-600"
              />
              <span>
                <span className="font-semibold text-slate-900">{choice.label}</span>
                <span className="block text-slate-600">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
