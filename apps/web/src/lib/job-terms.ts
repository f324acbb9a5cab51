import {
  countryName,
  eligibilityBadgeLabel,
  eligibilityLabel,
  type EligibilityTerms,
} from '@orbit/shared/eligibility-labels';
import { openToPlace } from '@orbit/shared/open-to-place';

/**
 * Job terms in words, for the job page, the post-job preview and the moderation queue: experience level, who may
 * apply, time-zone overlap, deadline, and how fast the company answers.
 */

const experienceLabels: Record<string, string> = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
};

/** The stored experience level as words ('mid' → 'Mid level'); unknown values are shown as they are. */
export const experienceLevelLabel = (level: string): string => experienceLabels[level.toLowerCase()] ?? level;

// Shared with the job alert e-mails (the server), so a badge reads the same on a card and in an e-mail.
export { countryName, eligibilityBadgeLabel, eligibilityLabel, type EligibilityTerms };

export type EligibilityVerdict = 'open' | 'closed' | 'unknown';

/**
 * The badge as a signed-in seeker sees it: 'Open to Nigeria' when their country may take the job (worldwide stays
 * 'Open worldwide'), the plain label otherwise, with the verdict for its colour and words ('closed': not open to
 * them). Without a placed seeker, the plain label and no verdict.
 */
export function eligibilityBadgeFor(
  eligibility: EligibilityTerms | null | undefined,
  seekerCountry: { code: string; name: string; region: string | null } | null,
): { label: string; verdict: EligibilityVerdict | null } {
  const label = eligibilityBadgeLabel(eligibility);
  if (!seekerCountry) return { label, verdict: null };
  const open = openToPlace(eligibility, seekerCountry);
  if (open === 'yes')
    return { label: eligibility?.worldwide ? label : `Open to ${seekerCountry.name}`, verdict: 'open' };
  return { label, verdict: open === 'no' ? 'closed' : 'unknown' };
}

/** 'UTC', 'UTC+1', 'UTC-5', 'UTC+5:30'. */
export function utcOffsetLabel(offset: number): string {
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '-';
  const whole = Math.floor(Math.abs(offset));
  const minutes = Math.round((Math.abs(offset) - whole) * 60);
  return `UTC${sign}${whole}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** '4 hours overlap with UTC+1'. */
export function timezoneOverlapLabel(overlap: { hours: number; utcOffset: number }): string {
  return `${overlap.hours} ${overlap.hours === 1 ? 'hour' : 'hours'} overlap with ${utcOffsetLabel(overlap.utcOffset)}`;
}

/** A date ('2025-07-01' or an ISO time) as 'July 1, 2025'; null when it is not a date. */
export function longDate(value: string | null | undefined, locale?: string): string | null {
  if (!value) return null;
  // A bare date is a calendar day: read it at noon UTC so no time zone moves it to the day before.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * 'This company usually responds within 2 days' from the median hours to a first response: under a day in whole
 * hours (at least 1), else in whole days, rounded up so the promise is never shorter than the median.
 */
export function responseTimeLabel(medianHours: number | null | undefined): string | null {
  if (typeof medianHours !== 'number' || !Number.isFinite(medianHours) || medianHours < 0) return null;
  if (medianHours < 24) {
    const hours = Math.max(1, Math.ceil(medianHours));
    return `This company usually responds within ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.ceil(medianHours / 24);
  return `This company usually responds within ${days} ${days === 1 ? 'day' : 'days'}`;
}
