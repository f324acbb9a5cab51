import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TalentStats } from '@orbit/shared/talent-stats-contracts';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { talentStatsQuery } from '../api/talent-api.ts';
import type { FigureRow } from '../utils/figures.ts';

/** Figures as cards: the value large, what it counts beneath (a description list, so each reads as one pair). */
export function FigureGrid({ rows, label }: { rows: readonly FigureRow[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-col rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
          <dt className="text-sm text-slate-600">{row.label}</dt>
          <dd className="order-first text-lg font-bold text-brand-700 sm:text-2xl">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The public figures with their waiting and failed states: the children draw them once they are here. A failure
 * leaves the rest of the page as it is and offers to try again.
 */
export function WithTalentStats({ children }: { children: (stats: TalentStats) => ReactNode }) {
  const stats = useQuery(talentStatsQuery);
  if (stats.isPending) return <Spinner label="Loading the figures..." showLabel />;
  if (stats.isError) {
    return (
      <Notice tone="warning">
        <p>We could not load the figures just now. The rest of this page is as it always is.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={stats.isFetching}
          onClick={() => void stats.refetch()}
        >
          {stats.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </Notice>
    );
  }
  return <>{children(stats.data)}</>;
}
