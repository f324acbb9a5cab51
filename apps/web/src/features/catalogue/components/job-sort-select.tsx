import { useId } from 'react';
import type { JobListSort } from '@orbit/shared/job-contracts';
import { inputClasses } from '../../../components/field-parts.tsx';

const sortLabels: Record<JobListSort, string> = {
  newest: 'Newest',
  recommended: 'Recommended for you',
};

/**
 * 'Sort by' above the results rather than in the filter panel: below the lg breakpoint that panel is folded away,
 * and the order matters on the first screen. Shown only to job seekers (the ranking is their match score).
 */
export function JobSortSelect({ value, onChange }: { value: JobListSort; onChange: (sort: JobListSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value === 'recommended' ? 'recommended' : 'newest')}
        className={`${inputClasses} h-10 w-auto py-1.5 pr-8`}
      >
        {(Object.keys(sortLabels) as JobListSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
