import { useId, useState } from 'react';
import type { ApplicationStatus } from '@orbit/shared/application-contracts';
import type { EmployerStatus } from '@orbit/shared/pipeline-contracts';
import { Button } from '../../../components/button.tsx';
import { bulkTargets, movableCount } from '../utils/status-actions.ts';

interface BulkActionBarProps {
  statuses: readonly ApplicationStatus[];
  pending: boolean;
  onMove: (status: EmployerStatus) => void;
  onClear: () => void;
}

/** Shown while applicants are selected: move them all to one status, or reject them with one reasoned message. */
export function BulkActionBar({ statuses, pending, onMove, onClear }: BulkActionBarProps) {
  const selectId = useId();
  // Rejecting has its own button (it always comes with a reason).
  const targets: EmployerStatus[] = bulkTargets(statuses).filter((status) => status !== 'Rejected');
  const [target, setTarget] = useState<EmployerStatus | ''>('');
  const chosen = target !== '' && targets.includes(target) ? target : '';
  const rejectable = movableCount(statuses, 'Rejected');

  return (
    <section
      aria-label="Selected applicants"
      className="sticky bottom-3 z-10 mt-4 flex flex-col gap-3 rounded-2xl bg-slate-900 p-4 text-white shadow-lg sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-semibold" aria-live="polite">
        {statuses.length} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Move selected applicants to
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => setTarget(event.target.value as EmployerStatus | '')}
          className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-100 disabled:text-slate-500"
          disabled={targets.length === 0}
        >
          <option value="">{targets.length === 0 ? 'No moves allowed' : 'Move to…'}</option>
          {targets.map((status) => (
            <option key={status} value={status}>
              {status} ({movableCount(statuses, status)} of {statuses.length})
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          disabled={chosen === '' || pending}
          onClick={() => chosen !== '' && onMove(chosen)}
        >
          Move
        </Button>
        <Button size="sm" variant="danger" disabled={rejectable === 0 || pending} onClick={() => onMove('Rejected')}>
          Reject with reason…
        </Button>
        <Button size="sm" variant="ghost" className="text-white hover:bg-slate-800" onClick={onClear}>
          Clear
        </Button>
      </div>
    </section>
  );
}
