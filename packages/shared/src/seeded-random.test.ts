import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('gives the same numbers from the same seed, and mulberry32’s own', () => {
    const first = seededRandom(42);
    const again = seededRandom(42);
    const numbers = Array.from({ length: 5 }, () => first.next());
    expect(Array.from({ length: 5 }, () => again.next())).toEqual(numbers);
    // mulberry32(42)'s first output: the demo data and benchmark sets stay what they were.
    expect(numbers[0]).toBeCloseTo(0.6011037519201636, 15);
    expect(seededRandom(43).next()).not.toBe(numbers[0]);
  });

  it('samples different items and never more than there are', () => {
    const random = seededRandom(7);
    const chosen = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(chosen).size).toBe(3);
    expect(random.sample(['a', 'b'], 5).sort()).toEqual(['a', 'b']);
  });

  it('draws by weight', () => {
    const random = seededRandom(1);
    const draws = Array.from({ length: 2000 }, () =>
      random.weighted([
        ['common', 9],
        ['rare', 1],
      ] as const),
    );
    const rare = draws.filter((value) => value === 'rare').length;
    expect(rare).toBeGreaterThan(100);
    expect(rare).toBeLessThan(320);
    expect(random.weighted([['only', 0]] as const)).toBe('only');
  });
});
