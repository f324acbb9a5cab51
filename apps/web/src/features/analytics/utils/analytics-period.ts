import { lastDays, maxPeriodDays, periodDays, presetPeriodDays } from '@orbit/shared/analytics-contracts';

export type PeriodChoice = '7' | '30' | '90' | 'custom';
export const periodChoices: { value: PeriodChoice; label: string }[] = [
  ...presetPeriodDays.map((days) => ({ value: String(days) as PeriodChoice, label: `Last ${days} days` })),
  { value: 'custom', label: 'Custom' },
];

/** What the page shows, as the address holds it (`?period=30&jobId=…`, or `?period=custom&from=…&to=…`). */
export interface AnalyticsView {
  period: PeriodChoice;
  jobId: string;
  from: string;
  to: string;
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function readView(params: URLSearchParams, today: string): AnalyticsView {
  const asked = params.get('period');
  const period: PeriodChoice = periodChoices.some((choice) => choice.value === asked) ? (asked as PeriodChoice) : '30';
  const jobId = params.get('jobId') ?? '';
  if (period === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isDay(from) && isDay(to)) return { period, jobId, from, to };
    return { period, jobId, ...lastDays(today, 30) };
  }
  return { period, jobId, ...lastDays(today, Number(period)) };
}

export function paramsOf(view: AnalyticsView): URLSearchParams {
  return new URLSearchParams({
    period: view.period,
    ...(view.jobId ? { jobId: view.jobId } : {}),
    ...(view.period === 'custom' ? { from: view.from, to: view.to } : {}),
  });
}

/** A custom period's problem, in the API's words, before anything is asked; null when it is fine. */
export function customPeriodProblem(from: string, to: string): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both dates';
  if (from > to) return 'The start date must be on or before the end date';
  if (periodDays(from, to) > maxPeriodDays) return `A period can be at most ${maxPeriodDays} days`;
  return null;
}
