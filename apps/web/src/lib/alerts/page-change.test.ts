import { describe, expect, it } from 'vitest';
import { alertsLeftBehind } from './page-change.ts';

describe('alertsLeftBehind', () => {
  it("dismisses the page's alerts when the page changes, except those raised for the next page", () => {
    expect(alertsLeftBehind(['saved', 'check-your-email', 'error'], new Set(['check-your-email']))).toEqual([
      'saved',
      'error',
    ]);
    expect(alertsLeftBehind(['saved'], new Set())).toEqual(['saved']);
    expect(alertsLeftBehind([], new Set(['gone-already']))).toEqual([]);
  });
});
