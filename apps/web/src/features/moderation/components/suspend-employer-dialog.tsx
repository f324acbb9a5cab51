import { ReasonDialog } from './reason-dialog.tsx';

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
  if (companyName === null) return null;
  return (
    <ReasonDialog
      title={`Suspend ${companyName}?`}
      description="Its contact requests and messages stop at once, its open requests are withdrawn, its Active jobs close with a message to their applicants, and its other open reports are decided with this one."
      label="Reason for the employer"
      hint="Every employer of the company is e-mailed this reason."
      rows={4}
      maxLength={500}
      requiredMessage={reasonRequired}
      confirmLabel="Suspend employer"
      pendingLabel="Suspending..."
      pending={pending}
      onCancel={onCancel}
      onConfirm={onSuspend}
    />
  );
}
