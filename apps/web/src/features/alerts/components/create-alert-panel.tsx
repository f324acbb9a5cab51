import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AlertFrequency } from '@orbit/shared/alert-contracts';
import { messages } from '@orbit/shared/messages';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { DisclosureAnchor, disclosureHref, useDisclosure } from '../../../components/disclosure-button.tsx';
import { Card } from '../../../components/card.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ErrorList, Notice } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { createAlertRequest } from '../api/alerts-api.ts';
import {
  alertFiltersFromUrl,
  alertFiltersSummary,
  frequencyOptions,
  type AlertFilters,
} from '../utils/alert-filters.ts';

const errorTexts = { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater };

/**
 * "Create alert" beside the job list: the search on screen (the address's filters), e-mailed as new jobs match it.
 * `correctedSearch`: the list read the words put right ('pyhton' → 'python'); so does the alert.
 */
export function CreateAlertPanel({ correctedSearch }: { correctedSearch?: string | undefined }) {
  const [params] = useSearchParams();
  const { user } = useAuth();
  // A job seeker's list is open to their country unless they turned it off: so is the alert made from it.
  const seekerCountry = user?.role === 'jobseeker' ? (user.country?.code ?? null) : null;
  const filters = {
    ...alertFiltersFromUrl(params, seekerCountry),
    ...(correctedSearch ? { search: correctedSearch } : {}),
  };
  // A tap before the page is hydrated (a slow network) follows a link to an anchor; hydrated, the dialog opens for it.
  const { hydrated, open, setOpen } = useDisclosure('create-alert-dialog');
  return (
    <Card className="mt-4 p-5">
      <DisclosureAnchor hydrated={hydrated} panelId="create-alert-dialog" />
      <h2 className="text-sm font-semibold text-slate-900">Job alert</h2>
      <p className="mt-1 text-sm text-slate-600">
        Get new jobs matching <span className="font-medium text-slate-900">{alertFiltersSummary(filters)}</span> by
        e-mail.
      </p>
      {hydrated ? (
        <Button variant="outline" fullWidth className="mt-3" onClick={() => setOpen(true)}>
          Create alert
        </Button>
      ) : (
        <a
          href={disclosureHref('create-alert-dialog')}
          className={`${buttonClasses({ variant: 'outline', fullWidth: true })} mt-3`}
        >
          Create alert
        </a>
      )}
      {open && <CreateAlertDialog filters={filters} onClose={() => setOpen(false)} />}
    </Card>
  );
}

function CreateAlertDialog({ filters, onClose }: { filters: AlertFilters; onClose: () => void }) {
  const { user } = useAuth();
  const { showToast } = useToasts();
  const queryClient = useQueryClient();
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState('');

  const create = useMutation({
    mutationFn: createAlertRequest,
    onSuccess: ({ msg, alert }) => {
      if (alert) {
        void queryClient.invalidateQueries({ queryKey: ['alerts'] });
        showToast(msg, 'success');
        onClose();
      } else {
        // Signed out: nothing works until the link in the e-mail is followed; say so where they are looking.
        setSentMessage(msg);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ ...filters, frequency, ...(user ? {} : { email }) });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Create a job alert"
      description={`New jobs matching ${alertFiltersSummary(filters)}, by e-mail.`}
    >
      {sentMessage ? (
        <div>
          <Notice tone="success">{sentMessage}</Notice>
          <Button className="mt-4" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <SelectField
            label="How often"
            options={frequencyOptions}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
          />
          {user ? (
            <p className="text-sm text-slate-600">
              We will e-mail <span className="font-medium text-slate-900">{user.email}</span>. You can manage your
              alerts on your profile.
            </p>
          ) : (
            <TextField
              label="E-mail address"
              type="email"
              autoComplete="email"
              required
              hint="We will send a link to confirm the alert first."
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
          {create.isError && <ErrorList errors={errorMessages(create.error, errorTexts)} />}
          <div className="flex justify-end gap-3">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create alert'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
