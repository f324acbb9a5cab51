import { describe, expect, it } from 'vitest';
import { toastsLeftBehind } from './page-change.ts';

describe('toastsLeftBehind', () => {
  it("dismisses the page's toasts when the page changes, except those raised for the next page", () => {
    expect(toastsLeftBehind(['saved', 'check-your-email', 'error'], new Set(['check-your-email']))).toEqual([
      'saved',
      'error',
    ]);
    expect(toastsLeftBehind(['saved'], new Set())).toEqual(['saved']);
    expect(toastsLeftBehind([], new Set(['gone-already']))).toEqual([]);
  });
});
