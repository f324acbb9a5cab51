import { describe, expect, it } from 'vitest';
import { termsDate } from './terms-date.ts';

describe('termsDate', () => {
  it('writes the version as a date in words, whatever the time zone', () => {
    expect(termsDate('2026-11-25')).toBe('25 November 2026');
    expect(termsDate('2027-01-01')).toBe('1 January 2027');
  });
});
