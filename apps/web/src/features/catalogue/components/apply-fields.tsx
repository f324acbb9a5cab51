import { TextareaField } from '../../../components/textarea-field.tsx';

export interface ApplyDraft {
  notes: string;
  coverLetter: string;
}

export const emptyDraft: ApplyDraft = { notes: '', coverLetter: '' };

/** The optional notes and cover letter of an application (spec section 5: both optional). */
export function ApplyFields({
  draft,
  onChange,
  fields = ['notes', 'coverLetter'],
  notesHint,
  disabled,
}: {
  draft: ApplyDraft;
  onChange: (draft: ApplyDraft) => void;
  fields?: readonly (keyof ApplyDraft)[];
  notesHint?: string;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-4">
      {fields.includes('coverLetter') && (
        <TextareaField
          label="Cover letter"
          optional
          maxLength={20000}
          rows={6}
          value={draft.coverLetter}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, coverLetter: event.target.value })}
          hint="Tell the employer why you are a good fit."
        />
      )}
      {fields.includes('notes') && (
        <TextareaField
          label="Notes"
          optional
          maxLength={5000}
          rows={3}
          value={draft.notes}
          disabled={disabled}
          onChange={(event) => onChange({ ...draft, notes: event.target.value })}
          hint={notesHint ?? 'A note to keep with this application.'}
        />
      )}
    </div>
  );
}
