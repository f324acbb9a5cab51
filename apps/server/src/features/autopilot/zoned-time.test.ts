import { describe, expect, it } from 'vitest';
import { startOfLocalDay, startOfLocalWeek, startOfNextLocalDay, startOfNextLocalWeek } from './zoned-time.ts';

describe('days and weeks in the seeker’s zone', () => {
  it('Lagos (UTC+1): 23:30 UTC is already the next local day', () => {
    const now = new Date('2026-11-25T23:30:00Z');
    expect(startOfLocalDay(now, 'Africa/Lagos').toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(startOfLocalDay(new Date('2026-11-25T22:59:59Z'), 'Africa/Lagos').toISOString()).toBe(
      '2026-11-24T23:00:00.000Z',
    );
    expect(startOfNextLocalDay(now, 'Africa/Lagos').toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });

  it('New York across the end of daylight saving (1 Nov 2026)', () => {
    expect(startOfLocalDay(new Date('2026-11-01T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    expect(startOfLocalDay(new Date('2026-11-02T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-11-02T05:00:00.000Z',
    );
  });

  it('weeks start on the local Monday', () => {
    // Wednesday 25 Nov 2026 in Nairobi (UTC+3) → Monday 23 Nov 00:00 local = 22 Nov 21:00 UTC.
    expect(startOfLocalWeek(new Date('2026-11-25T10:00:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-22T21:00:00.000Z',
    );
    expect(startOfNextLocalWeek(new Date('2026-11-25T10:00:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-29T21:00:00.000Z',
    );
    // Sunday night 23:30 local is still the old week; Monday 00:30 the new one.
    expect(startOfLocalWeek(new Date('2026-11-29T20:30:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-22T21:00:00.000Z',
    );
    expect(startOfLocalWeek(new Date('2026-11-29T21:30:00Z'), 'Africa/Nairobi').toISOString()).toBe(
      '2026-11-29T21:00:00.000Z',
    );
  });

  it('zones west of UTC and on half hours', () => {
    expect(startOfLocalDay(new Date('2026-06-10T02:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-06-09T07:00:00.000Z',
    );
    expect(startOfLocalDay(new Date('2026-06-10T02:00:00Z'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-09T18:30:00.000Z',
    );
    expect(startOfLocalDay(new Date('2026-06-10T02:00:00Z'), 'UTC').toISOString()).toBe('2026-06-10T00:00:00.000Z');
  });
});
