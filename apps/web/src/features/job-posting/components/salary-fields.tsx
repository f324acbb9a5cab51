import { postingCurrencies, postingSalaryPeriods } from '@orbit/shared/posting-contracts';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { FormSectionProps } from './form-section-props.ts';

const periodLabels: Record<(typeof postingSalaryPeriods)[number], string> = {
  year: 'Per year',
  month: 'Per month',
  hour: 'Per hour',
};

/** The salary range: required on every post (seekers filter and match on it), minimum not above maximum. */
export function SalaryFields({ values, errors, set }: FormSectionProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-slate-900">Salary</legend>
      <p className="mt-1 text-sm text-slate-600">
        Posts with a clear range get more applicants. Whole numbers, no decimals.
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Minimum"
          name="salaryMin"
          inputMode="numeric"
          autoComplete="off"
          required
          placeholder="e.g. 60000"
          value={values.salaryMin}
          onChange={(event) => set('salaryMin', event.target.value)}
          error={errors.salaryMin}
        />
        <TextField
          label="Maximum"
          name="salaryMax"
          inputMode="numeric"
          autoComplete="off"
          required
          placeholder="e.g. 80000"
          value={values.salaryMax}
          onChange={(event) => set('salaryMax', event.target.value)}
          error={errors.salaryMax}
        />
        <SelectField
          label="Currency"
          name="salaryCurrency"
          required
          placeholder="Choose a currency"
          options={postingCurrencies}
          value={values.salaryCurrency}
          onChange={(event) => set('salaryCurrency', event.target.value)}
          error={errors.salaryCurrency}
        />
        <SelectField
          label="Paid"
          name="salaryPeriod"
          required
          placeholder="Choose a period"
          options={postingSalaryPeriods.map((period) => ({ value: period, label: periodLabels[period] }))}
          value={values.salaryPeriod}
          onChange={(event) => set('salaryPeriod', event.target.value)}
          error={errors.salaryPeriod}
        />
      </div>
    </fieldset>
  );
}
