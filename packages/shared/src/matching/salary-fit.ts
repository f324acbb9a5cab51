import { currencyMarkers, currencyRatesAsOf, toUsd } from './currency-rates.ts';

/**
 * Salary fit: the seeker's expectation (a spec range such as '$30,000-$50,000', '$150,000+', or their own words:
 * '€70,000', 'NGN 800,000 per month') against the job's range or salary text, both turned into US dollars a year
 * with the dated rate table. Hourly, daily, weekly and monthly pay count as a full-time year (2,080 hours, 260
 * days, 52 weeks, 12 months), so a part-time rate compares fairly.
 */

export type PayPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

export interface Pay {
  min: number;
  max: number;
  currency: string;
  period: PayPeriod;
}

export interface AnnualUsd {
  min: number;
  max: number;
  /** The original pay, for sentences that show both ('₦1,500,000–₦2,500,000 a month'). */
  original: Pay;
}

export const periodsPerYear: Record<PayPeriod, number> = { year: 1, month: 12, week: 52, day: 260, hour: 2080 };

const periodWords: [RegExp, PayPeriod][] = [
  [/\bhourly\b|\bper\s+hour\b|\/\s*(?:hour|hr|h)\b|\ban?\s+hour\b|\bp\/?h\b/i, 'hour'],
  [/\bdaily\b|\bper\s+day\b|\/\s*day\b|\bday\s+rate\b|\ba\s+day\b/i, 'day'],
  [/\bweekly\b|\bper\s+week\b|\/\s*(?:week|wk)\b|\ba\s+week\b/i, 'week'],
  [/\bmonthly\b|\bper\s+month\b|\/\s*(?:month|mo|mth)\b|\ba\s+month\b|\bp\.?m\.?\b/i, 'month'],
  [/\byearly\b|\bannual(?:ly)?\b|\bper\s+(?:year|annum)\b|\/\s*(?:year|yr|y)\b|\bp\.?a\.?\b|\ba\s+year\b/i, 'year'],
];

function currencyOf(text: string): string | null {
  for (const [pattern, code] of currencyMarkers) {
    const match = pattern.exec(text);
    if (match) return code || (match[1] ?? '').toUpperCase();
  }
  return null;
}

const amountPattern = /(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+(?:[.,]\d+)?)\s?([kKmM])?(?![\p{L}\d])/gu;

function toAmount(digits: string, suffix: string | undefined): number {
  const grouped = /^\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+$/.test(digits);
  const value = grouped ? Number(digits.replace(/[^\d]/g, '')) : Number(digits.replace(',', '.'));
  const scale = suffix === 'k' || suffix === 'K' ? 1_000 : suffix === 'm' || suffix === 'M' ? 1_000_000 : 1;
  return value * scale;
}

/**
 * Pay from words: '$80k–$100k', '€50,000 per year', 'USD 4,000/month', '$150,000+', '₦1.5M monthly'. Without a
 * currency, dollars; without a period, the size in dollars decides (under 500 an hour, under 20,000 a month, else a
 * year). Null when no amount reads as pay.
 */
export function parsePay(text: string): Pay | null {
  const currency = currencyOf(text) ?? 'USD';
  const amounts = [...text.matchAll(amountPattern)]
    .map((match) => toAmount(match[1] ?? '', match[2]))
    .filter((value) => Number.isFinite(value));
  // "80-100k": the k written once covers both ends.
  if (
    amounts.length >= 2 &&
    /\d\s*[-–—to]+\s*\d+(?:[.,]\d+)?\s?[kK]\b/.test(text) &&
    amounts[0]! < 1000 &&
    amounts[1]! >= 1000
  ) {
    amounts[0] = amounts[0]! * 1000;
  }
  const [first, second] = amounts;
  if (first === undefined || Math.max(first, second ?? 0) <= 0) return null;
  const min = Math.min(first, second ?? first);
  const max =
    /\+\s*$|\bor more\b|\bplus\b/i.test(text.trim()) && second === undefined ? first : Math.max(first, second ?? first);
  const stated = periodWords.find(([pattern]) => pattern.test(text))?.[1];
  const usd = toUsd(max, currency) ?? max;
  const period = stated ?? (usd < 500 ? 'hour' : usd < 20_000 ? 'month' : 'year');
  return { min, max, currency, period };
}

/** A job's salary (range, words or null) as US dollars a year; null when unknown or in an unknown currency. */
export function annualUsd(salary: Pay | string | null | undefined): AnnualUsd | null {
  const pay = typeof salary === 'string' ? parsePay(salary) : salary;
  if (!pay || pay.max <= 0) return null;
  const perYear = periodsPerYear[pay.period] ?? 1;
  const min = toUsd(pay.min * perYear, pay.currency);
  const max = toUsd(pay.max * perYear, pay.currency);
  if (min === null || max === null) return null;
  return { min, max, original: pay };
}

export interface SalaryExpectation {
  /** The least the seeker asks for, US dollars a year (0 for '$0-$30,000'). */
  floorUsd: number;
  /** How sentences show it: the seeker's own words. */
  label: string;
}

/** '$30,000-$50,000' → floor 30,000; '$150,000+' → 150,000; '€70,000' → about 81,900; '' → null. */
export function readExpectation(
  expectation: string | number | null | undefined,
  currency = 'USD',
): SalaryExpectation | null {
  if (expectation === null || expectation === undefined || expectation === '') return null;
  const label =
    typeof expectation === 'number' ? `${currency} ${expectation.toLocaleString('en-US')}` : expectation.trim();
  const pay =
    typeof expectation === 'number'
      ? { min: expectation, max: expectation, currency, period: 'year' as const }
      : parsePay(expectation);
  const annual = annualUsd(pay);
  if (!annual) return null;
  return { floorUsd: annual.min, label };
}

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', NGN: '₦', INR: '₹', PHP: '₱' };
const money = (usd: number) => `$${(Math.round(usd / 1000) * 1000).toLocaleString('en-US')}`;
const periodWord: Record<PayPeriod, string> = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
};

function describePay(annual: AnnualUsd): string {
  const { original } = annual;
  const range = `${money(annual.min)}–${money(annual.max)} a year`.replace(/^(\$[\d,]+)–\1/, '$1');
  if (original.currency === 'USD' && original.period === 'year') return range;
  const symbol = currencySymbols[original.currency];
  const amount = (n: number) => `${symbol ?? ''}${n.toLocaleString('en-US')}`;
  const span = original.min === original.max ? amount(original.min) : `${amount(original.min)}–${amount(original.max)}`;
  // '₦1,500,000–₦2,500,000', but 'ZAR 850,000–1,100,000'.
  const own = symbol ? span : `${original.currency} ${span}`;
  return `about ${range} (${own} ${periodWord[original.period]})`;
}

export interface SalaryFit {
  fit: number | null;
  effect: 'positive' | 'negative' | 'neutral';
  text: string;
}

/** How the job's pay meets the expectation's floor. Unknown on either side is neutral. */
export function judgeSalary(job: AnnualUsd | null, expectation: SalaryExpectation | null): SalaryFit {
  if (!job) return { fit: null, effect: 'neutral', text: 'The job does not state a salary.' };
  const pays = `Pays ${describePay(job)}`;
  if (!expectation)
    return { fit: null, effect: 'neutral', text: `${pays}; add a salary expectation to your profile to compare.` };
  const yours = `your expectation of ${expectation.label}`;
  if (expectation.floorUsd <= 0) return { fit: 1, effect: 'positive', text: `${pays}, which fits ${yours}.` };
  if (job.max >= expectation.floorUsd) {
    const where = job.min >= expectation.floorUsd ? 'at or above' : 'within reach of';
    return { fit: 1, effect: 'positive', text: `${pays}, ${where} ${yours}.` };
  }
  const ratio = job.max / expectation.floorUsd;
  const note = ` (currencies converted at rates as of ${currencyRatesAsOf})`;
  const converted = job.original.currency === 'USD' ? '' : note;
  if (ratio >= 0.85) return { fit: 0.6, effect: 'negative', text: `${pays}, a little below ${yours}${converted}.` };
  return { fit: ratio >= 0.6 ? 0.3 : 0.1, effect: 'negative', text: `${pays}, below ${yours}${converted}.` };
}
