import { describe, expect, it } from 'vitest';
import { relativeTimeLabel } from './relative-time.ts';

const now = new Date('2026-03-03T12:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms);

describe('relativeTimeLabel', () => {
  it('says minutes, hours or days ahead', () => {
    expect(relativeTimeLabel(after(42 * 60_000), now)).toBe('in 42 minutes');
    expect(relativeTimeLabel(after(60 * 60_000), now)).toBe('in 1 hour');
    expect(relativeTimeLabel(after(5 * 3600_000 + 10 * 60_000), now)).toBe('in 5 hours');
    expect(relativeTimeLabel(after(2 * 86_400_000), now)).toBe('in 2 days');
  });

  it('says past moments as ago and the current minute as now', () => {
    expect(relativeTimeLabel(after(-5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTimeLabel(after(20_000), now)).toBe('now');
    expect(relativeTimeLabel(after(-20_000), now)).toBe('now');
    expect(relativeTimeLabel(after(-86_400_000).toISOString(), now)).toBe('yesterday');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(relativeTimeLabel('not a date', now)).toBe('');
  });
});
