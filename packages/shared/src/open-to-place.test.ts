import { describe, expect, it } from 'vitest';
import { openToCountry, placedCountryOf } from './eligibility.ts';
import { openToPlace } from './open-to-place.ts';

describe('openToPlace', () => {
  const kenya = { code: 'KE', region: 'Africa' };

  it('answers from the job alone for worldwide and unknown', () => {
    expect(openToPlace({ worldwide: true, countries: [], regions: [] }, kenya)).toBe('yes');
    expect(openToPlace(null, kenya)).toBe('unknown');
  });

  it('takes the country or its region, and nothing else', () => {
    expect(openToPlace({ worldwide: false, countries: ['KE'], regions: [] }, kenya)).toBe('yes');
    expect(openToPlace({ worldwide: false, countries: [], regions: ['Africa'] }, kenya)).toBe('yes');
    expect(openToPlace({ worldwide: false, countries: ['US'], regions: ['Europe'] }, kenya)).toBe('no');
  });

  it('cannot say for a country without a region when the job names regions', () => {
    expect(openToPlace({ worldwide: false, countries: [], regions: ['Europe'] }, { code: 'XK', region: null })).toBe(
      'unknown',
    );
    expect(openToPlace({ worldwide: false, countries: ['US'], regions: [] }, { code: 'XK', region: null })).toBe('no');
  });

  it('agrees with openToCountry, which places a bare code, for every placed profile location', () => {
    const jobs = [
      { worldwide: false, countries: ['NG'], regions: [] },
      { worldwide: false, countries: [], regions: ['Africa' as const] },
      { worldwide: false, countries: ['DE'], regions: ['North America' as const] },
    ];
    for (const location of ['Lagos, Nigeria', 'Nairobi', 'Berlin, Germany', 'Austin, TX', 'Accra']) {
      const country = placedCountryOf(location);
      expect(country, location).not.toBeNull();
      for (const job of jobs)
        expect(openToPlace(job, country!), `${location} ${JSON.stringify(job)}`).toBe(
          openToCountry(job, country!.code),
        );
    }
  });
});
