import { useState } from 'react';
import { postingMessages } from '@orbit/shared/posting-contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';

/** Rejecting a post needs a reason: the employer sees it on the post and gets it by e-mail. */
export function RejectPostDialog({
  jobTitle,
  pending,
  onCancel,
  onReject,
}: {
  jobTitle: string | null;
  pending: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (jobTitle === null) return null;
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
      title={`Reject “${jobTitle}”?`}
      description="The post will be closed and never shown to seekers."
    >
      <TextareaField
        label="Reason for the employer"
        required
        rows={5}
        maxLength={2000}
        hint="They see it on their post and in the e-mail we send them. Say what to change to post again."
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
            if (reason.trim() === '') return setError(postingMessages.rejectReasonRequired);
            onReject(reason.trim());
            setReason('');
          }}
        >
          {pending ? 'Rejecting...' : 'Reject post'}
        </Button>
      </div>
    </Modal>
  );
}
