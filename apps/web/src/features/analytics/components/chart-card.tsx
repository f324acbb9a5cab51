import type { ReactNode } from 'react';
import { Card } from '../../../components/card.tsx';
import { FigureTable, type FigureTableProps } from './figure-table.tsx';

/** One chart: its title, a sentence saying what it shows, the drawing, and the same figures as a table. */
export function ChartCard({
  id,
  title,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table: Omit<FigureTableProps, 'title'>;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700" data-summary={id}>
          {summary}
        </p>
        <div className="mt-4">{children}</div>
        <FigureTable title={title} {...table} />
      </section>
    </Card>
  );
}
