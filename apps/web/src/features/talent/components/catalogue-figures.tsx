import { catalogueRows, formatPeopleCount } from '../utils/figures.ts';
import { FigureGrid, WithTalentStats } from './figure-list.tsx';

/** Orbit Jobs today (/for-employers): the live catalogue's counters and the size of the talent pool. */
export function CatalogueFigures() {
  return (
    <WithTalentStats>
      {(stats) => (
        <div className="space-y-3">
          <FigureGrid
            label="Orbit Jobs today"
            rows={[
              ...catalogueRows(stats),
              { label: 'seekers in the talent pool', value: formatPeopleCount(stats.pool.total, stats.fewerThan) },
            ]}
          />
          <p className="text-sm text-slate-600">
            Counted a few minutes ago. Jobs count while they are open; figures about people under {stats.fewerThan} are
            shown as “fewer than {stats.fewerThan}”.
          </p>
        </div>
      )}
    </WithTalentStats>
  );
}
