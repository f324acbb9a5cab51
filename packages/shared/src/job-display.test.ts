import { describe, expect, it } from 'vitest';
import {
  ageLabel,
  applicationMatchColour,
  companyInitials,
  dashboardMatchColour,
  detailMatchColour,
  formatSalary,
  logoFallbackLetter,
  timeRemainingLabel,
  visibleTags,
} from './job-display.ts';

const now = new Date('2026-03-20T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
const daysAgo = (d: number) => hoursAgo(d * 24);

describe('formatSalary', () => {
  it('formats ranges without decimals, USD by default', () => {
    expect(formatSalary({ min: 80000, max: 100000, currency: 'USD' })).toBe('$80,000 - $100,000');
    expect(formatSalary({ min: 80000.6, max: 100000 })).toBe('$80,001 - $100,000');
    expect(formatSalary({ min: 50000, max: 50000, currency: 'eur' })).toBe('€50,000');
    expect(formatSalary({ min: 45000, max: 60000, currency: 'GBP', period: 'year' })).toBe('£45,000 - £60,000');
  });

  it('names non-yearly periods and copes with one-sided or odd values', () => {
    expect(formatSalary({ min: 18, max: 22, currency: 'USD', period: 'hour' })).toBe('$18 - $22 per hour');
    expect(formatSalary({ min: 0, max: 4000, currency: 'USD', period: 'month' })).toBe('$4,000 per month');
    expect(formatSalary({ min: 0, max: 0 })).toBe('Salary not specified');
    expect(formatSalary({ min: 100, max: 200, currency: 'XYZQ' })).toBe('XYZQ 100 - XYZQ 200');
  });

  it('shows strings as they are and reports missing salaries', () => {
    expect(formatSalary('Competitive + equity')).toBe('Competitive + equity');
    expect(formatSalary('')).toBe('Salary not specified');
    expect(formatSalary(null)).toBe('Salary not specified');
    expect(formatSalary(undefined)).toBe('Salary not specified');
  });
});

describe('timeRemainingLabel', () => {
  it.each([
    [null, 'Closing soon'],
    ['not a date', 'Closing soon'],
    [hoursAgo(1), '29 days remaining'],
    [daysAgo(10), '20 days remaining'],
    [daysAgo(16), 'Less than 2 weeks remaining'],
    [daysAgo(23), 'Less than a week remaining'],
    [daysAgo(27), '3 days remaining'],
    [daysAgo(28), '2 days remaining'],
    [daysAgo(29), 'Last day to apply'],
    [daysAgo(30), 'Last day to apply'],
    [hoursAgo(30 * 24 + 1), 'Expired'],
    [new Date(now.getTime() + 3600_000), '30 days remaining'],
  ])('posted %s, no expiry date → %s', (postedAt, label) => {
    expect(timeRemainingLabel({ postedAt }, now)).toBe(label);
  });

  it('counts 15 to 20 days remaining as days', () => {
    expect(timeRemainingLabel({ postedAt: daysAgo(15) }, now)).toBe('15 days remaining');
    expect(timeRemainingLabel({ postedAt: daysAgo(16) }, now)).toBe('Less than 2 weeks remaining');
  });

  it("counts to the job's own expiry when it has one (a renewed post, a feed's job ending early)", () => {
    const inDays = (d: number) => new Date(now.getTime() + d * 86400_000).toISOString();
    // Posted 40 days ago and renewed: 25 days left, not 'Expired'.
    expect(timeRemainingLabel({ postedAt: daysAgo(40), expiresAt: inDays(25) }, now)).toBe('25 days remaining');
    // Posted yesterday, gone from its feed: expired whatever its age.
    expect(timeRemainingLabel({ postedAt: daysAgo(1), expiresAt: hoursAgo(2).toISOString() }, now)).toBe('Expired');
    expect(timeRemainingLabel({ postedAt: daysAgo(1), expiresAt: inDays(0.5) }, now)).toBe('Last day to apply');
    expect(timeRemainingLabel({ postedAt: daysAgo(1), expiresAt: inDays(6) }, now)).toBe('Less than a week remaining');
    // An unreadable expiry falls back to the posting date; neither gives 'Closing soon'.
    expect(timeRemainingLabel({ postedAt: daysAgo(10), expiresAt: '' }, now)).toBe('20 days remaining');
    expect(timeRemainingLabel({ expiresAt: 'soon' }, now)).toBe('Closing soon');
  });
});

describe('ageLabel', () => {
  it.each([
    [hoursAgo(3), 'Today'],
    [hoursAgo(30), 'Yesterday'],
    [daysAgo(6), '6 days ago'],
    [daysAgo(7), '1 week ago'],
    [daysAgo(29), '4 weeks ago'],
  ])('%s → %s', (date, label) => {
    expect(ageLabel(date, now)).toBe(label);
  });

  it('falls back to the local date after 30 days', () => {
    expect(ageLabel('2026-01-05T12:00:00Z', now, 'en-US', 'UTC')).toBe('1/5/2026');
    expect(ageLabel(null, now)).toBe('');
  });
});

describe('visibleTags', () => {
  it('shows three tags then +N more', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], moreLabel: '+2 more' });
    expect(visibleTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], moreLabel: null });
    expect(visibleTags(undefined)).toEqual({ shown: [], moreLabel: null });
  });
});

describe('match colours', () => {
  it.each([
    [95, 'green', 'green', 'green'],
    [80, 'green', 'green', 'green'],
    [79, 'yellow', 'blue', 'blue'],
    [60, 'yellow', 'blue', 'blue'],
    [59, 'red', 'yellow', 'yellow'],
    [40, 'red', 'yellow', 'yellow'],
    [39, 'red', 'yellow', 'orange'],
  ])('%i → detail %s, dashboard %s, application %s', (score, detail, dashboard, application) => {
    expect(detailMatchColour(score)).toBe(detail);
    expect(dashboardMatchColour(score)).toBe(dashboard);
    expect(applicationMatchColour(score)).toBe(application);
  });
});

describe('companyInitials', () => {
  it('takes the first letters of up to two words', () => {
    expect(companyInitials('Acme Cloud Labs')).toBe('AC');
    expect(companyInitials('  stripe ')).toBe('S');
    expect(companyInitials('')).toBe('');
    expect(logoFallbackLetter('zapier inc')).toBe('Z');
    expect(logoFallbackLetter(null)).toBe('J');
  });
});
