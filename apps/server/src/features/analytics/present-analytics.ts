import { addDays, funnelStatuses, analyticsRegions, type Analytics } from '@orbit/shared/analytics-contracts';
import { regionCounts, type AnalyticsCounts } from './count-analytics.ts';

/** A share to four places (a tenth of a percent is what the page shows), or null with nothing to divide by. */
const shareOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The answer of `GET /api/analytics`: every day of the period in the series, the listed fields only. */
export function presentAnalytics(counts: AnalyticsCounts, period: { from: string; to: string }): Analytics {
  const { totals } = counts;
  const viewsOn = new Map(counts.views.map((row) => [row.day, row.n]));
  const applicationsOn = new Map(counts.applicationsByDay.map((row) => [row.day, row.n]));
  const daily: Analytics['daily'] = [];
  for (let date = period.from; date <= period.to; date = addDays(date, 1))
    daily.push({ date, views: viewsOn.get(date) ?? 0, applications: applicationsOn.get(date) ?? 0 });
  const views = daily.reduce((sum, day) => sum + day.views, 0);
  const byStatus = {
    Applied: totals.applied,
    Reviewing: totals.reviewing,
    Shortlisted: totals.shortlisted,
    Offered: totals.offered,
    Accepted: totals.accepted,
    Rejected: totals.rejected,
    Withdrawn: totals.withdrawn,
  };
  const regions = regionCounts(counts.locations);
  return {
    views,
    applications: totals.live,
    conversion: shareOf(totals.live, views),
    funnel: Object.fromEntries(funnelStatuses.map((status) => [status, byStatus[status]])) as Analytics['funnel'],
    medianFirstResponseHours: totals.medianHours === null ? null : Math.round(totals.medianHours * 10) / 10,
    answeredWithin48h: shareOf(totals.answeredWithin48h, totals.judged48h),
    autopilotShare: shareOf(totals.autopilot, totals.live),
    applicantsByRegion: analyticsRegions
      .filter((region) => (regions.get(region) ?? 0) > 0)
      .map((region) => ({ region, n: regions.get(region)! })),
    daily,
  };
}
