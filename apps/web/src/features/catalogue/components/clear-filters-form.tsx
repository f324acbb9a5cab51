import { jobListQuery } from '@orbit/shared/job-list-url';
import { clearedJobFilters, type JobFilters } from '../utils/job-filters.ts';

/** The form every Clear Filters button submits (`form={clearFiltersFormId}`), wherever it sits on the page. */
export const clearFiltersFormId = 'jobs-clear-filters';

/**
 * Clear Filters as a plain GET to /jobs carrying what clearing keeps (the order, "Open to my country"), so a tap
 * before the scripts have arrived, or without them, still clears; with them the page's own clear runs instead.
 */
export function ClearFiltersForm({ filters, onClear }: { filters: JobFilters; onClear: () => void }) {
  const kept = [...jobListQuery(clearedJobFilters(filters)).entries()];
  return (
    <form
      id={clearFiltersFormId}
      action="/jobs"
      method="get"
      hidden
      onSubmit={(event) => {
        event.preventDefault();
        onClear();
      }}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}
