import { describe, expect, it } from 'vitest';
import { autopilotCardState, awaitingText, limitText, nextScanText } from './autopilot-card.ts';

const now = new Date('2026-03-03T12:00:00.000Z');

describe('autopilotCardState', () => {
  it('tells active, paused, off and never started apart', () => {
    expect(autopilotCardState({ isActive: true, pausedReason: null, totalApplied: 0 })).toBe('active');
    expect(autopilotCardState({ isActive: false, pausedReason: '3 sends failed in a row', totalApplied: 4 })).toBe(
      'paused',
    );
    expect(autopilotCardState({ isActive: false, pausedReason: null, totalApplied: 4 })).toBe('off');
    expect(autopilotCardState({ isActive: false, pausedReason: null, totalApplied: 0 })).toBe('new');
  });
});

describe('card texts', () => {
  it('writes the limits', () => {
    expect(limitText(3, 5, 'today')).toBe('3 of 5 today');
    expect(limitText(18, 25, 'this week')).toBe('18 of 25 this week');
  });

  it('says when the next scan runs', () => {
    expect(nextScanText('2026-03-03T12:42:00.000Z', now)).toBe('Next scan in 42 minutes');
    expect(nextScanText('2026-03-03T11:59:00.000Z', now)).toBe('Next scan any moment now');
    expect(nextScanText(null, now)).toBeNull();
  });

  it('counts what awaits approval', () => {
    expect(awaitingText(1)).toBe('1 application awaits your approval');
    expect(awaitingText(2)).toBe('2 applications await your approval');
  });
});
