import { describe, expect, it } from 'vitest';
import {
  cancelledText,
  expiryText,
  formatInZone,
  hasOutcomeData,
  responseRate,
  scanAvailable,
  timeZoneOptions,
  whenLabel,
} from './autopilot-text.ts';

const now = new Date('2026-03-03T12:00:00.000Z');

describe('formatInZone', () => {
  it("shows the moment in the seeker's zone and names it", () => {
    expect(formatInZone('2026-03-03T13:05:00.000Z', 'Africa/Lagos', 'en-GB')).toBe('Tue 3 Mar, 14:05 (Africa/Lagos)');
    expect(formatInZone('2026-03-03T13:05:00.000Z', 'UTC', 'en-GB')).toBe('Tue 3 Mar, 13:05 (UTC)');
  });

  it('falls back to the browser zone for an unknown zone, and to nothing for a bad date', () => {
    expect(formatInZone('2026-03-03T13:05:00.000Z', 'Mars/Olympus', 'en-GB')).not.toContain('Mars');
    expect(formatInZone('soon', 'UTC')).toBe('');
  });
});

describe('whenLabel', () => {
  it('says how soon and exactly when', () => {
    expect(whenLabel('2026-03-03T12:42:00.000Z', 'UTC', now, 'en-GB')).toBe('in 42 minutes — Tue 3 Mar, 12:42 (UTC)');
  });
});

describe('scanAvailable', () => {
  it('is available with no wait or once the moment has passed', () => {
    expect(scanAvailable(null, now)).toBe(true);
    expect(scanAvailable('2026-03-03T11:59:00.000Z', now)).toBe(true);
    expect(scanAvailable('2026-03-03T12:05:00.000Z', now)).toBe(false);
  });
});

describe('cancelledText', () => {
  it('counts the cancelled sends', () => {
    expect(cancelledText(0)).toBe('No applications were waiting to be sent.');
    expect(cancelledText(1)).toBe('1 application waiting to be sent was cancelled.');
    expect(cancelledText(4)).toBe('4 applications waiting to be sent were cancelled.');
  });
});

describe('responseRate', () => {
  it('is a whole percent, or a dash when nothing was sent', () => {
    expect(responseRate({ sent: 3, responded: 1 })).toBe('33%');
    expect(responseRate({ sent: 0, responded: 0 })).toBe('–');
  });
});

describe('hasOutcomeData', () => {
  const empty = {
    bands: [],
    autopilot: { sent: 0, responded: 0 },
    manual: { sent: 0, responded: 0 },
    suggestedMinimumScore: null,
    suggestion: '',
  };
  it('needs something sent by either side', () => {
    expect(hasOutcomeData(empty)).toBe(false);
    expect(hasOutcomeData({ ...empty, manual: { sent: 2, responded: 0 } })).toBe(true);
  });
});

describe('expiryText', () => {
  it('says when a proposal expires', () => {
    expect(expiryText('2026-03-05T12:00:00.000Z', now)).toBe('Expires in 2 days');
    expect(expiryText('2026-03-03T11:00:00.000Z', now)).toBe('Expired');
    expect(expiryText(null, now)).toBeNull();
  });
});

describe('timeZoneOptions', () => {
  it('keeps the saved zone and UTC, sorted', () => {
    expect(timeZoneOptions('Etc/GMT+1', ['Europe/Paris', 'Africa/Lagos'])).toEqual([
      'Africa/Lagos',
      'Etc/GMT+1',
      'Europe/Paris',
      'UTC',
    ]);
    expect(timeZoneOptions('UTC', ['UTC'])).toEqual(['UTC']);
  });
});
