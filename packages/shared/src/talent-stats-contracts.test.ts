import { describe, expect, it } from 'vitest';
import { peopleCountSchema, peoplePartSchema } from './talent-stats-contracts.ts';

describe('talent stats contract', () => {
  it('carries a count of people from 10 up, or null for fewer, and refuses a small number itself', () => {
    expect(peopleCountSchema.parse(10)).toBe(10);
    expect(peopleCountSchema.parse(null)).toBeNull();
    expect(peopleCountSchema.safeParse(9).success).toBe(false);
    expect(peopleCountSchema.safeParse(0).success).toBe(false);
    expect(peoplePartSchema.safeParse({ count: 9, withheld: false }).success).toBe(false);
  });
});
