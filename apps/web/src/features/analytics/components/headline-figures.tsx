import type { Analytics } from '@orbit/shared/analytics-contracts';
import { Card } from '../../../components/card.tsx';
import { change, hours, percent } from '../utils/analytics-summary.ts';

/** The period's headline figures, each with how it moved on the previous period of the same length. */
export function HeadlineFigures({ current, previous }: { current: Analytics; previous: Analytics | undefined }) {
  const figures = [
    { key: 'views', label: 'Views', value: String(current.views), was: previous?.views, now: current.views },
    {
      key: 'applications',
      label: 'Applications',
      value: String(current.applications),
      was: previous?.applications,
      now: current.applications,
    },
    { key: 'conversion', label: 'View → apply', value: percent(current.conversion) },
    { key: 'median', label: 'Median first answer', value: hours(current.medianFirstResponseHours) },
    { key: 'within48h', label: 'Answered within 48 h', value: percent(current.answeredWithin48h) },
    { key: 'autopilot', label: 'Sent by Autopilot', value: percent(current.autopilotShare) },
  ];
  return (
    <ul aria-label="Headline figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map((figure) => {
        const moved = figure.was === undefined || figure.now === undefined ? null : change(figure.now, figure.was);
        return (
          <li key={figure.key}>
            <Card className="h-full p-4" data-figure={figure.key}>
              <p className="text-sm font-medium text-slate-600">{figure.label}</p>
              <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{figure.value}</p>
              {moved && <p className="mt-1 text-xs text-slate-600">{`${moved[0]!.toUpperCase()}${moved.slice(1)}`}</p>}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
