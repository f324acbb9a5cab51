import { describe, expect, it } from 'vitest';
import {
  jobEligibilityOf,
  openToCountry,
  readEligibility,
  readWorkplace,
  worldRegionOf,
  type StructuredEligibility,
} from './eligibility.ts';
import { countryByCode } from './matching/places.ts';

const country = (code: string) => countryByCode.get(code)!;

describe('readEligibility', () => {
  it('never takes silence, a bare "Remote" or an office city as worldwide', () => {
    for (const text of [null, '', '   ', 'Remote', 'Remote-first', '4 hours overlap with CET']) {
      expect(readEligibility(text, text)).toBeNull();
    }
    for (const office of ['Berlin', 'Austin, TX', 'Saint Louis, MO, USA'])
      expect(readEligibility(null, office)).toBeNull();
  });

  it('never reads "anywhere in X" as worldwide, nor a preference as a limit', () => {
    expect(readEligibility('Anywhere in the US')).toEqual({ worldwide: false, countries: ['US'], regions: [] });
    expect(readEligibility('Remote anywhere in Europe')).toEqual({
      worldwide: false,
      countries: [],
      regions: ['Europe'],
    });
    expect(readEligibility('Worldwide, US preferred')).toEqual({ worldwide: true, countries: [], regions: [] });
    expect(readEligibility('EU time zones preferred')).toBeNull();
  });

  it('reads the candidates field before the location', () => {
    expect(readEligibility('Kenya, Nigeria, Ghana', 'Berlin')).toEqual({
      worldwide: false,
      countries: ['GH', 'KE', 'NG'],
      regions: [],
    });
    expect(readEligibility('', 'Remote, USA')).toEqual({ worldwide: false, countries: ['US'], regions: [] });
  });

  it('spells out what an exclusion leaves, since the shape has no "except"', () => {
    const reading = readEligibility('Worldwide except Africa');
    expect(reading?.worldwide).toBe(false);
    expect(reading?.regions).toEqual(['North America', 'South America', 'Europe', 'Asia', 'Australia']);
    expect(reading?.countries).toEqual([]);
  });

  it('narrows worldwide by a stated UTC window to the countries inside it', () => {
    const reading = readEligibility('Worldwide (UTC-3 to UTC+3)');
    expect(reading?.worldwide).toBe(false);
    expect(reading?.regions).toContain('Europe');
    expect(reading?.countries).toEqual(expect.arrayContaining(['NG', 'KE', 'BR']));
    expect(reading?.countries).not.toContain('US');
    expect(reading?.countries).not.toContain('IN');
  });

  it('keeps sub-regions as their countries', () => {
    expect(readEligibility('DACH only')).toEqual({ worldwide: false, countries: ['AT', 'CH', 'DE'], regions: [] });
    expect(readEligibility('Sub-Saharan Africa')?.countries).toContain('NG');
    expect(readEligibility('Sub-Saharan Africa')?.countries).not.toContain('EG');
  });
});

describe('jobEligibilityOf', () => {
  it("takes a native post's stated eligibility as it is", () => {
    const stated: StructuredEligibility = { worldwide: false, countries: ['NG'], regions: ['Europe'] };
    expect(jobEligibilityOf({ eligibility: stated, regions: 'Worldwide', location: 'Remote' })).toBe(stated);
  });

  it("reads an imported job's words", () => {
    expect(jobEligibilityOf({ eligibility: null, regions: 'USA Only', location: 'USA Only' })).toEqual({
      worldwide: false,
      countries: ['US'],
      regions: [],
    });
    expect(jobEligibilityOf({ regions: null, location: 'Remote' })).toBeNull();
  });
});

describe('openToCountry', () => {
  it('answers yes for worldwide, the country named, or its region', () => {
    expect(openToCountry({ worldwide: true, countries: [], regions: [] }, 'NG')).toBe('yes');
    expect(openToCountry({ worldwide: false, countries: ['NG'], regions: [] }, 'ng')).toBe('yes');
    expect(openToCountry({ worldwide: false, countries: [], regions: ['Africa'] }, 'NG')).toBe('yes');
    expect(openToCountry(readEligibility('EMEA'), 'NG')).toBe('yes');
    expect(openToCountry(readEligibility('EMEA'), 'AE')).toBe('yes');
  });

  it('answers no when the job names other places', () => {
    expect(openToCountry(readEligibility('USA Only'), 'NG')).toBe('no');
    expect(openToCountry(readEligibility('LATAM'), 'US')).toBe('no');
    expect(openToCountry(readEligibility('Worldwide except Africa'), 'NG')).toBe('no');
  });

  it('answers unknown when the job does not say, or the country cannot be placed in a named region', () => {
    expect(openToCountry(null, 'NG')).toBe('unknown');
    expect(openToCountry({ worldwide: false, countries: [], regions: ['Europe'] }, 'XX')).toBe('unknown');
    expect(openToCountry({ worldwide: false, countries: ['US'], regions: [] }, 'XX')).toBe('no');
  });
});

describe('worldRegionOf', () => {
  it('places countries in the posting form regions', () => {
    expect(worldRegionOf(country('NG'))).toBe('Africa');
    expect(worldRegionOf(country('MX'))).toBe('North America');
    expect(worldRegionOf(country('BR'))).toBe('South America');
    expect(worldRegionOf(country('AE'))).toBe('Asia');
    expect(worldRegionOf(country('NZ'))).toBe('Australia');
  });
});

describe('readWorkplace', () => {
  it('trusts a remote-only feed unless the short fields say hybrid or on-site', () => {
    expect(readWorkplace({ remote: true, location: 'USA Only' })).toBe('remote');
    expect(readWorkplace({ remote: true, location: 'London (Hybrid)' })).toBe('hybrid');
    expect(readWorkplace({ remote: true, location: 'Lagos', title: 'Nurse (On-site)' })).toBe('onsite');
  });

  it('reads words when the feed says not remote, and leaves bare places unknown', () => {
    expect(readWorkplace({ remote: false, location: 'Berlin' })).toBeNull();
    expect(readWorkplace({ remote: false, location: 'Berlin, hybrid' })).toBe('hybrid');
    expect(readWorkplace({ remote: false, location: 'Remote' })).toBe('remote');
    expect(readWorkplace({ location: 'Remote — Lagos office' })).toBe('remote');
    expect(readWorkplace({})).toBeNull();
  });
});
