/**
 * Display rules for jobs, companies and match scores (spec sections 2, 3, 4 and 9). Pure: every time-based rule
 * takes `now`, so web and server agree and tests need no fake timers.
 */

export type SalaryPeriod = 'year' | 'month' | 'week' | 'day' | 'hour';

export interface SalaryRange {
  min: number;
  max: number;
  currency?: string | null;
  period?: SalaryPeriod | null;
}

export type DateInput = Date | string | number | null | undefined;

const dayMs = 24 * 60 * 60 * 1000;

/** Spec section 9: listings are valid for 30 days from postedAt. */
export const jobLifetimeDays = 30;
export const tagsPerCard = 3;

function toTime(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // An unknown currency code makes Intl throw; show the code rather than lose the salary.
    return `${currency} ${Math.round(amount).toLocaleString(locale)}`;
  }
}

const periodSuffix: Record<SalaryPeriod, string> = {
  year: '',
  month: ' per month',
  week: ' per week',
  day: ' per day',
  hour: ' per hour',
};

/**
 * Spec "Salary": a currency range without decimals (default USD); a string is shown as is; anything else reads
 * 'Salary not specified'. Non-yearly periods get a suffix so "$18 - $22" is not mistaken for a yearly pay.
 */
export function formatSalary(salary: SalaryRange | string | null | undefined, locale = 'en-US'): string {
  if (typeof salary === 'string') return salary.trim() === '' ? 'Salary not specified' : salary;
  if (!salary) return 'Salary not specified';
  const amounts = [salary.min, salary.max].filter((n) => typeof n === 'number' && Number.isFinite(n) && n > 0);
  const low = amounts[0];
  if (low === undefined) return 'Salary not specified';
  const high = amounts[1] ?? low;
  const currency = salary.currency?.trim().toUpperCase() || 'USD';
  const suffix = periodSuffix[salary.period ?? 'year'] ?? '';
  if (low === high) return `${formatMoney(low, currency, locale)}${suffix}`;
  return `${formatMoney(low, currency, locale)} - ${formatMoney(high, currency, locale)}${suffix}`;
}

/**
 * Spec "Job time remaining": the one expiry wording of every job card and of the job page, so a job never reads two
 * ways (the spec's second countdown, 'Xd Yh Left', is no longer used). Counted to the job's own `expiresAt` when it has
 * one (a renewed post runs longer than 30 days from posting; an imported job can end sooner), else to 30 days from
 * `postedAt`. Days left are whole days (a job posted an hour ago has 29 left, as the original board counted); a posting
 * date in the future counts as just posted; no date at all reads 'Closing soon'.
 */
export function timeRemainingLabel(job: { expiresAt?: DateInput; postedAt?: DateInput }, now: Date): string {
  const expires = toTime(job.expiresAt);
  const posted = toTime(job.postedAt);
  let left: number;
  if (expires !== null) left = expires - now.getTime();
  else if (posted !== null) left = Math.min(posted, now.getTime()) + jobLifetimeDays * dayMs - now.getTime();
  else return 'Closing soon';
  if (left < 0) return 'Expired';
  const daysRemaining = Math.floor(left / dayMs);
  if (daysRemaining <= 1) return 'Last day to apply';
  if (daysRemaining <= 3) return `${daysRemaining} days remaining`;
  if (daysRemaining <= 7) return 'Less than a week remaining';
  if (daysRemaining <= 14) return 'Less than 2 weeks remaining';
  return `${daysRemaining} days remaining`;
}

/**
 * Spec "Posted and application age labels". Counts whole 24-hour periods rather than calendar days so the label
 * does not depend on the viewer's time zone; only the fallback date is formatted locally.
 */
export function ageLabel(date: DateInput, now: Date, locale?: string, timeZone?: string): string {
  const time = toTime(date);
  if (time === null) return '';
  const days = Math.floor(Math.max(0, now.getTime() - time) / dayMs);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return new Date(time).toLocaleDateString(locale, timeZone ? { timeZone } : undefined);
}

/** Cards show at most three tags, then '+N more'. */
export function visibleTags(
  tags: readonly string[] | null | undefined,
  max = tagsPerCard,
): { shown: string[]; moreLabel: string | null } {
  const list = tags ?? [];
  const hidden = list.length - max;
  return { shown: list.slice(0, max), moreLabel: hidden > 0 ? `+${hidden} more` : null };
}

export type MatchColour = 'green' | 'yellow' | 'red' | 'blue' | 'orange';
export type MatchScale = 'detail' | 'dashboard' | 'application';

/** Spec section 9 thresholds, per place: detail page, dashboard bar, application card. */
export function matchColour(score: number, scale: MatchScale): MatchColour {
  if (score >= 80) return 'green';
  if (scale === 'detail') return score >= 60 ? 'yellow' : 'red';
  if (score >= 60) return 'blue';
  if (scale === 'dashboard') return 'yellow';
  return score >= 40 ? 'yellow' : 'orange';
}

export const detailMatchColour = (score: number): MatchColour => matchColour(score, 'detail');
export const dashboardMatchColour = (score: number): MatchColour => matchColour(score, 'dashboard');
export const applicationMatchColour = (score: number): MatchColour => matchColour(score, 'application');

/** First letters of up to two words ('Acme Cloud Labs' → 'AC'); '' for a blank name. */
export function companyInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The job-logo placeholder letter: the company's first letter, or 'J' (spec section 3, Job.logo). */
export function logoFallbackLetter(company: string | null | undefined): string {
  return Array.from(companyInitials(company))[0] ?? 'J';
}
