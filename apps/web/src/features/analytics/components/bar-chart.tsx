import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { chartFontSize } from './chart-scales.ts';
import { useChartWidth } from './use-chart-width.ts';

const labelWidth = 108;
const valueWidth = 40;
const rowHeight = 28;

/**
 * Horizontal bars, one a row, each labelled with its name and figure. Drawn at the width it is shown (up to 42rem:
 * wider, the bars only stretch), so its labels keep their size on a 390 px screen; the SVG is one image to assistive
 * technology (its title and a description listing every figure).
 */
export function BarChart({
  title,
  items,
  colour = '#4f46e5',
}: {
  title: string;
  items: readonly { label: string; n: number }[];
  colour?: string;
}) {
  const id = useId();
  const [box, measured] = useChartWidth<HTMLDivElement>();
  const width = measured ?? 0;
  const height = Math.max(items.length, 1) * rowHeight;
  const y = scaleBand({ domain: items.map((item) => item.label), range: [0, height], padding: 0.25 });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...items.map((item) => item.n))],
    range: [0, Math.max(0, width - labelWidth - valueWidth)],
  });
  const description = items.map((item) => `${item.label}: ${item.n}`).join('; ');
  return (
    <div ref={box} className="max-w-2xl min-w-0 overflow-hidden" style={{ height }}>
      {measured !== undefined && (
        <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} width={width} height={height} className="block">
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{description || 'No figures'}</desc>
          {items.map((item) => {
            const top = y(item.label) ?? 0;
            const barWidth = x(item.n);
            return (
              <Group key={item.label} top={top}>
                <text
                  x={labelWidth - 8}
                  y={y.bandwidth() / 2}
                  dy="0.35em"
                  textAnchor="end"
                  fontSize={chartFontSize}
                  fill="#334155"
                >
                  {item.label}
                </text>
                <Bar x={labelWidth} y={0} width={barWidth} height={y.bandwidth()} fill={colour} rx={3} />
                <text
                  x={labelWidth + barWidth + 6}
                  y={y.bandwidth() / 2}
                  dy="0.35em"
                  fontSize={chartFontSize}
                  fill="#0f172a"
                >
                  {item.n}
                </text>
              </Group>
            );
          })}
        </svg>
      )}
    </div>
  );
}
