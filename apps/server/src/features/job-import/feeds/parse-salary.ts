import type { Salary, SalaryPeriod, SalaryRange } from './normalised-job.ts';

/**
 * Salaries from structured fields or free text ("$80k–$100k", "€50,000 per year", "USD 4,000/month") into
 * {min, max, currency, period}. Text we cannot read confidently stays as the feed's words: a wrong number on a job
 * card is worse than an honest string.
 */

/** Checked in order: prefixed dollars before the bare '$'. */
const currencyMarkers: [RegExp, string][] = [
  [/US\$|\bUSD\b/i, 'USD'],
  [/CA\$|C\$|\bCAD\b/i, 'CAD'],
  [/AU\$|A\$|\bAUD\b/i, 'AUD'],
  [/NZ\$|\bNZD\b/i, 'NZD'],
  [/R\$|\bBRL\b/i, 'BRL'],
  [/S\$|\bSGD\b/i, 'SGD'],
  [/MX\$|\bMXN\b/i, 'MXN'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
  [/₹|\bINR\b/i, 'INR'],
  [/¥|\bJPY\b/i, 'JPY'],
  [/\bCHF\b/i, 'CHF'],
  [/zł|\bPLN\b/i, 'PLN'],
  [/\b(SEK|NOK|DKK|ZAR|HKD|CZK|HUF|RON|ILS|TRY|PHP|COP|ARS|CLP|NGN|KES)\b/i, ''],
  [/\$/, 'USD'],
];

/** Explicit forms ("per hour", "/month", "annually") win over loose words ("40 hour week"). */
const explicitPeriods: [RegExp, SalaryPeriod][] = [
  [/\bhourly\b|\bper\s+hour\b|\/\s*(?:hour|hr|h)\b|\ban\s+hour\b/i, 'hour'],
  [/\bdaily\b|\bper\s+day\b|\/\s*day\b|\bday\s+rate\b|\ba\s+day\b/i, 'day'],
  [/\bweekly\b|\bper\s+week\b|\/\s*(?:week|wk)\b|\ba\s+week\b/i, 'week'],
  [/\bmonthly\b|\bper\s+month\b|\/\s*(?:month|mo|mth)\b|\ba\s+month\b/i, 'month'],
  [/\byearly\b|\bannual(?:ly)?\b|\bper\s+(?:year|annum)\b|\/\s*(?:year|yr|y)\b|\bp\.a\.|\ba\s+year\b/i, 'year'],
];

const loosePeriods: [RegExp, SalaryPeriod][] = [
  [/\b(?:hr|hrs)\b/i, 'hour'],
  [/\bmonth\b/i, 'month'],
  [/\b(?:year|yr|annum|pa)\b/i, 'year'],
];

function detectCurrency(text: string): string | null {
  for (const [pattern, code] of currencyMarkers) {
    const match = pattern.exec(text);
    if (match) return code || (match[1] ?? '').toUpperCase();
  }
  return null;
}

function detectPeriod(text: string): SalaryPeriod | null {
  const found =
    explicitPeriods.find(([pattern]) => pattern.test(text)) ?? loosePeriods.find(([pattern]) => pattern.test(text));
  return found?.[1] ?? null;
}

/** Feed words for a pay period ('hourly', 'per month', 'yearly') → our period; null if not one. */
export function periodFromWord(word: unknown): SalaryPeriod | null {
  if (typeof word !== 'string') return null;
  const lower = word.trim().toLowerCase();
  if (/^(?:year|yearly|annual|annually|annum|yr)$/.test(lower)) return 'year';
  if (/^(?:month|monthly|mo)$/.test(lower)) return 'month';
  if (/^(?:week|weekly|wk)$/.test(lower)) return 'week';
  if (/^(?:day|daily)$/.test(lower)) return 'day';
  if (/^(?:hour|hourly|hr)$/.test(lower)) return 'hour';
  return detectPeriod(lower);
}

/** Without a stated period, the size decides: under 1,000 is an hourly rate, under 15,000 a monthly pay. */
export function inferPeriod(max: number): SalaryPeriod {
  if (max < 1000) return 'hour';
  if (max < 15000) return 'month';
  return 'year';
}

/** Structured fields (Remote OK salary_min/max, Jobicy annualSalaryMin/Max): numbers or numeric strings. */
export function salaryFromNumbers(
  rawMin: unknown,
  rawMax: unknown,
  currency?: unknown,
  period?: SalaryPeriod | null,
): SalaryRange | null {
  const toAmount = (value: unknown) => {
    const n = typeof value === 'string' ? Number(value.replace(/[,\s]/g, '')) : value;
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
  };
  let min = toAmount(rawMin);
  let max = toAmount(rawMax);
  if (max === 0) max = min;
  if (min === 0 && max === 0) return null;
  if (min > max) [min, max] = [max, min];
  const code =
    typeof currency === 'string' && /^[a-z]{3}$/i.test(currency.trim()) ? currency.trim().toUpperCase() : 'USD';
  return { min, max, currency: code, period: period ?? inferPeriod(max) };
}

// An amount: grouped thousands ("80,000", "50.000", "50 000") with optional decimals, or plain digits with optional
// decimals ("31,2" in "31,2k"), then an optional 'k'.
const amountPattern = /(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?)(?:\s?([kK])(?![a-zA-Z]))?/g;

function toNumber(raw: string): number {
  const compact = raw.replace(/[\u00a0\u202f ]/g, '');
  if (/^\d{1,3}([.,])\d{3}(?:\1\d{3})*$/.test(compact)) return Number(compact.replace(/[.,]/g, ''));
  if (/^\d{1,3}(?:,\d{3})+\.\d+$/.test(compact)) return Number(compact.replace(/,/g, ''));
  if (/^\d{1,3}(?:\.\d{3})+,\d+$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
  return Number(compact.replace(',', '.'));
}

// Hourly rates keep their cents ($18.50); float noise from '31,2k' does not survive.
const roundCents = (n: number) => Math.round(n * 100) / 100;

interface Amount {
  value: number;
  hasK: boolean;
  start: number;
  end: number;
}

const rangeGap = /^\s*(?:[-–—~]|to|and)\s*$/i;
const currencyNoise = /US\$|CA\$|AU\$|NZ\$|MX\$|[A-Z]?\$|€|£|₹|¥|\b[A-Z]{3}\b/g;

/** Free text → range, or the trimmed text when it is not clearly a salary, or null when empty. */
export function parseSalary(input: string | null | undefined): Salary {
  const text = (input ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return null;
  const keep = text.slice(0, 200);
  const currency = detectCurrency(text);
  const amounts: Amount[] = [...text.matchAll(amountPattern)].map((match) => ({
    value: toNumber(match[1] ?? ''),
    hasK: match[2] !== undefined,
    start: match.index,
    end: match.index + match[0].length,
  }));
  const isRangeAt = (i: number) => {
    const [from, to] = [amounts[i], amounts[i + 1]];
    return (
      from !== undefined && to !== undefined && rangeGap.test(text.slice(from.end, to.start).replace(currencyNoise, ''))
    );
  };
  // The first amount that looks like money: a currency in the text, a 'k' (its own or its range's: "80-100k"),
  // or a salary-sized number.
  const firstIndex = amounts.findIndex(
    (a, i) =>
      a.value > 0 &&
      (currency !== null || a.hasK || a.value >= 1000 || (isRangeAt(i) && amounts[i + 1]?.hasK === true)),
  );
  const first = amounts[firstIndex];
  if (!first) return keep;
  const second = amounts[firstIndex + 1];
  const isRange = second !== undefined && isRangeAt(firstIndex);

  let min = first.value * (first.hasK ? 1000 : 1);
  let max = min;
  if (isRange) {
    max = second.value * (second.hasK ? 1000 : 1);
    // "80-100k": the k written once covers both ends.
    if (!first.hasK && second.hasK && first.value < 1000) min = first.value * 1000;
  }
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= 0) return keep;
  if (min > max) [min, max] = [max, min];
  // 'k' amounts are yearly unless the text says otherwise ("$3k/month" is written out when meant).
  const period = detectPeriod(text) ?? (first.hasK || (isRange && second.hasK) ? 'year' : inferPeriod(max));
  return { min: roundCents(min), max: roundCents(max), currency: currency || 'USD', period };
}
