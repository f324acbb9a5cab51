import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';

/**
 * A moderator's decision that the employer reads the reason of (rejecting a post, suspending the company): the
 * reason is required, kept while the request runs, and cleared when the dialog is closed or the decision sent. The
 * confirming button is red unless the decision undoes one (lifting a suspension).
 */
export function ReasonDialog({
  title,
  description,
  label,
  hint,
  rows,
  maxLength,
  requiredMessage,
  confirmLabel,
  pendingLabel,
  pending,
  confirmVariant = 'danger',
  onCancel,
  onConfirm,
}: {
  title: string;
  description: string;
  label: string;
  hint: string;
  rows: number;
  maxLength: number;
  requiredMessage: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  confirmVariant?: 'danger' | 'primary';
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <Modal open onClose={close} title={title} description={description}>
      <TextareaField
        label={label}
        required
        rows={rows}
        maxLength={maxLength}
        hint={hint}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
        error={error ?? undefined}
        data-autofocus
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={close}>
          Cancel
        </Button>
        <Button
          variant={confirmVariant}
          disabled={pending}
          onClick={() => {
            if (reason.trim() === '') return setError(requiredMessage);
            onConfirm(reason.trim());
            setReason('');
          }}
        >
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
