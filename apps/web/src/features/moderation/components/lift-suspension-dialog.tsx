import { ReasonDialog } from './reason-dialog.tsx';

const noteRequired = 'Please write the note the employer will read';

/**
 * Lifting a suspension is confirmed with a note the company's employers are e-mailed: what works again is said by the
 * e-mail itself, and that the job posts the suspension closed stay closed.
 */
export function LiftSuspensionDialog({
  companyName,
  pending,
  onCancel,
  onLift,
}: {
  companyName: string | null;
  pending: boolean;
  onCancel: () => void;
  onLift: (note: string) => void;
}) {
  if (companyName === null) return null;
  return (
    <ReasonDialog
      title={`Lift the suspension of ${companyName}?`}
      description="The company can post jobs, send contact requests and write to seekers again at once. Job posts the suspension closed stay closed (their applicants were told); the employer can post them again."
      label="Note for the employer"
      hint="Every employer of the company is e-mailed this note."
      rows={4}
      maxLength={500}
      requiredMessage={noteRequired}
      confirmLabel="Lift suspension"
      pendingLabel="Lifting..."
      pending={pending}
      confirmVariant="primary"
      onCancel={onCancel}
      onConfirm={onLift}
    />
  );
}
