import { useState, type FormEvent } from 'react';
import type { PostedJob } from '@orbit/shared/posting-contracts';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import {
  customPeriodProblem,
  periodChoices,
  type AnalyticsView,
  type PeriodChoice,
} from '../utils/analytics-period.ts';

/** The period (7, 30, 90 days or two dates) and the job (or all of them) the page counts. */
export function PeriodPicker({
  view,
  jobs,
  onView,
}: {
  view: AnalyticsView;
  jobs: readonly PostedJob[];
  onView: (next: AnalyticsView) => void;
}) {
  const [from, setFrom] = useState(view.from);
  const [to, setTo] = useState(view.to);
  const [problem, setProblem] = useState<string | null>(null);
  const custom = view.period === 'custom';

  const showCustom = (event: FormEvent) => {
    event.preventDefault();
    const found = customPeriodProblem(from, to);
    setProblem(found);
    if (!found) onView({ ...view, from, to });
  };

  return (
    <form onSubmit={showCustom} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
      <SelectField
        label="Period"
        value={view.period}
        options={periodChoices}
        onChange={(event) => onView({ ...view, period: event.target.value as PeriodChoice })}
      />
      <SelectField
        label="Job"
        value={view.jobId}
        options={[{ value: '', label: 'All jobs' }, ...jobs.map((job) => ({ value: job._id, label: job.title }))]}
        onChange={(event) => onView({ ...view, jobId: event.target.value })}
      />
      {custom && (
        <>
          <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          <div className="flex items-end gap-2">
            <TextField
              label="To"
              type="date"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              error={problem ?? undefined}
              className="flex-1"
            />
            <Button type="submit" className="mb-0.5">
              Show
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
