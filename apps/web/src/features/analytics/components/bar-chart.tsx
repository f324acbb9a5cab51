import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

const width = 640;
const labelWidth = 150;
const valueWidth = 56;
const rowHeight = 40;

/**
 * Horizontal bars, one a row, each labelled with its name and figure. Drawn in a viewBox, so it fits a 390 px screen
 * by scaling; the SVG is one image to assistive technology (its title and a description listing every figure).
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
  const height = Math.max(items.length, 1) * rowHeight;
  const y = scaleBand({ domain: items.map((item) => item.label), range: [0, height], padding: 0.25 });
  const x = scaleLinear({
    domain: [0, Math.max(1, ...items.map((item) => item.n))],
    range: [0, width - labelWidth - valueWidth],
  });
  const description = items.map((item) => `${item.label}: ${item.n}`).join('; ');
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-2xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description || 'No figures'}</desc>
      {items.map((item) => {
        const top = y(item.label) ?? 0;
        const barWidth = x(item.n);
        return (
          <Group key={item.label} top={top}>
            <text x={labelWidth - 8} y={y.bandwidth() / 2} dy="0.35em" textAnchor="end" fontSize={18} fill="#334155">
              {item.label}
            </text>
            <Bar x={labelWidth} y={0} width={barWidth} height={y.bandwidth()} fill={colour} rx={3} />
            <text x={labelWidth + barWidth + 6} y={y.bandwidth() / 2} dy="0.35em" fontSize={18} fill="#0f172a">
              {item.n}
            </text>
          </Group>
        );
      })}
    </svg>
  );
}
