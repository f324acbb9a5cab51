import { hiddenCompaniesMax } from '@orbit/shared/talent-contracts';
import { ChipListField } from '../../../components/chip-list-field.tsx';
import { addHiddenCompany, hiddenCompanyNameMax } from '../utils/talent-pool.ts';

/**
 * Companies that must never find the seeker (a current employer, a former one). No company is suggested: neither the
 * profile nor the resume reading records an employer, and a guess offered as "your current employer" would be worse
 * than none.
 */
export function HiddenCompaniesField({ value, onChange }: { value: string[]; onChange: (list: string[]) => void }) {
  return (
    <ChipListField
      label="Companies that must never see you"
      listLabel="Companies hidden from"
      value={value}
      onChange={onChange}
      add={addHiddenCompany}
      maxLength={hiddenCompanyNameMax}
      hint={
        <>
          They never find your card, even when you are visible ({value.length} of {hiddenCompaniesMax}). Applying to one
          of their jobs still shows them your application.
        </>
      }
    />
  );
}
