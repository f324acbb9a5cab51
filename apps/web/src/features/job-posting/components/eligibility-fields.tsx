import { useId } from 'react';
import { worldRegionNames } from '@orbit/shared/world-regions';
import { ChipCheckboxGroup } from '../../../components/chip-checkbox-group.tsx';
import { FieldError } from '../../../components/field-parts.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { utcOffsetLabel } from '../../../lib/job-terms.ts';
import { countryLabel, countryOptions } from '../utils/option-search.ts';
import type { FormSectionProps } from './form-section-props.ts';
import { SearchMultiSelect } from './search-multi-select.tsx';

const checkboxClasses = 'mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-600 accent-brand-600';

/** Whole-hour offsets and the half- and quarter-hour ones countries use (India +5:30, Nepal +5:45…). */
const utcOffsets = [
  ...Array.from({ length: 27 }, (_, i) => i - 12),
  -9.5,
  -3.5,
  3.5,
  4.5,
  5.5,
  5.75,
  6.5,
  9.5,
  10.5,
  12.75,
].sort((a, b) => a - b);

/** Who may apply: worldwide, or the countries and world regions where candidates must live. */
export function EligibilityFields({ values, errors, set }: FormSectionProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={errors.eligibility ? `${id}-error` : undefined}>
      <legend className="text-base font-semibold text-slate-900">Who may apply</legend>
      <p className="mt-1 text-sm text-slate-600">Candidates outside these places are told before they apply.</p>
      <label className="mt-4 flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
        <input
          type="checkbox"
          name="worldwide"
          className={checkboxClasses}
          checked={values.worldwide}
          onChange={(event) => set('worldwide', event.target.checked)}
          aria-invalid={errors.eligibility ? true : undefined}
        />
        <span>
          <span className="font-semibold">Worldwide</span>
          <span className="block text-slate-600">Anyone may apply, wherever they live.</span>
        </span>
      </label>
      {errors.eligibility && <FieldError id={`${id}-error`}>{errors.eligibility}</FieldError>}
      {!values.worldwide && (
        <div className="mt-5 space-y-5">
          <SearchMultiSelect
            label="Countries"
            name="countries"
            options={countryOptions}
            selected={values.countries}
            onChange={(next) => set('countries', next)}
            labelOf={countryLabel}
            max={60}
            placeholder="Type a country, e.g. Nigeria"
            hint="Candidates living in any of these countries may apply"
            error={errors.countries}
            optional
          />
          <div>
            <ChipCheckboxGroup
              legend="World regions"
              options={worldRegionNames}
              selected={values.regions}
              onToggle={(region) =>
                set(
                  'regions',
                  values.regions.includes(region)
                    ? values.regions.filter((r) => r !== region)
                    : [...values.regions, region],
                )
              }
              hint="Or whole regions (optional)"
            />
            {errors.regions && <FieldError id={`${id}-regions-error`}>{errors.regions}</FieldError>}
          </div>
        </div>
      )}
    </fieldset>
  );
}

/** An optional overlap of working hours with a time zone ('4 hours with UTC+1'). */
export function TimezoneFields({ values, errors, set }: FormSectionProps) {
  const id = useId();
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          name="timezone"
          className={checkboxClasses}
          checked={values.timezoneEnabled}
          onChange={(event) => set('timezoneEnabled', event.target.checked)}
          aria-describedby={errors.timezone ? `${id}-error` : undefined}
        />
        <span>
          <span className="font-semibold">Ask for overlapping working hours</span>
          <span className="block text-slate-600">For teams that need some hours together each day (optional).</span>
        </span>
      </label>
      {values.timezoneEnabled && (
        <div className="mt-4 grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Hours of overlap"
            options={Array.from({ length: 12 }, (_, i) => ({
              value: String(i + 1),
              label: `${i + 1} ${i === 0 ? 'hour' : 'hours'}`,
            }))}
            value={values.timezoneHours}
            onChange={(event) => set('timezoneHours', event.target.value)}
          />
          <SelectField
            label="With time zone"
            options={utcOffsets.map((offset) => ({ value: String(offset), label: utcOffsetLabel(offset) }))}
            value={values.timezoneOffset}
            onChange={(event) => set('timezoneOffset', event.target.value)}
          />
        </div>
      )}
      {errors.timezone && <FieldError id={`${id}-error`}>{errors.timezone}</FieldError>}
    </div>
  );
}
