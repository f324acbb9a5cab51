import { hiddenCompaniesMax } from '@orbit/shared/talent-contracts';
import { Button } from '../../../components/button.tsx';
import { ChipListField } from '../../../components/chip-list-field.tsx';
import { addHiddenCompany, hiddenCompanyNameMax } from '../utils/talent-pool.ts';

/**
 * Companies that must never find the seeker (a current employer, a former one). The current employer their profile
 * states (utils/current-employer.ts: the title's "… at Company", or the bio's "currently at …") is offered as a chip to
 * add in one click; nothing is offered when the profile names none, since a guess would be worse than none.
 */
export function HiddenCompaniesField({
  value,
  onChange,
  suggestion,
}: {
  value: string[];
  onChange: (list: string[]) => void;
  /** The current employer from the profile, not yet on the list; null when there is none. */
  suggestion: string | null;
}) {
  const addSuggestion = () => {
    if (!suggestion) return;
    const result = addHiddenCompany(value, suggestion);
    if (result.list.length !== value.length) onChange(result.list);
  };
  return (
    <div>
      <ChipListField
        label="Companies that must never see you"
        listLabel="Companies hidden from"
        value={value}
        onChange={onChange}
        add={addHiddenCompany}
        maxLength={hiddenCompanyNameMax}
        hint={
          <>
            They never find your card, even when you are visible ({value.length} of {hiddenCompaniesMax}). Applying to
            one of their jobs still shows them your application.
          </>
        }
      />
      {suggestion && value.length < hiddenCompaniesMax && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>Your current employer, from your profile:</span>
          <Button size="sm" variant="outline" onClick={addSuggestion}>
            + {suggestion}
            <span className="sr-only"> (hide from them)</span>
          </Button>
        </p>
      )}
    </div>
  );
}
