import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { FieldError, FieldHint, inputClasses } from './field-parts.tsx';
import { CloseIcon } from './icons.tsx';

/**
 * A list of names typed and added one at a time (Enter or Add) and removed from their chip: the companies Autopilot
 * skips, the companies that must never find a seeker. `add` is the list's own rule (once, whatever the case; a limit)
 * and says why it refused.
 */
export function ChipListField({
  label,
  listLabel,
  value,
  onChange,
  add,
  maxLength,
  hint,
  error,
}: {
  label: string;
  /** The chips' list name for screen readers: 'Skipped companies'. */
  listLabel: string;
  value: string[];
  onChange: (list: string[]) => void;
  add: (list: readonly string[], name: string) => { list: string[]; error: string | null };
  maxLength: number;
  hint: ReactNode;
  /** A message about the whole list from outside (the server's answer). */
  error?: string | undefined;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const addDraft = () => {
    const result = add(value, draft);
    setProblem(result.error);
    if (!result.error) setDraft('');
    if (result.list.length !== value.length) onChange(result.list);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the name instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={maxLength}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          aria-invalid={shown ? true : undefined}
          className={`${inputClasses} h-11 min-w-0`}
        />
        <Button variant="outline" onClick={addDraft} disabled={draft.trim() === ''}>
          Add
        </Button>
      </div>
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      {shown && <FieldError id={`${id}-error`}>{shown}</FieldError>}
      {value.length > 0 && (
        <ul aria-label={listLabel} className="mt-3 flex flex-wrap gap-2">
          {value.map((name) => (
            <li
              key={name}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="min-w-0 break-words">{name}</span>
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  onChange(value.filter((entry) => entry !== name));
                }}
                aria-label={`Remove ${name}`}
                className="shrink-0 rounded-full p-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              >
                <CloseIcon className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
