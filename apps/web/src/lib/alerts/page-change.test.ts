import { describe, expect, it } from 'vitest';
import { alertsLeftBehind, carryOverMs } from './page-change.ts';

describe('alertsLeftBehind', () => {
  it('dismisses the alerts of the page being left, keeps one raised by the action that left it', () => {
    const now = 100_000;
    const raisedAt = new Map([
      ['shown-a-while-ago', now - 4000],
      ['just-before', now - carryOverMs + 50],
      ['at-the-limit', now - carryOverMs],
      ['just-past', now - carryOverMs - 1],
    ]);
    expect(alertsLeftBehind(raisedAt, now)).toEqual(['shown-a-while-ago', 'just-past']);
    expect(alertsLeftBehind(new Map(), now)).toEqual([]);
  });
});
