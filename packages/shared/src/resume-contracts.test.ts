import { describe, expect, it } from 'vitest';
import { experienceBucketOf } from './resume-contracts.ts';

describe('experienceBucketOf', () => {
  it('puts years in the onboarding buckets, a boundary in the upper one', () => {
    expect([0, 0.9, 1, 2.5, 3, 4.9, 5, 9.9, 10, 30].map(experienceBucketOf)).toEqual([
      '0-1',
      '0-1',
      '1-3',
      '1-3',
      '3-5',
      '3-5',
      '5-10',
      '5-10',
      '10+',
      '10+',
    ]);
  });
});
