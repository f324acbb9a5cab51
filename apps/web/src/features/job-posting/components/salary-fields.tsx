import { postingCurrencies, postingSalaryPeriods } from '@orbit/shared/posting-contracts';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fieldProps, type FormSectionProps } from './form-section-props.ts';

const periodLabels: Record<(typeof postingSalaryPeriods)[number], string> = {
  year: 'Per year',
  month: 'Per month',
  hour: 'Per hour',
};

/** The salary range: required on every post (seekers filter and match on it), minimum not above maximum. */
export function SalaryFields(props: FormSectionProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Salary</legend>
      <p className="mt-1 text-sm text-slate-600">
        Posts with a clear range get more applicants. Whole numbers, no decimals.
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Minimum"
          inputMode="numeric"
          autoComplete="off"
          required
          placeholder="e.g. 60000"
          {...fieldProps(props, 'salaryMin')}
        />
        <TextField
          label="Maximum"
          inputMode="numeric"
          autoComplete="off"
          required
          placeholder="e.g. 80000"
          {...fieldProps(props, 'salaryMax')}
        />
        <SelectField
          label="Currency"
          required
          placeholder="Choose a currency"
          options={postingCurrencies}
          {...fieldProps(props, 'salaryCurrency')}
        />
        <SelectField
          label="Paid"
          required
          placeholder="Choose a period"
          options={postingSalaryPeriods.map((period) => ({ value: period, label: periodLabels[period] }))}
          {...fieldProps(props, 'salaryPeriod')}
        />
      </div>
    </fieldset>
  );
}
