/**
 * Date ranges as resumes write them ("Jan 2019 – Present", "03/2017 - 12/2018", "2016 – 2018", "Sept. 2020 to
 * date") and the time they cover. Dates are counted in months since year 0 (year × 12 + month index); a range's
 * end is exclusive, and a year without a month covers the whole year ("2016 – 2018" is three years).
 */

export interface DateRange {
  start: number;
  /** Exclusive; null for an open range ("Present", "Current", "Now"). */
  end: number | null;
  /** Where the range sits in its line, so the rest of the line can be read as a title. */
  index: number;
  length: number;
}

const monthNames = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const month =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const year = '(?:19[5-9]\\d|20\\d\\d)';
const monthNumber = '(?:0?[1-9]|1[0-2])';
const date = `(?:${month}\\s*,?\\s*${year}|${monthNumber}\\s*[/.]\\s*${year}|${year}\\s*[/.]\\s*${monthNumber}(?!\\d)|${year})`;
const openEnd = '(?:present|current(?:ly)?|now|today|ongoing|to date|date)';
const separator = '\\s*(?:-{1,2}|–|—|~|→|->|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b)\\s*';
const rangePattern = new RegExp(
  `(?<![\\p{L}\\p{N}/.])(${date})${separator}(${date}|${openEnd})(?![\\p{L}\\p{N}/])`,
  'giu',
);

interface PartialDate {
  year: number;
  /** 0-based; null when only the year is given. */
  month: number | null;
}

function parseDate(text: string): PartialDate | null {
  const lower = text.toLowerCase();
  const yearMatch = /(19|20)\d\d/.exec(lower);
  if (!yearMatch) return null;
  const yearValue = Number(yearMatch[0]);
  const named = /[a-z]{3}/.exec(lower);
  if (named) return { year: yearValue, month: monthNames.indexOf(named[0]) };
  const numbers = lower.match(/\d+/g) ?? [];
  const monthValue = numbers.map(Number).find((value) => value >= 1 && value <= 12);
  return { year: yearValue, month: numbers.length > 1 && monthValue !== undefined ? monthValue - 1 : null };
}

export const monthIndexOf = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** Every range in a line, in order. */
export function findDateRanges(line: string): DateRange[] {
  const ranges: DateRange[] = [];
  for (const match of line.matchAll(rangePattern)) {
    const from = parseDate(match[1] as string);
    if (!from) continue;
    const to = new RegExp(`^${openEnd}$`, 'i').test(match[2] as string) ? null : parseDate(match[2] as string);
    const start = from.year * 12 + (from.month ?? 0);
    const end = to === null ? null : to.year * 12 + (to.month ?? 11) + 1;
    if (end !== null && end <= start) continue;
    ranges.push({ start, end, index: match.index, length: match[0].length });
  }
  return ranges;
}

/** The range as it stands at `now`: open ranges end now, future parts are cut, ranges that start later vanish. */
export function clampToNow(range: DateRange, now: Date): { start: number; end: number } | null {
  const current = monthIndexOf(now) + 1;
  if (range.start >= current) return null;
  return { start: range.start, end: Math.min(range.end ?? current, current) };
}

/** Months covered by the ranges together: overlapping and touching ranges count once. */
export function monthsCovered(ranges: readonly { start: number; end: number }[]): number {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  let total = 0;
  let open: { start: number; end: number } | null = null;
  for (const range of sorted) {
    if (open && range.start <= open.end) {
      open.end = Math.max(open.end, range.end);
      continue;
    }
    if (open) total += open.end - open.start;
    open = { ...range };
  }
  return open ? total + open.end - open.start : total;
}
