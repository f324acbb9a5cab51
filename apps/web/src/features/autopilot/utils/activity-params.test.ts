import { describe, expect, it } from 'vitest';
import { activityParams, activitySearch } from './activity-params.ts';

describe('activityParams', () => {
  it('reads the page and the outcome from the address', () => {
    expect(activityParams(new URLSearchParams('page=3&outcome=applied'))).toEqual({ page: 3, outcome: 'applied' });
  });

  it('falls back to page 1 and every outcome', () => {
    expect(activityParams(new URLSearchParams(''))).toEqual({ page: 1, outcome: undefined });
    expect(activityParams(new URLSearchParams('page=-2&outcome=bogus'))).toEqual({ page: 1, outcome: undefined });
    expect(activityParams(new URLSearchParams('page=abc&outcome='))).toEqual({ page: 1, outcome: undefined });
  });
});

describe('activitySearch', () => {
  it('writes the page, and the outcome only when chosen', () => {
    expect(activitySearch({ page: 2, outcome: undefined })).toBe('page=2');
    expect(activitySearch({ page: 1, outcome: 'failed' })).toBe('page=1&outcome=failed');
  });
});
