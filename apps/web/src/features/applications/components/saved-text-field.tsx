import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';

interface SavedTextFieldProps {
  label: string;
  hint: string;
  /** The saved text; the field is keyed on it by its parent, so a newer saved text replaces an untouched draft. */
  value: string;
  maxLength: number;
  saving: boolean;
  onSave: (text: string) => void;
  tone?: 'shared' | 'private';
}

/** A text the employer saves on purpose (feedback, private notes): Save is offered only when something changed. */
export function SavedTextField({
  label,
  hint,
  value,
  maxLength,
  saving,
  onSave,
  tone = 'shared',
}: SavedTextFieldProps) {
  const [draft, setDraft] = useState(value);
  const changed = draft.trim() !== value.trim();
  return (
    <div className={tone === 'private' ? 'rounded-xl bg-amber-50/60 p-4 ring-1 ring-amber-200' : ''}>
      <TextareaField
        label={label}
        hint={hint}
        rows={3}
        maxLength={maxLength}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="mt-2 flex items-center justify-end gap-3">
        {changed && !saving && <span className="text-xs text-slate-500">Unsaved changes</span>}
        <Button size="sm" variant="outline" disabled={!changed || saving} onClick={() => onSave(draft.trim())}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
