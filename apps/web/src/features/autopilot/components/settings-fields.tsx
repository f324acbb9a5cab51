import { useId, useState } from 'react';
import { autopilotBounds, autopilotModes, type AutopilotMode } from '@orbit/shared/autopilot-contracts';
import { Button } from '../../../components/button.tsx';
import { ChipListField } from '../../../components/chip-list-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { addExcludedCompany } from '../utils/settings-form.ts';
import { browserTimeZone, modeLabels, supportedTimeZones, timeZoneOptions } from '../utils/autopilot-text.ts';

/** The on/off toggle (spec section 4): a real checkbox announced as a switch, its state written out beside it. */
export function ActiveSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div>
        <label htmlFor={id} className="font-semibold text-slate-900">
          Autopilot active
        </label>
        <p className="text-sm text-slate-600">
          {checked ? 'On: it scans and applies within your limits.' : 'Off: nothing is scanned or sent.'}
        </p>
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-600 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
        />
      </span>
    </div>
  );
}

const modeHints: Record<AutopilotMode, string> = {
  review: 'Autopilot prepares each application and waits for your approval below.',
  auto: 'Autopilot sends applications within your limits. E-mail applications and jobs whose eligibility is unclear still wait for you.',
};

export function ModeRadios({ value, onChange }: { value: AutopilotMode; onChange: (mode: AutopilotMode) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">How Autopilot applies</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {autopilotModes.map((mode) => (
          <label
            key={mode}
            className={`flex cursor-pointer items-start gap-3 rounded-lg p-3 text-sm ring-1 ${value === mode ? 'bg-brand-50 ring-brand-500' : 'ring-slate-300'}`}
          >
            <input
              type="radio"
              name="autopilot-mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="mt-0.5 accent-brand-600"
            />
            <span>
              <span className="font-semibold text-slate-900">{modeLabels[mode]}</span>
              <span className="block text-slate-600">{modeHints[mode]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Companies Autopilot never applies to. */
export function ExcludedCompaniesField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (list: string[]) => void;
  error?: string;
}) {
  return (
    <ChipListField
      label="Companies to skip"
      listLabel="Skipped companies"
      value={value}
      onChange={onChange}
      add={addExcludedCompany}
      maxLength={autopilotBounds.excludedCompanyLength}
      hint={`Autopilot never applies to these companies (${value.length} of ${autopilotBounds.excludedCompanies}).`}
      error={error}
    />
  );
}

/** The seeker's zone: the saved one shown, and the browser's offered in one click when it differs. */
export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const [options] = useState(() => timeZoneOptions(value, supportedTimeZones()));
  const [browserZone] = useState(browserTimeZone);
  const zones = options.includes(value) ? options : timeZoneOptions(value, options);
  return (
    <div>
      <SelectField
        label="Time zone"
        options={zones}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        hint="Your day for the daily limit, and the times Autopilot shows you, follow this zone."
        error={error}
      />
      {browserZone && browserZone !== value && (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => onChange(browserZone)}>
          Use this device&apos;s zone ({browserZone})
        </Button>
      )}
    </div>
  );
}
