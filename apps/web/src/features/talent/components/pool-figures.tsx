import { anyWithheld, formatPeopleCount, formatPeoplePart, regionRows, skillRows } from '../utils/figures.ts';
import { FigureGrid, WithTalentStats } from './figure-list.tsx';

/** The pool today (/talent-pool): how many seekers chose to be found, where they are and what they know. */
export function PoolFigures() {
  return (
    <WithTalentStats>
      {(stats) => {
        const { pool, fewerThan } = stats;
        const skills = skillRows(stats);
        return (
          <div className="space-y-8">
            <FigureGrid
              label="Seekers in the talent pool"
              rows={[
                { label: 'seekers in the pool', value: formatPeopleCount(pool.total, fewerThan) },
                { label: 'visible to every employer', value: formatPeoplePart(pool.visibleToAllEmployers, fewerThan) },
                {
                  label: 'visible to verified employers only',
                  value: formatPeoplePart(pool.visibleToVerifiedOnly, fewerThan),
                },
              ]}
            />
            <div>
              <h3 className="text-lg font-semibold text-slate-900">Where they live</h3>
              <p className="mt-1 text-sm text-slate-600">By the world region of the location on their profile.</p>
              <div className="mt-3">
                <FigureGrid label="Seekers by region" rows={regionRows(stats)} />
              </div>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-slate-900">Their most common skills</h3>
              {skills.length === 0 ? (
                <p className="mt-2">No skills to show yet: nobody in the pool has listed one.</p>
              ) : (
                <ol className="mt-3 flex flex-wrap gap-2">
                  {skills.map((row) => (
                    <li
                      key={row.label}
                      className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-100"
                    >
                      <span className="font-semibold">{row.label}</span> · {row.value}
                    </li>
                  ))}
                </ol>
              )}
            </div>
            <p className="text-sm text-slate-600">
              Counted a few minutes ago from seekers who chose to be visible and verified their e-mail address. Any
              figure under {fewerThan} is shown as “fewer than {fewerThan}”, so that nobody can be picked out of a small
              group.
              {anyWithheld(stats) &&
                ` A figure shown as “${fewerThan} or more” is held back too: with the total, it would give a smaller one away.`}
            </p>
          </div>
        );
      }}
    </WithTalentStats>
  );
}
