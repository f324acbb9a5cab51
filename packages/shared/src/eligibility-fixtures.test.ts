import { describe, expect, it } from 'vitest';
import { readEligibility, type StructuredEligibility } from './eligibility.ts';
import type { WorldRegion } from './world-regions.ts';

/**
 * Every distinct location string of the recorded feeds (../shared/fixtures/job-sources, outside the project: see
 * its README) and of the importers' shipped fixtures, with the reading we expect, written by hand (`npm run
 * eval:eligibility -- --strings` lists them with the reader's answers). The strings are copied here so the test runs where that
 * folder is absent. `regions` rows come from a feed's who-may-apply field (Remotive's candidate_required_location,
 * We Work Remotely's region, Jobicy's jobGeo); `location` rows from Remote OK's location, which names the office as
 * often as the hiring area.
 */

const any = (...regions: WorldRegion[]): StructuredEligibility => ({ worldwide: false, countries: [], regions });
const only = (...countries: string[]): StructuredEligibility => ({ worldwide: false, countries, regions: [] });
const worldwide: StructuredEligibility = { worldwide: true, countries: [], regions: [] };

// The areas of matching/region-areas.ts that are not a whole world region of the posting form, spelled out.
/** Latin America beyond South America: Central America (with Mexico) and the Caribbean. */
const centralAmericaAndCaribbean = 'BB BS BZ CR CU DO GT HN HT JM MX NI PA PR SV TT'.split(' ');
/** 'Asia' in job posts: South, Southeast, East and Central Asia; the Middle East is named apart. */
const asiaWithoutMiddleEast =
  'AF BD BN BT CN HK ID IN JP KG KH KR KZ LA LK MM MN MV MY NP PH PK SG TH TJ TL TM TW UZ VN'.split(' ');
/** EMEA beyond Europe and Africa: the Middle East and West Asia. */
const middleEastAndWestAsia = 'AE AM AZ BH GE IL IQ IR JO KW LB OM PS QA SA SY TR YE'.split(' ');
const euMembers = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

const latam: StructuredEligibility = {
  worldwide: false,
  regions: ['South America'],
  countries: centralAmericaAndCaribbean,
};

const regionsField: [string, StructuredEligibility | null][] = [
  // remotive-remote-jobs.json
  [
    'Americas, Europe, Asia, Africa, Oceania',
    {
      worldwide: false,
      regions: ['North America', 'South America', 'Europe', 'Africa', 'Australia'],
      countries: asiaWithoutMiddleEast,
    },
  ],
  [
    'Americas, Europe, Israel',
    { worldwide: false, regions: ['North America', 'South America', 'Europe'], countries: ['IL'] },
  ],
  ['Brazil', only('BR')],
  ['Canada', only('CA')],
  ['Europe, UK, Germany, France, European timezones', any('Europe')],
  ['LATAM, Europe', { ...latam, regions: ['South America', 'Europe'] }],
  ['Mexico', only('MX')],
  // The window is one more item of Remotive's list: it does not shut out North America.
  [
    'Northern America, Europe, UK, France, European timezones',
    { worldwide: false, regions: ['Europe'], countries: ['CA', 'US'] },
  ],
  [
    'Northern America, LATAM, Europe, APAC',
    {
      worldwide: false,
      regions: ['North America', 'South America', 'Europe', 'Australia'],
      countries: asiaWithoutMiddleEast,
    },
  ],
  ['USA', only('US')],
  ['USA, CST (UTC-6)', only('US')],
  ['USA, Canada, USA timezones', only('CA', 'US')],
  ['Uruguay', only('UY')],
  ['Worldwide', worldwide],
  // weworkremotely-remote-jobs.rss
  ['Americas Only', any('North America', 'South America')],
  ['Anywhere in the World', worldwide],
  ['Canada Only', only('CA')],
  ['Europe Only', any('Europe')],
  ['Latin America Only', latam],
  // North America in job posts is the US and Canada, not Mexico or the Caribbean.
  ['North America Only', only('CA', 'US')],
  ['Oceania Only', any('Australia')],
  ['UK Only', only('GB')],
  ['USA Only', only('US')],
  // jobicy-python.json, jobicy-canada.json
  ['Anywhere', worldwide],
  ['Canada', only('CA')],
  ['Europe', any('Europe')],
  ['LATAM', latam],
  ['LATAM, Canada, Europe, UK, USA', any('North America', 'South America', 'Europe')],
  ['Poland, Portugal, Romania, Spain', only('ES', 'PL', 'PT', 'RO')],
  ['Canada, Europe, USA', { worldwide: false, regions: ['Europe'], countries: ['CA', 'US'] }],
  ['Canada, USA', only('CA', 'US')],
  ['LATAM, Canada, Europe, USA', any('North America', 'South America', 'Europe')],
  ['LATAM, Canada, USA', any('North America', 'South America')],
  // The project's own small fixtures (apps/server/src/features/job-import/feeds/fixtures).
  ['Americas, Europe', any('North America', 'South America', 'Europe')],
  ['UK', only('GB')],
  ['USA, Canada', only('CA', 'US')],
  // The examples, beyond the recorded feeds.
  ['EMEA', { worldwide: false, regions: ['Europe', 'Africa'], countries: middleEastAndWestAsia }],
  ['Europe, Africa', any('Europe', 'Africa')],
  ['UK/EU timezones', only(...['GB', ...euMembers].sort())],
  ['Remote (US)', only('US')],
  // A city in the who-may-apply field is where candidates must be.
  ['Lagos, Nigeria', only('NG')],
  ['Remote', null],
  ['', null],
];

const locationField: [string, StructuredEligibility | null][] = [
  // remoteok-api.json: a region or country is who may apply; a city or an address is where the office is.
  ['APAC-C1', { worldwide: false, regions: ['Australia'], countries: asiaWithoutMiddleEast }],
  ['Austin', null],
  ['Berlin', null],
  ['Boston, MA', null],
  ['Boston, MA, USA', null],
  ['Brazil', only('BR')],
  ['California', null],
  ['Canada (Remote)', only('CA')],
  ['Dublin', null],
  ['France', only('FR')],
  ['Gdańsk', null],
  ['Halifax', null],
  ['La Jolla', null],
  ['London', null],
  ['Londonderry, New Hampshire', null],
  ['Los Angeles', null],
  ['Metro Manila', null],
  ['New York', null],
  ['Pine Bluff', null],
  ['Port-au-Prince', null],
  ['Remote - Americas', any('North America', 'South America')],
  ['Remote - US', only('US')],
  ['Remote', null],
  ['Remote, USA', only('US')],
  ['Remote, United States', only('US')],
  ['Riverside, CA', null],
  ['Saint Louis, MO, USA', null],
  ['San Francisco', null],
  ['San Francisco, CA | New York City, NY | Seattle, WA', null],
  ['San Francisco, CA', null],
  ['Seattle, WA', null],
  ['Tampa, FL', null],
  ['Troy, MI', null],
  ['US', only('US')],
  ['USA', only('US')],
  ['United Kingdom', only('GB')],
  ['United States - Remote Flexibility', only('US')],
  ['United States', only('US')],
  ['Washington, DC', null],
  ['Lagos, Nigeria', null],
  // arbeitnow.json (shipped fixture): German offices.
  ['Hamburg', null],
  ['München', null],
];

describe('eligibility of every recorded feed location', () => {
  it.each(regionsField)('regions %j', (text, expected) => {
    // The importers store a who-may-apply field as both regions and location.
    expect(readEligibility(text, text)).toEqual(expected);
  });

  it.each(locationField)('location %j', (text, expected) => {
    expect(readEligibility(null, text)).toEqual(expected);
  });
});
