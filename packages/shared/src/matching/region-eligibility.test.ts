import { describe, expect, it } from 'vitest';
import { countries, continentOf, placeSeeker, utcOffsetsOf } from './places.ts';
import { judgeRegion, readRegionRule } from './region-eligibility.ts';

const judge = (regions: string, location: string, jobLocation = '') =>
  judgeRegion(readRegionRule(regions, jobLocation), placeSeeker(location));

describe('placeSeeker', () => {
  it.each([
    ['Lagos, Nigeria', 'NG'],
    ['Lagos', 'NG'],
    ['Nairobi', 'KE'],
    ['Bogotá, Colombia', 'CO'],
    ["Abidjan, Côte d'Ivoire", 'CI'],
    ['Austin, TX', 'US'],
    ['Chicago, IL, United States', 'US'],
    ['Atlanta, Georgia', 'US'],
    ['Tbilisi, Georgia', 'GE'],
    ['Toronto, ON', 'CA'],
    ['Manchester, United Kingdom', 'GB'],
    ['Dubai, UAE', 'AE'],
    ['Remote from Kigali', 'RW'],
    ['Kinshasa, DRC', 'CD'],
  ])('%s → %s', (location, code) => {
    expect(placeSeeker(location)?.country.code).toBe(code);
  });

  it('uses a city’s own offset where the country spans zones, and a country code when given', () => {
    expect(placeSeeker('Austin, TX, USA')?.utcOffsets).toEqual([-6, -6]);
    expect(placeSeeker('USA')?.utcOffsets).toEqual([-10, -5]);
    expect(placeSeeker('Somewhere', 'ke')?.country.name).toBe('Kenya');
    expect(placeSeeker('Atlantis')).toBeNull();
    expect(placeSeeker('')).toBeNull();
  });

  it('knows all 54 African countries', () => {
    expect(countries.filter((country) => continentOf[country.subregion] === 'africa')).toHaveLength(54);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
  });
});

describe('region eligibility', () => {
  it('bars a seeker outside a single-country job, in the poster’s words', () => {
    expect(judge('USA Only', 'Lagos, Nigeria')).toEqual({
      status: 'ineligible',
      fit: 0,
      effect: 'negative',
      text: 'This job hires in USA only; your profile says Lagos, Nigeria.',
    });
    expect(judge('US/Canada', 'Toronto, Canada').status).toBe('eligible');
    expect(judge('US/Canada', 'Mexico City, Mexico').status).toBe('ineligible');
    expect(judge('UK only', 'Manchester, UK').status).toBe('eligible');
  });

  it('reads continents and business regions', () => {
    expect(judge('Europe', 'Berlin, Germany').text).toBe('The job hires in Europe, which includes Germany.');
    expect(judge('Europe', 'Casablanca, Morocco').status).toBe('ineligible');
    expect(judge('EMEA', 'Accra, Ghana').status).toBe('eligible');
    expect(judge('EMEA', 'Dubai, UAE').status).toBe('eligible');
    expect(judge('EMEA', 'Bangalore, India').status).toBe('ineligible');
    expect(judge('APAC', 'Manila, Philippines').status).toBe('eligible');
    expect(judge('APAC', 'Lagos, Nigeria').status).toBe('ineligible');
    expect(judge('LATAM', 'Mexico City').status).toBe('eligible');
    expect(judge('Latin America', 'Austin, TX').status).toBe('ineligible');
    expect(judge('Americas', 'São Paulo, Brazil').status).toBe('eligible');
    expect(judge('EU', 'Warsaw, Poland').status).toBe('eligible');
    expect(judge('EU', 'London, UK').status).toBe('ineligible');
    expect(judge('Sub-Saharan Africa', 'Cairo, Egypt').status).toBe('ineligible');
    expect(judge('East Africa', 'Kampala').status).toBe('eligible');
  });

  it('treats every African country as inside "Africa"', () => {
    const rule = readRegionRule('Africa', '');
    for (const country of countries.filter((c) => continentOf[c.subregion] === 'africa')) {
      expect(
        judgeRegion(rule, { country, utcOffsets: country.utcOffsets, label: country.name }).status,
        country.name,
      ).toBe('eligible');
    }
  });

  it('opens worldwide and anywhere to everyone, and does not read "us" as the USA', () => {
    expect(judge('Worldwide', 'Harare, Zimbabwe')).toMatchObject({
      status: 'eligible',
      text: 'The job is open worldwide.',
    });
    expect(judge('Anywhere in the World', 'Lahore')).toMatchObject({ status: 'eligible' });
    expect(judge('Anywhere - come join us', 'Lagos').status).toBe('eligible');
  });

  it('reads a place beside the worldwide word as narrowing it, and a preference as no rule', () => {
    expect(judge('Anywhere in the US', 'Lagos').status).toBe('ineligible');
    expect(judge('Anywhere in the US', 'Austin, TX').status).toBe('eligible');
    expect(judge('Global (US-based)', 'Lagos').status).toBe('ineligible');
    expect(judge('Work from anywhere in Europe', 'Berlin').status).toBe('eligible');
    expect(judge('Worldwide, US preferred', 'Lagos').status).toBe('eligible');
    expect(judge('US preferred', 'Lagos').status).toBe('unknown');
  });

  it('reads country lists and exclusions', () => {
    expect(judge('Kenya, Nigeria, Ghana', 'Nairobi').text).toBe('The job hires in Kenya, where you are.');
    expect(judge('Kenya, Nigeria, Ghana', 'Kampala, Uganda').text).toBe(
      'This job hires in Kenya, Nigeria, Ghana only; your profile says Kampala, Uganda.',
    );
    expect(judge('Worldwide except the US', 'Chicago, IL').status).toBe('ineligible');
    expect(judge('Worldwide except the US', 'Lagos').status).toBe('eligible');
  });

  it('treats a UTC window as where people must live', () => {
    expect(judge('Worldwide (UTC-3 to UTC+3)', 'Austin, TX').text).toBe(
      'This job is for people within UTC-3 to UTC+3; Austin, TX is at UTC-6.',
    );
    expect(judge('Worldwide (UTC-3 to UTC+3)', 'Lagos').status).toBe('eligible');
    expect(judge('Worldwide (UTC-3 to UTC+3)', 'São Paulo').status).toBe('eligible');
    expect(judge('Europe (CET ±2 hours)', 'Berlin').status).toBe('eligible');
    expect(judge('Africa (UTC+0 to UTC+3)', 'Accra').status).toBe('eligible');
    expect(judge('Africa & Europe time zones (UTC-1 to UTC+3)', 'Lisbon, Portugal').status).toBe('eligible');
    expect(judge('US time zones', 'Toronto').status).toBe('eligible');
    expect(judge('US time zones', 'Lagos').status).toBe('ineligible');
  });

  it('treats a working-hours overlap as a caveat, not a bar', () => {
    const result = judge('Anywhere (4 hours overlap with US Eastern time)', 'Manila, Philippines');
    expect(result).toMatchObject({ status: 'eligible', fit: 0.5, effect: 'negative' });
    expect(result.text).toBe(
      'It asks for 4 hours overlap with US Eastern time; from Manila, Philippines (UTC+8) that means working early or late hours.',
    );
    expect(judge('Anywhere (4 hours overlap with US Eastern time)', 'Bogotá').fit).toBe(1);
  });

  it('reads a city in the regions as where the job is, not a rule', () => {
    expect(judge('Nairobi, Kenya', 'Lagos')).toMatchObject({ status: 'unknown', fit: 0.45 });
    expect(judge('Nairobi, Kenya', 'Mombasa')).toMatchObject({ status: 'eligible' });
    expect(judge('Nairobi, Kenya only', 'Lagos').status).toBe('ineligible');
    expect(judge('Remote (Kenya)', 'Lagos').status).toBe('ineligible');
  });

  it('uses the seeker’s own time zone when known', () => {
    expect(utcOffsetsOf('Africa/Lagos')).toEqual([1, 1]);
    expect(utcOffsetsOf('America/New_York')).toEqual([-5, -4]);
    expect(utcOffsetsOf('UTC+5:30')).toEqual([5.5, 5.5]);
    expect(utcOffsetsOf('GMT-3')).toEqual([-3, -3]);
    expect(utcOffsetsOf('Mars/Olympus')).toBeNull();
    // A Brazilian seeker in Manaus (UTC-4) is outside a UTC-3..+3 window that São Paulo is inside.
    const rule = readRegionRule('Worldwide (UTC-3 to UTC+3)');
    expect(judgeRegion(rule, placeSeeker('Brazil'), utcOffsetsOf('America/Manaus')).status).toBe('ineligible');
    expect(judgeRegion(rule, placeSeeker('Brazil'), utcOffsetsOf('America/Sao_Paulo')).status).toBe('eligible');
  });

  it('falls back to the location, and is unsure about a bare city', () => {
    expect(judge('', 'Lagos', 'Remote (US)').status).toBe('ineligible');
    expect(judge('', 'Lagos', 'Berlin')).toMatchObject({ status: 'unknown', fit: 0.45, effect: 'negative' });
    expect(judge('', 'Munich, Germany', 'Berlin')).toMatchObject({ status: 'eligible' });
    expect(judge('', 'Lagos', '')).toMatchObject({
      status: 'unknown',
      fit: 0.7,
      text: 'The job does not say where it hires.',
    });
    expect(judgeRegion(readRegionRule('USA Only'), null)).toMatchObject({ status: 'unknown', effect: 'neutral' });
  });
});
