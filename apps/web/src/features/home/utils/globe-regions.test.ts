import { describe, expect, it } from 'vitest';
import { globeRegions, popupPosition, popupText } from './globe-regions.ts';

describe('globe regions', () => {
  it('has the six regions of the spec', () => {
    expect(globeRegions.map((r) => r.name)).toEqual([
      'North America',
      'Europe',
      'Africa',
      'Asia',
      'Australia',
      'South America',
    ]);
  });

  it('words the pop-up as the spec does', () => {
    expect(popupText('Africa', 49)).toBe('Africa - 49 Jobs Matched!');
  });

  it('keeps pop-ups inside the drawing', () => {
    const { left, top } = popupPosition({ name: 'Edge', keyword: 'x', x: 0, y: 0 });
    expect(left).toBe('22%');
    expect(top).toBe('4%');
  });
});
