import { useState } from 'react';
import type { EmployerStatus } from '@orbit/shared/pipeline-contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { experienceArea, hasPlaceholder, rejectTemplates, templateText } from '../utils/reject-templates.ts';

export interface StatusChange {
  status: Extract<EmployerStatus, 'Offered' | 'Rejected'>;
  /** One applicant's name, or null for several. */
  name: string | null;
  count: number;
  missingSkills?: readonly string[] | undefined;
}

interface StatusChangeDialogProps {
  change: StatusChange | null;
  jobTitle: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (feedback: string) => void;
}

const who = (change: StatusChange) => change.name ?? `${change.count} applicants`;

/**
 * Offer or reject with a message the candidate reads (My Applications, and the status e-mail). Rejections start from
 * a template ("Reject with reason"), which the employer edits before sending; a message still holding a [placeholder]
 * is not sent.
 */
export function StatusChangeDialog({ change, jobTitle, pending, onCancel, onConfirm }: StatusChangeDialogProps) {
  const [templateId, setTemplateId] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = change?.status === 'Rejected';

  const reset = () => {
    setTemplateId('');
    setMessage('');
    setProblem(null);
  };
  const cancel = () => {
    if (pending) return;
    reset();
    onCancel();
  };
  const confirm = () => {
    const text = message.trim();
    if (rejecting && text === '') return setProblem('Please choose a reason or write a message to the candidate.');
    if (hasPlaceholder(text)) return setProblem('Please replace the text in [brackets] before sending.');
    setProblem(null);
    onConfirm(text);
    reset();
  };

  if (!change) return null;
  return (
    <Modal
      open
      onClose={cancel}
      title={rejecting ? `Reject ${who(change)}?` : `Make an offer to ${who(change)}?`}
      description={
        rejecting
          ? 'They will see your message on My Applications and in the e-mail telling them the outcome.'
          : 'They can accept the offer on My Applications. Your message tells them what happens next.'
      }
    >
      <div className="space-y-4">
        {rejecting && (
          <SelectField
            label="Reason"
            placeholder="Choose a reason"
            options={rejectTemplates.map((template) => ({ value: template.id, label: template.label }))}
            value={templateId}
            onChange={(event) => {
              setTemplateId(event.target.value);
              setMessage(
                templateText(event.target.value, {
                  jobTitle,
                  area: experienceArea(change.count === 1 ? change.missingSkills : undefined),
                }),
              );
              setProblem(null);
            }}
            data-autofocus
          />
        )}
        <TextareaField
          label={rejecting ? 'Message to the candidate' : 'Message to the candidate (optional)'}
          rows={6}
          maxLength={5000}
          hint={
            change.count > 1
              ? 'Every selected applicant gets this same message.'
              : 'Edit it as you like before sending.'
          }
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setProblem(null);
          }}
          error={problem ?? undefined}
          data-autofocus={rejecting ? undefined : true}
        />
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={cancel}>
          Cancel
        </Button>
        <Button variant={rejecting ? 'danger' : 'primary'} disabled={pending} onClick={confirm}>
          {pending ? 'Sending...' : rejecting ? 'Reject and send' : 'Send offer'}
        </Button>
      </div>
    </Modal>
  );
}
