import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';

const reasonRequired = 'Please give the reason the employer will read';

/**
 * Suspending an employer is heavy and immediate, so it is confirmed with the reason: the company's outreach stops,
 * its Active jobs close with a message to their applicants, and its employers are e-mailed this reason.
 */
export function SuspendEmployerDialog({
  companyName,
  pending,
  onCancel,
  onSuspend,
}: {
  companyName: string | null;
  pending: boolean;
  onCancel: () => void;
  onSuspend: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (companyName === null) return null;
  const close = () => {
    if (pending) return;
    setReason('');
    setError(null);
    onCancel();
  };
  return (
    <Modal
      open
      onClose={close}
      title={`Suspend ${companyName}?`}
      description="Its contact requests and messages stop at once, its open requests are withdrawn, its Active jobs close with a message to their applicants, and its other open reports are decided with this one."
    >
      <TextareaField
        label="Reason for the employer"
        required
        rows={4}
        maxLength={500}
        hint="Every employer of the company is e-mailed this reason."
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
          variant="danger"
          disabled={pending}
          onClick={() => {
            if (reason.trim() === '') return setError(reasonRequired);
            onSuspend(reason.trim());
            setReason('');
          }}
        >
          {pending ? 'Suspending...' : 'Suspend employer'}
        </Button>
      </div>
    </Modal>
  );
}
