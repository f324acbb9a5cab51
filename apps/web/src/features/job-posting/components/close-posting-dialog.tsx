import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { openApplicantsQuery, useClosePosting } from '../api/postings-api.ts';
import { closeImpactText, defaultCloseMessage, type CloseReason } from '../utils/posting-state.ts';

const reasons: { value: CloseReason; label: string; hint: string }[] = [
  { value: 'filled', label: 'Filled', hint: 'You hired someone for this role.' },
  { value: 'cancelled', label: 'Cancelled', hint: 'You will not fill this role after all.' },
];

/**
 * Closing a job: filled or cancelled, and the message every open applicant gets with their final status. The dialog
 * says how many people that is before anything is sent.
 */
export function ClosePostingDialog({
  open,
  onClose,
  jobId,
  jobTitle,
}: {
  open: boolean;
  onClose: () => void;
  jobId: string;
  jobTitle: string;
}) {
  const { showToast } = useToasts();
  const [reason, setReason] = useState<CloseReason>('filled');
  const [message, setMessage] = useState(() => defaultCloseMessage('filled', jobTitle));
  const openCount = useQuery({ ...openApplicantsQuery(jobId), enabled: open });
  const close = useClosePosting(jobId);

  const chooseReason = (next: CloseReason) => {
    // The suggested text follows the reason until the employer writes their own.
    if (message === defaultCloseMessage(reason, jobTitle)) setMessage(defaultCloseMessage(next, jobTitle));
    setReason(next);
  };

  const confirm = () =>
    close.mutate(
      { reason, message: message.trim() },
      {
        onSuccess: ({ closedApplications }) => {
          showToast(
            closedApplications === 0
              ? 'The job is closed.'
              : `The job is closed. ${closedApplications === 1 ? '1 applicant was' : `${closedApplications} applicants were`} told.`,
            'success',
          );
          onClose();
        },
        onError: (error) => showToast((isApiError(error) && error.msg) || 'Failed to close the job. Please try again.'),
      },
    );

  return (
    <Modal
      open={open}
      onClose={() => !close.isPending && onClose()}
      title="Close this job?"
      description={closeImpactText(openCount.isSuccess ? openCount.data : null)}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Why is it closing?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {reasons.map((option) => (
            <label
              key={option.value}
              className={`flex cursor-pointer items-start gap-3 rounded-lg p-3 text-sm ring-1 ${reason === option.value ? 'bg-brand-50 ring-brand-500' : 'ring-slate-300'}`}
            >
              <input
                type="radio"
                name="close-reason"
                value={option.value}
                checked={reason === option.value}
                onChange={() => chooseReason(option.value)}
                className="mt-0.5 accent-brand-600"
                data-autofocus={option.value === 'filled' ? true : undefined}
              />
              <span>
                <span className="font-semibold text-slate-900">{option.label}</span>
                <span className="block text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label="Message to applicants"
        className="mt-4"
        rows={5}
        maxLength={2000}
        hint="Sent as feedback to everyone still waiting; they see it on My Applications."
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={close.isPending} onClick={onClose}>
          Keep it open
        </Button>
        <Button variant="danger" disabled={close.isPending} onClick={confirm}>
          {close.isPending ? 'Closing...' : 'Close job'}
        </Button>
      </div>
    </Modal>
  );
}
