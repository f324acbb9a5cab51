import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { messages } from '@orbit/shared/messages';
import { waitlistDefaultSource, waitlistEntrySchema, type WaitlistEntryInput } from '@orbit/shared/waitlist-contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { joinWaitlist } from '../api/home-api.ts';

type Platform = 'both' | 'ios' | 'android';

const platformOptions: { value: Platform; label: string }[] = [
  { value: 'both', label: 'Both iOS and Android' },
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
];

const emptyForm = { name: '', location: '', email: '', os: 'both' as Platform };

/** Spec section 8: toasts for 5 seconds (the toasts' default time-out). */
const successToast = "Success! You've been added to our waitlist.";
const errorFallback = 'Unable to join waitlist. Please try again.';

/** The mobile-app waitlist form (spec sections 3, 5 and 8) in an accessible modal dialog. */
export function WaitlistModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { showToast } = useToasts();
  const [form, setForm] = useState(emptyForm);
  const [problem, setProblem] = useState<string | null>(null);

  const join = useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => {
      showToast(successToast, 'success');
      setForm(emptyForm);
      setProblem(null);
      onClose();
    },
    onError: (error) => {
      const text = `Error! ${(isApiError(error) && error.msg) || errorFallback}`;
      setProblem(text);
      showToast(text, 'danger');
    },
  });

  const field = (name: 'name' | 'location' | 'email') => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entry: WaitlistEntryInput = {
      name: form.name,
      location: form.location,
      email: form.email,
      source: waitlistDefaultSource,
      appPreferences: { os: form.os, notifications: true },
    };
    const checked = waitlistEntrySchema.safeParse(entry);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? messages.fillRequiredFields);
      return;
    }
    setProblem(null);
    join.mutate(entry);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Join the mobile app waitlist"
      description="Be the first to know when the Orbit Jobs app is available."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Full name" autoComplete="name" required data-autofocus {...field('name')} />
        <TextField label="Location" autoComplete="country-name" required {...field('location')} />
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <SelectField
          label="Platform"
          value={form.os}
          onChange={(event) => setForm((current) => ({ ...current, os: event.target.value as Platform }))}
          options={platformOptions}
        />
        {/* role="alert": a validation problem appears without a page change, so it must be announced. */}
        {problem && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={join.isPending}>
            {join.isPending ? 'Joining...' : 'Join Waitlist'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
