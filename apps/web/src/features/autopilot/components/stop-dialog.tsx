import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';

/**
 * Confirming Stop now. It says what stops and what does not before anything happens: queued sends are cancelled,
 * applications already sent stay sent.
 */
export function StopDialog({
  open,
  queuedSends,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  queuedSends: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const waiting =
    queuedSends === 0
      ? 'No applications are waiting to be sent right now.'
      : queuedSends === 1
        ? 'The 1 application waiting to be sent will be cancelled.'
        : `The ${queuedSends} applications waiting to be sent will be cancelled.`;
  return (
    <Modal
      open={open}
      onClose={() => !pending && onClose()}
      title="Stop Autopilot now?"
      description={`Autopilot turns off at once. ${waiting} Applications already sent are not withdrawn.`}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={onClose} data-autofocus>
          Keep running
        </Button>
        <Button variant="danger" disabled={pending} onClick={onConfirm}>
          {pending ? 'Stopping...' : 'Stop now'}
        </Button>
      </div>
    </Modal>
  );
}
