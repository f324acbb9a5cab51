import { describe, expect, it } from 'vitest';
import { openToCountry, readEligibility } from './eligibility.ts';
import { countries, type Country } from './matching/places.ts';
import { judgeRegion, readRegionRule } from './matching/region-eligibility.ts';

/**
 * The structured reading and Autopilot's region judge read the same words: for a seeker living in any country, the
 * `openTo` filter and Autopilot must answer alike. They differ on purpose in one way only: a city is a hint to the
 * judge (its own country eligible, others unknown) and stated eligibility in the structured reading (or unknown).
 */

const judged = (regions: string | null, location: string, country: Country) => {
  const status = judgeRegion(readRegionRule(regions, location), {
    country,
    utcOffsets: country.utcOffsets,
    label: country.name,
  }).status;
  return status === 'eligible' ? 'yes' : status === 'ineligible' ? 'no' : 'unknown';
};

const disagreements = (regions: string | null, location: string) => {
  const reading = readEligibility(regions, location);
  return countries
    .filter((country) => openToCountry(reading, country.code) !== judged(regions, location, country))
    .map((country) => country.code);
};

describe('the structured reading agrees with Autopilot for every country', () => {
  it.each([
    'Worldwide',
    'Anywhere in the World',
    'USA Only',
    'Canada, USA',
    'North America Only',
    'Americas, Europe, Israel',
    'Americas, Europe, Asia, Africa, Oceania',
    'LATAM, Europe',
    'Northern America, LATAM, Europe, APAC',
    'Oceania Only',
    'Europe, UK, Germany, France, European timezones',
    'USA, CST (UTC-6)',
    'Poland, Portugal, Romania, Spain',
    'EMEA',
    'UK/EU timezones',
    'Worldwide (UTC-3 to UTC+3)',
    'Worldwide except the US',
    'Anywhere in the US',
    'Remote',
  ])('%j', (text) => {
    expect(disagreements(text, text)).toEqual([]);
  });

  it.each(['Remote - Americas', 'Remote, United States', 'APAC-C1', 'Remote', 'California'])('location %j', (text) => {
    expect(disagreements(null, text)).toEqual([]);
  });

  it('differs where a list item is a time window, or a city is named', () => {
    // Remotive's list: the judge reads the window as a bar on North America; we read it as one more item.
    expect(disagreements('Northern America, Europe, UK, France, European timezones', 'x')).toEqual(['US', 'CA']);
    // An office city: the judge's hint says its country is eligible; the structured reading does not say.
    expect(disagreements(null, 'Berlin')).toEqual(['DE']);
    // A city as who may apply: others are unknown to the judge, not open in the structured reading.
    expect(disagreements('Lagos, Nigeria', 'Lagos, Nigeria')).toHaveLength(countries.length - 1);
  });
});
