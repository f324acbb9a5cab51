import { funnelStatuses, type Analytics } from '@orbit/shared/analytics-contracts';
import { dailySummary, funnelSummary, regionSummary } from '../utils/analytics-summary.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartCard } from './chart-card.tsx';
import { DailyChart } from './daily-chart.tsx';

/** The page's three charts, each with its sentence and its table (and that table's CSV). */
export function AnalyticsCharts({
  current,
  previous,
  days,
  fileTag,
}: {
  current: Analytics;
  previous: Analytics | undefined;
  days: number;
  /** Names the downloads after the period (and job) they hold. */
  fileTag: string;
}) {
  const funnel = funnelStatuses.map((status) => ({ label: status, n: current.funnel[status] }));
  const regions = current.applicantsByRegion.map((row) => ({ label: row.region, n: row.n }));
  return (
    <div className="space-y-6">
      <ChartCard
        id="daily"
        title="Views and applications per day"
        summary={dailySummary(current, previous, days)}
        table={{
          fileName: `daily-${fileTag}`,
          header: ['Date', 'Views', 'Applications'],
          rows: current.daily.map((day) => [day.date, day.views, day.applications]),
        }}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <DailyChart
            title="Views per day"
            colour="#4f46e5"
            points={current.daily.map((day) => ({ date: day.date, n: day.views }))}
          />
          <DailyChart
            title="Applications per day"
            colour="#047857"
            points={current.daily.map((day) => ({ date: day.date, n: day.applications }))}
          />
        </div>
      </ChartCard>
      <ChartCard
        id="funnel"
        title="Where applications stand"
        summary={funnelSummary(current.funnel)}
        table={{
          fileName: `funnel-${fileTag}`,
          header: ['Status', 'Applications'],
          rows: funnel.map((row) => [row.label, row.n]),
        }}
      >
        <BarChart title="Applications by status" items={funnel} />
      </ChartCard>
      <ChartCard
        id="regions"
        title="Applicants by region"
        summary={regionSummary(current.applicantsByRegion)}
        table={{
          fileName: `regions-${fileTag}`,
          header: ['Region', 'Applicants'],
          rows: regions.map((row) => [row.label, row.n]),
        }}
      >
        <BarChart title="Applicants by region" items={regions} colour="#0369a1" />
      </ChartCard>
    </div>
  );
}
