import { and, arrayContains, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { worldRegionOf } from '@orbit/shared/eligibility';
import type { JobWorkplace } from '@orbit/shared/job-contracts';
import { countries, countryByCode, placeSeeker } from '@orbit/shared/matching/places';
import { worldRegionNamed, type WorldRegion } from '@orbit/shared/world-regions';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * The list's `location` and `workplace` filters (issue 17 §1): a place means what a seeker living there means — the
 * jobs they may take.
 *
 * - A world region ('Africa') or a country ('Nigeria', 'USA'; a known city stands for its country: 'Lagos'): remote
 *   jobs open to someone living there by their stated eligibility (worldwide; naming the country or its region; for
 *   a region, naming the region or any country in it). A job that does not state its eligibility counts when its
 *   place words name the place (`place_countries`, `world_regions`: 'Remote — Nairobi, Kenya' is taken from Kenya).
 *   On-site and hybrid jobs are left out: living in Africa does not put you in a Johannesburg office.
 * - `workplace=onsite` / `hybrid`: those jobs located in the place (their place words name it); `onsite` also takes
 *   jobs marked not remote that say neither. `workplace=any`: the remote ones above and the others located there.
 *   `workplace=remote` is the default with a place, and what `remote=true` asks for.
 * - 'Worldwide' / 'Anywhere': jobs open worldwide. Other words ('EMEA', 'Remote'): the jobs whose location or
 *   regions contain them, through a trigram index.
 */

export type PlaceFilter =
  | { kind: 'region'; region: WorldRegion }
  | { kind: 'country'; code: string }
  | { kind: 'worldwide' }
  | { kind: 'words'; text: string };

/** What a location filter names. */
export function readPlaceFilter(location: string): PlaceFilter {
  const region = worldRegionNamed(location);
  if (region) return { kind: 'region', region };
  if (/^\s*(?:worldwide|anywhere|global|remote worldwide|remote anywhere)\s*$/i.test(location)) return { kind: 'worldwide' };
  const country = placeSeeker(location)?.country;
  if (country) return { kind: 'country', code: country.code };
  return { kind: 'words', text: location.trim() };
}

const eligibilityContains = (value: object) => sql`${jobs.eligibility} @> ${JSON.stringify(value)}::jsonb`;
const openWorldwide = () => eligibilityContains({ worldwide: true });

/**
 * Jobs a person living in `countryCode` may take by their stated eligibility (shared/eligibility.ts's `openToCountry`
 * as SQL, through the GIN index on live jobs' eligibility): open worldwide, naming the country, or naming its world
 * region. A code we cannot place still finds worldwide jobs and its own.
 */
function openToCountryConditions(countryCode: string): SQL[] {
  const country = countryByCode.get(countryCode);
  const open = [openWorldwide(), eligibilityContains({ countries: [countryCode] })];
  if (country) open.push(eligibilityContains({ regions: [worldRegionOf(country)] }));
  return open;
}

/** `openTo=`: the same, with `includeUnknown` the jobs that do not say. */
export function openToCondition(countryCode: string, includeUnknown: boolean): SQL {
  return or(...openToCountryConditions(countryCode), ...(includeUnknown ? [isNull(jobs.eligibility)] : [])) as SQL;
}

const regionCountries = new Map<WorldRegion, string[]>();
for (const country of countries) {
  const region = worldRegionOf(country);
  regionCountries.set(region, [...(regionCountries.get(region) ?? []), country.code]);
}

/** Someone living somewhere in the region may take it: worldwide, the region, or any of its countries. */
function openToRegion(region: WorldRegion): SQL[] {
  const members = regionCountries.get(region) ?? [];
  return [openWorldwide(), eligibilityContains({ regions: [region] }), ...members.map((code) => eligibilityContains({ countries: [code] }))];
}

/** The job's place words name the place. */
function namesPlace(place: Extract<PlaceFilter, { kind: 'region' | 'country' }>): SQL {
  return place.kind === 'region' ? arrayContains(jobs.worldRegions, [place.region]) : arrayContains(jobs.placeCountries, [place.code]);
}

const isRemote = () => eq(jobs.workplace, 'remote');

/** A job of the asked workplace, anywhere. */
export function workplaceCondition(workplace: JobWorkplace): SQL | null {
  switch (workplace) {
    case 'remote':
      return isRemote();
    case 'hybrid':
      return eq(jobs.workplace, 'hybrid');
    case 'onsite':
      return sql`coalesce(${jobs.workplace}, 'onsite') = 'onsite'`;
    default:
      return null;
  }
}

/** The location filter's condition for a place and the asked workplace (default: remote). */
export function locationCondition(place: PlaceFilter, workplace: JobWorkplace | undefined): SQL {
  if (place.kind === 'words') {
    const pattern = `%${place.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const words = sql`(${jobs.location} || ' | ' || ${jobs.regions}) ilike ${pattern}`;
    const asked = workplace ? workplaceCondition(workplace) : null;
    return asked ? (and(words, asked) as SQL) : words;
  }
  if (place.kind === 'worldwide') {
    return workplace === 'any' ? openWorldwide() : (and(openWorldwide(), workplaceCondition(workplace ?? 'remote') ?? sql`true`) as SQL);
  }
  const named = namesPlace(place);
  const open = place.kind === 'region' ? openToRegion(place.region) : openToCountryConditions(place.code);
  const takenFromThere = and(isRemote(), or(...open, and(isNull(jobs.eligibility), named))) as SQL;
  switch (workplace ?? 'remote') {
    case 'remote':
      return takenFromThere;
    case 'any':
      return or(takenFromThere, and(sql`${jobs.workplace} is distinct from 'remote'`, named)) as SQL;
    default:
      return and(workplaceCondition(workplace!)!, named) as SQL;
  }
}
