import type { ApplicationStatus } from '@orbit/shared/application-contracts';
import { SelectField } from '../../../components/select-field.tsx';
import type { ApplicantSort } from '../api/applicants-api.ts';
import { statusChips } from '../utils/status-actions.ts';

interface ApplicantFiltersProps {
  counts: Record<string, number>;
  status: ApplicationStatus | null;
  sort: ApplicantSort;
  onStatus: (status: ApplicationStatus | null) => void;
  onSort: (sort: ApplicantSort) => void;
}

/** Counts per status as filter chips (a pressed chip is the filter), and the order: best match or newest. */
export function ApplicantFilters({ counts, status, sort, onStatus, onSort }: ApplicantFiltersProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
        {statusChips(counts).map((chip) => {
          const pressed = chip.status === status;
          return (
            <button
              key={chip.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onStatus(chip.status)}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors ${
                pressed
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
              }`}
            >
              {chip.label}
              <span
                className={`rounded-full px-1.5 text-xs font-semibold ${pressed ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}`}
              >
                {chip.count}
              </span>
            </button>
          );
        })}
      </div>
      <SelectField
        label="Sort by"
        className="w-full sm:w-56"
        options={[
          { value: 'match', label: 'Best match first' },
          { value: 'date', label: 'Newest first' },
        ]}
        value={sort}
        onChange={(event) => onSort(event.target.value === 'date' ? 'date' : 'match')}
      />
    </div>
  );
}
