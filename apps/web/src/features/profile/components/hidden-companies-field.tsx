import { useId, useState, type KeyboardEvent } from 'react';
import { hiddenCompaniesMax } from '@orbit/shared/talent-contracts';
import { Button } from '../../../components/button.tsx';
import { FieldError, FieldHint, inputClasses } from '../../../components/field-parts.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { addHiddenCompany, hiddenCompanyNameMax } from '../utils/talent-pool.ts';

/**
 * Companies that must never find the seeker (a current employer, a former one): typed and added one at a time (Enter
 * or Add), removed from their chip. No company is suggested: neither the profile nor the resume reading records an
 * employer, and a guess offered as "your current employer" would be worse than none.
 */
export function HiddenCompaniesField({ value, onChange }: { value: string[]; onChange: (list: string[]) => void }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    const result = addHiddenCompany(value, draft);
    setProblem(result.error);
    if (!result.error) setDraft('');
    if (result.list.length !== value.length) onChange(result.list);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the company instead of submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        Companies that must never see you
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          maxLength={hiddenCompanyNameMax}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          aria-invalid={problem ? true : undefined}
          className={`${inputClasses} h-11 min-w-0`}
        />
        <Button variant="outline" onClick={add} disabled={draft.trim() === ''}>
          Add
        </Button>
      </div>
      <FieldHint id={`${id}-hint`}>
        They never find your card, even when you are visible ({value.length} of {hiddenCompaniesMax}). Applying to one
        of their jobs still shows them your application.
      </FieldHint>
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
      {value.length > 0 && (
        <ul aria-label="Companies hidden from" className="mt-3 flex flex-wrap gap-2">
          {value.map((company) => (
            <li
              key={company}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              <span className="min-w-0 break-words">{company}</span>
              <button
                type="button"
                onClick={() => {
                  setProblem(null);
                  onChange(value.filter((entry) => entry !== company));
                }}
                aria-label={`Remove ${company}`}
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
