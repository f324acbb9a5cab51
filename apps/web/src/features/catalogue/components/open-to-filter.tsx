import { useState } from 'react';
import { countryName } from '../../../lib/job-terms.ts';

interface OpenToFilterProps {
  /** The signed-in seeker's country, when their location names one. */
  seekerCountry: { code: string; name: string } | null;
  /** The country the list is limited to now (effectiveOpenTo), or null for every job. */
  openTo: string | null;
  /** '' = the default (the seeker's own country), 'any' = every job. */
  onChange: (openTo: '' | 'any') => void;
}

/**
 * "Open to my country": a seeker whose location we can place sees, by default, only jobs a person living there may
 * take, plus those that do not say (marked so on their cards). A linked country (a shared address, an alert) is
 * shown as what it is, with a way to drop it.
 */
export function OpenToFilter({ seekerCountry, openTo, onChange }: OpenToFilterProps) {
  // The box shows a click at once: the URL it is read from changes in a transition, later on a busy device.
  const [mine, setMine] = useState(openTo !== null && openTo === seekerCountry?.code);
  const [synced, setSynced] = useState(openTo);
  if (synced !== openTo) {
    setSynced(openTo);
    setMine(openTo !== null && openTo === seekerCountry?.code);
  }
  if (seekerCountry && (openTo === null || openTo === seekerCountry.code)) {
    return (
      <div>
        <div className="flex items-center gap-2">
          <input
            id="jobs-open-to-my-country"
            type="checkbox"
            checked={mine}
            onChange={(event) => {
              setMine(event.target.checked);
              onChange(event.target.checked ? '' : 'any');
            }}
            className="h-4 w-4 rounded border-slate-300 text-brand-600 accent-brand-600"
            aria-describedby="jobs-open-to-hint"
          />
          <label htmlFor="jobs-open-to-my-country" className="text-sm font-medium text-slate-800">
            Open to candidates in {seekerCountry.name}
          </label>
        </div>
        <p id="jobs-open-to-hint" className="mt-1 pl-6 text-xs text-slate-600">
          Hides jobs limited to other countries. Jobs that do not say where candidates may live stay, marked
          “Eligibility not stated”.
        </p>
      </div>
    );
  }
  if (!openTo) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
      <span>
        Open to candidates in <span className="font-semibold text-slate-900">{countryName(openTo)}</span>
      </span>
      <button
        type="button"
        className="font-medium text-brand-700 underline hover:text-brand-800"
        onClick={() => onChange(seekerCountry ? '' : 'any')}
      >
        {seekerCountry ? `Use ${seekerCountry.name}` : 'Show all jobs'}
      </button>
    </p>
  );
}
