import { describe, expect, it } from 'vitest';
import {
  countryName,
  eligibilityBadgeFor,
  eligibilityBadgeLabel,
  eligibilityLabel,
  experienceLevelLabel,
  longDate,
  responseTimeLabel,
  timezoneOverlapLabel,
  utcOffsetLabel,
} from './job-terms.ts';

describe('experienceLevelLabel', () => {
  it('words the stored levels and keeps unknown ones', () => {
    expect(experienceLevelLabel('mid')).toBe('Mid level');
    expect(experienceLevelLabel('Senior')).toBe('Senior');
    expect(experienceLevelLabel('3-5 years')).toBe('3-5 years');
  });
});

describe('eligibility', () => {
  it('names countries from their codes', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('ke')).toBe('Kenya');
    expect(countryName('not a code')).toBe('not a code');
  });

  it('reads worldwide, or regions then countries', () => {
    expect(eligibilityLabel({ worldwide: true, countries: ['NG'], regions: [] })).toBe('Worldwide');
    expect(eligibilityLabel({ worldwide: false, countries: ['GB', 'NG'], regions: ['Europe'] })).toBe(
      'Europe, United Kingdom, Nigeria',
    );
    expect(eligibilityLabel(null)).toBe('');
  });
});

describe('time-zone overlap', () => {
  it('writes offsets as UTC±h[:mm]', () => {
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(1)).toBe('UTC+1');
    expect(utcOffsetLabel(-5)).toBe('UTC-5');
    expect(utcOffsetLabel(5.5)).toBe('UTC+5:30');
  });

  it('reads hours and offset', () => {
    expect(timezoneOverlapLabel({ hours: 4, utcOffset: 1 })).toBe('4 hours overlap with UTC+1');
    expect(timezoneOverlapLabel({ hours: 1, utcOffset: -3 })).toBe('1 hour overlap with UTC-3');
  });
});

describe('longDate', () => {
  it('keeps a bare date on its calendar day', () => {
    expect(longDate('2025-07-01', 'en-US')).toBe('July 1, 2025');
    expect(longDate('not a date')).toBeNull();
    expect(longDate(null)).toBeNull();
  });
});

describe('responseTimeLabel', () => {
  it('says hours under a day and days from a day, rounded up', () => {
    expect(responseTimeLabel(0.2)).toBe('This company usually responds within 1 hour');
    expect(responseTimeLabel(5.1)).toBe('This company usually responds within 6 hours');
    expect(responseTimeLabel(24)).toBe('This company usually responds within 1 day');
    expect(responseTimeLabel(50)).toBe('This company usually responds within 3 days');
  });

  it('says nothing without a median', () => {
    expect(responseTimeLabel(null)).toBeNull();
    expect(responseTimeLabel(undefined)).toBeNull();
    expect(responseTimeLabel(Number.NaN)).toBeNull();
  });
});

describe('eligibilityBadgeLabel', () => {
  it('says who may apply in a few words, and that an unstated job does not say', () => {
    expect(eligibilityBadgeLabel({ worldwide: true, countries: [], regions: [] })).toBe('Open worldwide');
    expect(eligibilityBadgeLabel({ worldwide: false, countries: ['NG'], regions: [] })).toBe('Nigeria only');
    expect(eligibilityBadgeLabel({ worldwide: false, countries: ['US'], regions: [] })).toBe('United States only');
    expect(eligibilityBadgeLabel({ worldwide: false, countries: [], regions: ['Africa', 'Europe'] })).toBe(
      'Africa, Europe',
    );
    expect(eligibilityBadgeLabel({ worldwide: false, countries: ['GB', 'KE'], regions: ['Africa', 'Europe'] })).toBe(
      'Africa, Europe +2 more',
    );
    expect(eligibilityBadgeLabel(null)).toBe('Eligibility not stated');
    expect(eligibilityBadgeLabel({ worldwide: false, countries: [], regions: [] })).toBe('Eligibility not stated');
  });
});

describe('eligibilityBadgeFor', () => {
  const nigeria = { code: 'NG', name: 'Nigeria', region: 'Africa' };

  it('shows the plain label with no verdict to anyone but a placed seeker', () => {
    expect(eligibilityBadgeFor({ worldwide: false, countries: ['US'], regions: [] }, null)).toEqual({
      label: 'United States only',
      verdict: null,
    });
  });

  it("says 'Open to Nigeria' when the country or its region may apply, and keeps 'Open worldwide'", () => {
    expect(eligibilityBadgeFor({ worldwide: false, countries: [], regions: ['Africa'] }, nigeria)).toEqual({
      label: 'Open to Nigeria',
      verdict: 'open',
    });
    expect(eligibilityBadgeFor({ worldwide: false, countries: ['NG', 'KE'], regions: [] }, nigeria)).toEqual({
      label: 'Open to Nigeria',
      verdict: 'open',
    });
    expect(eligibilityBadgeFor({ worldwide: true, countries: [], regions: [] }, nigeria)).toEqual({
      label: 'Open worldwide',
      verdict: 'open',
    });
  });

  it('marks a job limited elsewhere as closed, and an unstated one as unknown', () => {
    expect(eligibilityBadgeFor({ worldwide: false, countries: ['US'], regions: [] }, nigeria)).toEqual({
      label: 'United States only',
      verdict: 'closed',
    });
    expect(eligibilityBadgeFor({ worldwide: false, countries: [], regions: ['Europe'] }, nigeria).verdict).toBe(
      'closed',
    );
    expect(eligibilityBadgeFor(null, nigeria)).toEqual({ label: 'Eligibility not stated', verdict: 'unknown' });
  });
});
