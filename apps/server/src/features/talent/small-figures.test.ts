import { describe, expect, it } from 'vitest';
import { publishCount, publishParts } from './small-figures.ts';

/** Parts as published, written short: a number, 'small' (fewer than 10) or 'withheld' (10 or more, not shown). */
const short = (parts: ReturnType<typeof publishParts>) =>
  parts.map(({ count, withheld }) => (withheld ? 'withheld' : (count ?? 'small')));

describe('publishing counts of people', () => {
  it('sends a count from 10 up and nothing below', () => {
    expect(publishCount(10)).toBe(10);
    expect(publishCount(4821)).toBe(4821);
    expect(publishCount(9)).toBeNull();
    expect(publishCount(1)).toBeNull();
    expect(publishCount(0)).toBeNull();
  });

  it('hides every part when the total is hidden', () => {
    expect(short(publishParts(9, [9, 0]))).toEqual(['small', 'small']);
  });

  it('withholds a second part when one small part could be read back from the total', () => {
    // 21 in all, 12 + 9: showing 12 would give away the 9.
    expect(short(publishParts(21, [12, 9]))).toEqual(['withheld', 'small']);
    // 42 in all, 12 + 9 + 11 + 10 (+ an empty part): the 10 goes with the 9, so the hidden parts add up to 19.
    expect(short(publishParts(42, [12, 9, 11, 10, 0]))).toEqual([12, 'small', 11, 'withheld', 'small']);
  });

  it('leaves the others alone when the hidden parts add up to 10 or more, or to nothing', () => {
    expect(short(publishParts(40, [25, 6, 5, 4]))).toEqual([25, 'small', 'small', 'small']);
    expect(short(publishParts(30, [30, 0, 0]))).toEqual([30, 'small', 'small']);
    expect(short(publishParts(30, [18, 12]))).toEqual([18, 12]);
  });

  it('never lets a sum of 1 to 9 be read from the total and the parts shown, and says only true things', () => {
    for (let a = 0; a < 25; a += 1) {
      for (let b = 0; b < 25; b += 1) {
        for (let c = 0; c < 25; c += 1) {
          const parts = [a, b, c];
          const total = a + b + c;
          const published = publishParts(total, parts);
          published.forEach(({ count, withheld }, index) => {
            if (count !== null) expect(count).toBe(parts[index]);
            else if (withheld) expect(parts[index]).toBeGreaterThanOrEqual(10);
            else expect(parts[index]).toBeLessThan(10);
          });
          if (total < 10) continue;
          const readBack = total - published.reduce((sum, { count }) => sum + (count ?? 0), 0);
          expect(readBack === 0 || readBack >= 10, `${parts.join('+')}`).toBe(true);
        }
      }
    }
  });
});
