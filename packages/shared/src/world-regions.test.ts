import { describe, expect, it } from 'vitest';
import { isInWorldRegion, worldRegionNamed, worldRegionSqlPattern } from './world-regions.ts';

describe('world regions', () => {
  it('recognises a region name in any case, and nothing else', () => {
    expect(worldRegionNamed(' africa ')).toBe('Africa');
    expect(worldRegionNamed('North America')).toBe('North America');
    expect(worldRegionNamed('Lagos')).toBeNull();
  });

  it('places cities, countries and multi-region words in their regions', () => {
    expect(isInWorldRegion('Lagos, Nigeria', 'Africa')).toBe(true);
    expect(isInWorldRegion('EMEA', 'Africa')).toBe(true);
    expect(isInWorldRegion('EMEA', 'Europe')).toBe(true);
    expect(isInWorldRegion('US only', 'North America')).toBe(true);
    expect(isInWorldRegion('Remote (Latin America)', 'South America')).toBe(true);
    expect(isInWorldRegion('Remote (Latin America)', 'North America')).toBe(false);
  });

  it('matches whole words only', () => {
    expect(isInWorldRegion('Australia', 'North America')).toBe(false);
    expect(isInWorldRegion('Russia', 'North America')).toBe(false);
    expect(isInWorldRegion('Ukraine', 'Europe')).toBe(true);
  });

  it('gives PostgreSQL a whole-word alternation', () => {
    expect(worldRegionSqlPattern('Australia')).toBe(
      '(^|[^[:alnum:]])(Australia|New Zealand|Oceania|APAC|Asia Pacific|ANZ|Sydney|Melbourne|Auckland)($|[^[:alnum:]])',
    );
  });
});
