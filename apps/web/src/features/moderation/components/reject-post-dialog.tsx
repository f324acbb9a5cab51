import { postingMessages } from '@orbit/shared/posting-contracts';
import { ReasonDialog } from './reason-dialog.tsx';

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
  if (jobTitle === null) return null;
  return (
    <ReasonDialog
      title={`Reject “${jobTitle}”?`}
      description="The post will be closed and never shown to seekers."
      label="Reason for the employer"
      hint="They see it on their post and in the e-mail we send them. Say what to change to post again."
      rows={5}
      maxLength={2000}
      requiredMessage={postingMessages.rejectReasonRequired}
      confirmLabel="Reject post"
      pendingLabel="Rejecting..."
      pending={pending}
      onCancel={onCancel}
      onConfirm={onReject}
    />
  );
}
