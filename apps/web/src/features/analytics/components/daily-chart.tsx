import { useId } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { chartFontSize, countTicks, dateTickCount } from './chart-scales.ts';
import { useChartWidth } from './use-chart-width.ts';

const height = 180;
const margin = { top: 12, right: 16, bottom: 28, left: 40 };
const tickLabel = () => ({ fontSize: chartFontSize, fill: '#475569' });
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);
const shortDay = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * One daily series as a line, with its own scale (views run in hundreds where applications run in tens, so each has
 * its panel). Drawn at the width it is shown, so its labels keep their size on a 390 px screen; the SVG reads as one
 * image: its title, and a description with the total, the busiest day and the last day.
 */
export function DailyChart({
  title,
  points,
  colour,
}: {
  title: string;
  points: readonly { date: string; n: number }[];
  colour: string;
}) {
  const id = useId();
  const [box, measured] = useChartWidth<HTMLDivElement>();
  const width = measured ?? 0;
  const first = points[0];
  const last = points.at(-1);
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const x = scaleUtc({
    domain: [dayOf(first?.date ?? '2000-01-01'), dayOf(last?.date ?? '2000-01-01')],
    range: [0, innerWidth],
  });
  const top = Math.max(1, ...points.map((point) => point.n));
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const busiest = points.reduce<(typeof points)[number] | undefined>(
    (best, point) => (!best || point.n > best.n ? point : best),
    undefined,
  );
  const total = points.reduce((sum, point) => sum + point.n, 0);
  const description = busiest
    ? `${total} in all; the busiest day ${busiest.date} with ${busiest.n}; ${last!.n} on ${last!.date}.`
    : 'No days';
  return (
    <div className="min-w-0">
      {/* The SVG's own title names it for screen readers; this line names it for the eye. */}
      <p aria-hidden="true" className="mb-1 text-sm font-medium text-slate-700">
        {title}
      </p>
      <div ref={box} className="overflow-hidden" style={{ height }}>
        {measured !== undefined && (
          <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width={width} height={height} className="block">
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>{description}</desc>
            <Group left={margin.left} top={margin.top}>
              <AxisLeft
                scale={y}
                tickValues={countTicks(y, 4)}
                tickFormat={(value) => String(value)}
                tickLabelProps={tickLabel}
                stroke="#94a3b8"
                tickStroke="#94a3b8"
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                numTicks={dateTickCount(innerWidth)}
                tickFormat={(value) => shortDay(value as Date)}
                tickLabelProps={tickLabel}
                stroke="#94a3b8"
                tickStroke="#94a3b8"
              />
              <LinePath
                data={[...points]}
                x={(point) => x(dayOf(point.date))}
                y={(point) => y(point.n)}
                stroke={colour}
                strokeWidth={2}
              />
            </Group>
          </svg>
        )}
      </div>
    </div>
  );
}
