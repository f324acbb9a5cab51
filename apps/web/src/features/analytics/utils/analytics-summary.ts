import type { Analytics, FunnelStatus } from '@orbit/shared/analytics-contracts';

/** "40 %" — a share from 0 to 1, to a tenth of a percent where it matters. */
export const percent = (share: number | null): string => {
  if (share === null) return '—';
  const value = Math.round(share * 1000) / 10;
  return `${Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1)} %`;
};

export const hours = (value: number | null): string => (value === null ? '—' : `${value} h`);

/** "rose 40 %", "fell 12 %", "stayed the same": a change from the previous period, or null without one to compare. */
export function change(now: number, before: number): string | null {
  if (before === 0) return now === 0 ? 'stayed at none' : null;
  const ratio = (now - before) / before;
  if (Math.abs(ratio) < 0.005) return 'stayed the same';
  return `${ratio > 0 ? 'rose' : 'fell'} ${Math.round(Math.abs(ratio) * 100)} %`;
}

const compared = (what: string, now: number, before: number, days: number): string => {
  const moved = change(now, before);
  const previous = `the previous ${days} days`;
  if (moved === null) return `${what}: ${now}, none in ${previous}.`;
  return `${what} ${moved} on ${previous} (${before} → ${now}).`;
};

/** The daily chart's sentence: applications and views against the previous period of the same length. */
export function dailySummary(current: Analytics, previous: Analytics | undefined, days: number): string {
  if (!previous) return `${current.applications} applications and ${current.views} views in these ${days} days.`;
  const applications = compared('Applications', current.applications, previous.applications, days);
  const views = compared('views', current.views, previous.views, days).replace(/^views/, 'Views');
  return `${applications} ${views}`;
}

const reached: FunnelStatus[] = ['Shortlisted', 'Offered', 'Accepted'];

/** The funnel's sentence: how many went further than a first look, and how many were turned down or left. */
export function funnelSummary(funnel: Analytics['funnel']): string {
  const total = Object.values(funnel).reduce((sum, n) => sum + n, 0);
  if (total === 0) return 'No applications in this period.';
  const further = reached.reduce((sum, status) => sum + funnel[status], 0);
  return (
    `${further} of ${total} applications reached Shortlisted or further; ` +
    `${funnel.Rejected} were rejected and ${funnel.Withdrawn} withdrawn.`
  );
}

/** The regions' sentence: where most applicants are. */
export function regionSummary(regions: Analytics['applicantsByRegion']): string {
  const total = regions.reduce((sum, row) => sum + row.n, 0);
  const top = [...regions].sort((a, b) => b.n - a.n)[0];
  if (!top) return 'No applicants in this period.';
  return `Most applicants are in ${top.region === 'Unknown' ? 'no known region' : top.region}: ${top.n} of ${total} (${percent(top.n / total)}).`;
}
