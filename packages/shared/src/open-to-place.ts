import type { WorldRegion } from './world-regions.ts';

/**
 * "May I apply from here?" for one place, without the country table: the web app asks it on every job card and job
 * page for the signed-in seeker, whose country (code, name and world region) the profile answer carries, so the
 * table need not be shipped to browsers. `openToCountry` (eligibility.ts) places a bare code and asks this.
 */

export interface EligibilityShape {
  worldwide: boolean;
  countries: readonly string[];
  regions: readonly string[];
}

/** A country as the profile answer carries it: ISO code, English name and the posting form's world region. */
export interface PlacedCountry {
  code: string;
  name: string;
  region: WorldRegion | null;
}

export type OpenTo = 'yes' | 'no' | 'unknown';

/**
 * Yes when the job is open worldwide, names the country or names its world region; unknown when the job does not
 * say (or names regions while the country has none we know); otherwise no.
 */
export function openToPlace(
  eligibility: EligibilityShape | null | undefined,
  country: { code: string; region: string | null },
): OpenTo {
  if (!eligibility) return 'unknown';
  if (eligibility.worldwide) return 'yes';
  if (eligibility.countries.includes(country.code.trim().toUpperCase())) return 'yes';
  if (!country.region) return eligibility.regions.length > 0 ? 'unknown' : 'no';
  return eligibility.regions.includes(country.region) ? 'yes' : 'no';
}
