import { canadianProvinceCodes, usStateCodes } from './matching/country-data.ts';
import { continentOf, countries, countryByCode, placeSeeker, type Country } from './matching/places.ts';
import { openToPlace, type EligibilityShape, type OpenTo, type PlacedCountry } from './open-to-place.ts';
import { readRegionRule, type RegionRule } from './matching/region-eligibility.ts';
import { worldRegionNames, type WorldRegion } from './world-regions.ts';

/**
 * Who may take a job, as the API carries it: open worldwide, or to the countries (ISO 3166-1 alpha-2) and world
 * regions (the posting form's six) where candidates must live. A native post states it on the form; an imported job
 * is read from its feed's words by the match score's region reader (`readRegionRule`), so a listing, Autopilot and
 * the `openTo` filter agree. Null means the job does not say: it is never taken as worldwide.
 */
export interface StructuredEligibility {
  worldwide: boolean;
  countries: string[];
  regions: WorldRegion[];
}

export type Workplace = 'remote' | 'hybrid' | 'onsite';

/**
 * The reader's version, stored with each imported job's reading (jobs.eligibility_reader). Raise it when the reading
 * changes: every imported job is then read again at the next start.
 */
export const eligibilityReaderVersion = 1;

/** The world region (as the posting form names them) a country lies in. */
export function worldRegionOf(country: Country): WorldRegion {
  if (country.subregion === 'south-america') return 'South America';
  switch (continentOf[country.subregion]) {
    case 'africa':
      return 'Africa';
    case 'europe':
      return 'Europe';
    case 'asia':
      return 'Asia';
    case 'oceania':
      return 'Australia';
    default:
      return 'North America';
  }
}

const regionMembers = new Map<WorldRegion, string[]>(
  worldRegionNames.map((region) => [
    region,
    countries.filter((country) => worldRegionOf(country) === region).map((country) => country.code),
  ]),
);

/** A set of countries as few words as possible: a region when all of its countries are in, else the codes. */
function compress(codes: ReadonlySet<string>): { regions: WorldRegion[]; countries: string[] } {
  const rest = new Set(codes);
  const regions: WorldRegion[] = [];
  for (const [region, members] of regionMembers) {
    if (!members.every((code) => rest.has(code))) continue;
    regions.push(region);
    for (const code of members) rest.delete(code);
  }
  return { regions, countries: [...rest].sort() };
}

const overlaps = (offsets: readonly [number, number], window: { from: number; to: number }) =>
  offsets[0] <= window.to && offsets[1] >= window.from;

/**
 * The countries a rule lets in: the test `judgeRegion` applies to a seeker living in each one, except that a time
 * window only narrows the areas it meets. Remotive lists places and windows side by side ('Northern America, Europe,
 * European timezones'): there the window is one more item of the list, not a bar on North America.
 */
function admittedCountries(rule: RegionRule): Set<string> {
  const excluded = (code: string) => rule.exclude.some((area) => area.codes === null || area.codes.has(code));
  const inWindow = (country: Country) => !rule.window || overlaps(country.utcOffsets, rule.window);
  const admitted = new Set<string>();
  const areas = rule.include.length > 0 ? rule.include : [{ codes: null }];
  for (const area of areas) {
    const members = area.codes === null ? countries : countries.filter((country) => area.codes!.has(country.code));
    const narrowed = members.filter(inWindow);
    for (const country of narrowed.length > 0 || area.codes === null ? narrowed : members) {
      if (!excluded(country.code)) admitted.add(country.code);
    }
  }
  return admitted;
}

/**
 * A street-level address in a location field ('Saint Louis, MO, USA', 'Riverside, CA'): where the office is, not
 * who may apply. Remote OK's location is such a field; a regions field (Remotive, We Work Remotely, Jobicy) is not.
 */
const namesStateOrProvince = (text: string) =>
  text.split(/[,;|/()]/).some((part) => {
    const code = part.trim();
    return /^[A-Z]{2}$/.test(code) && (usStateCodes.has(code) || canadianProvinceCodes.has(code));
  });

/**
 * Reads the feed's words: `regions` is who may apply (Remotive's candidate_required_location, We Work Remotely's
 * region, Jobicy's jobGeo), `location` where the job or company is (Remote OK, Arbeitnow), read only when regions
 * is empty. 'Remote', a city or an address says nothing about who may apply: null.
 */
export function readEligibility(
  regions: string | null | undefined,
  location?: string | null,
): StructuredEligibility | null {
  const rule = readRegionRule(regions, location);
  if (rule.source === 'none') return null;
  if (rule.cityCountry) {
    // A city in the candidates' field ('Lagos, Nigeria') is where they must be; in a location field, the office.
    return rule.source === 'regions' ? { worldwide: false, countries: [rule.cityCountry.code], regions: [] } : null;
  }
  if (rule.include.length === 0 && !rule.window) return null;
  if (rule.source === 'location' && namesStateOrProvince(rule.text)) return null;
  const worldwide = rule.include.some((area) => area.codes === null) && rule.exclude.length === 0 && !rule.window;
  if (worldwide) return { worldwide: true, countries: [], regions: [] };
  const admitted = admittedCountries(rule);
  // 'Anywhere except everywhere' or a window no country fits: the words contradict themselves, so we cannot say.
  if (admitted.size === 0) return null;
  return { worldwide: false, ...compress(admitted) };
}

/** What a job carries: a native post's stated eligibility, else its feed's words. */
export function jobEligibilityOf(job: {
  eligibility?: StructuredEligibility | null;
  regions?: string | null;
  location?: string | null;
}): StructuredEligibility | null {
  if (job.eligibility) return job.eligibility;
  return readEligibility(job.regions, job.location);
}

export type { OpenTo } from './open-to-place.ts';

/**
 * May a person living in this country (ISO code) take the job? Yes when it is open worldwide, names the country or
 * names the world region the country is in; unknown when the job does not say (or the country is one we cannot
 * place in a region while the job names regions); otherwise no.
 */
export function openToCountry(eligibility: EligibilityShape | null | undefined, countryCode: string): OpenTo {
  const code = countryCode.trim().toUpperCase();
  const country = countryByCode.get(code);
  return openToPlace(eligibility, { code, region: country ? worldRegionOf(country) : null });
}

/** Where a profile's location puts its owner, as the profile answer carries it (null: no place we know). */
export function placedCountryOf(location: string | null | undefined): PlacedCountry | null {
  const place = placeSeeker(location);
  return place ? { code: place.country.code, name: place.country.name, region: worldRegionOf(place.country) } : null;
}

/** The words of each workplace, as regular expressions both JavaScript and PostgreSQL read the same way. */
const workplaceWords = {
  hybrid: 'hybrid',
  onsite: '(?:on[- ]?site|in[- ]office|office[- ]based|in[- ]person)',
  remote: '(?:remote|remotely|work from home|wfh|telecommute|anywhere)',
} as const;
const hybridWords = new RegExp(`\\b${workplaceWords.hybrid}\\b`, 'i');
const onsiteWords = new RegExp(`\\b${workplaceWords.onsite}\\b`, 'i');
const remoteWords = new RegExp(`\\b${workplaceWords.remote}\\b`, 'i');

/**
 * Remote, hybrid or on-site, from the job's own short fields (location, regions, title) and the feed's remote flag.
 * Descriptions are not read: they mention 'hybrid' and 'on-site' for other things (benefits, 'virtual onsite'
 * interviews, 'hybrid delivery'). A feed that lists remote jobs only says remote; a job marked not remote without
 * saying hybrid or on-site is unknown (null), since either is possible.
 */
export function readWorkplace(job: {
  remote?: boolean | null;
  location?: string | null;
  regions?: string | null;
  title?: string | null;
}): Workplace | null {
  const words = [job.title, job.location, job.regions].filter(Boolean).join(' | ');
  if (hybridWords.test(words)) return 'hybrid';
  if (onsiteWords.test(words)) return 'onsite';
  if (job.remote === true || remoteWords.test(words)) return 'remote';
  return null;
}

/**
 * `readWorkplace` as a SQL expression over the jobs table's columns, for its generated `workplace` column (the
 * location filter keeps remote jobs unless a seeker asks for on-site or hybrid ones). \m and \M are PostgreSQL's
 * word boundaries.
 */
export function workplaceSqlExpression(): string {
  const words = `("title" || ' | ' || "location" || ' | ' || "regions")`;
  const matches = (pattern: string) => `${words} ~* '\\m${pattern}\\M'`;
  return (
    `CASE WHEN ${matches(workplaceWords.hybrid)} THEN 'hybrid' WHEN ${matches(workplaceWords.onsite)} THEN 'onsite' ` +
    `WHEN "remote" OR ${matches(workplaceWords.remote)} THEN 'remote' END`
  );
}
