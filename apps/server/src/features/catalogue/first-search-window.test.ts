import { describe, expect, it } from 'vitest';
import { inWholeHours } from './first-search-window.ts';

describe('inWholeHours', () => {
  it('rounds a window up to the next whole hour, never under one hour', () => {
    expect(inWholeHours(0)).toBe(1 / 24);
    expect(inWholeHours(0.001)).toBe(1 / 24);
    expect(inWholeHours(0.47)).toBe(12 / 24);
    expect(inWholeHours(1)).toBe(1);
    expect(inWholeHours(2.01)).toBe(49 / 24);
  });
});
