import { and, sql, type SQL } from 'drizzle-orm';
import { worldRegionOf } from '@orbit/shared/eligibility';
import type { JobWorkplace } from '@orbit/shared/job-contracts';
import { countries, countryByCode, placeSeeker } from '@orbit/shared/matching/places';
import { worldRegionNamed, type WorldRegion } from '@orbit/shared/world-regions';
import { jobs } from '../../db/schema/jobs.ts';
import { facetKeys, hasAnyFacet, hasFacets, type FacetPlace } from './list-facets.ts';

/**
 * The list's `location` and `workplace` filters: a place means what a seeker living there means — the jobs they may
 * take.
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
 *
 * Places, workplaces and eligibility are asked as keys of `list_facets` (list-facets.ts), which the search index holds
 * beside the search's words: one index scan answers a search and its filters.
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
  if (/^\s*(?:worldwide|anywhere|global|remote worldwide|remote anywhere)\s*$/i.test(location))
    return { kind: 'worldwide' };
  const country = placeSeeker(location)?.country;
  if (country) return { kind: 'country', code: country.code };
  return { kind: 'words', text: location.trim() };
}

/** The places in `open:` / `remote-from:` keys that a person living in the country may take a job from. */
function placesOpenToCountry(countryCode: string): FacetPlace[] {
  const country = countryByCode.get(countryCode);
  return [`country:${countryCode}`, ...(country ? [`region:${worldRegionOf(country)}` as const] : [])];
}

/**
 * Jobs a person living in `countryCode` may take by their stated eligibility (shared/eligibility.ts's `openToCountry`
 * as keys of list-facets.ts): open worldwide, naming the country, or naming its world region; with `includeUnknown`
 * the jobs that do not say. A code we cannot place still finds worldwide jobs and its own.
 */
export function openToCondition(countryCode: string, includeUnknown: boolean): SQL {
  const keys = [facetKeys.openWorldwide, ...placesOpenToCountry(countryCode).map(facetKeys.openTo)];
  return hasAnyFacet(includeUnknown ? [...keys, facetKeys.openUnknown] : keys);
}

const regionCountries = new Map<WorldRegion, string[]>();
for (const country of countries) {
  const region = worldRegionOf(country);
  regionCountries.set(region, [...(regionCountries.get(region) ?? []), country.code]);
}

const placeKey = (place: Extract<PlaceFilter, { kind: 'region' | 'country' }>): FacetPlace =>
  place.kind === 'region' ? `region:${place.region}` : `country:${place.code}`;

/**
 * A remote job someone living in the place may take: open worldwide or to the place by its eligibility (for a region:
 * the region or any of its countries; for a country: the country or its region), or, not saying, naming the place.
 */
function remoteFrom(place: Extract<PlaceFilter, { kind: 'region' | 'country' }>): string[] {
  const open: FacetPlace[] =
    place.kind === 'region'
      ? [
          `region:${place.region}`,
          ...(regionCountries.get(place.region) ?? []).map((code) => `country:${code}` as const),
        ]
      : placesOpenToCountry(place.code);
  return [
    facetKeys.remoteFrom('worldwide'),
    ...open.map(facetKeys.remoteFrom),
    facetKeys.remoteFromNamed(placeKey(place)),
  ];
}

/** A job of the asked workplace, anywhere. */
export function workplaceCondition(workplace: JobWorkplace): SQL | null {
  return workplace === 'any' ? null : hasFacets(facetKeys.workplace(workplace));
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
    const asked = workplace ?? 'remote';
    return asked === 'any'
      ? hasFacets(facetKeys.openWorldwide)
      : hasFacets(facetKeys.openWorldwide, facetKeys.workplace(asked));
  }
  switch (workplace ?? 'remote') {
    case 'remote':
      return hasAnyFacet(remoteFrom(place));
    case 'any':
      return hasAnyFacet([
        ...remoteFrom(place),
        facetKeys.locatedIn('onsite', placeKey(place)),
        facetKeys.locatedIn('hybrid', placeKey(place)),
      ]);
    case 'hybrid':
      return hasAnyFacet([facetKeys.locatedIn('hybrid', placeKey(place))]);
    default:
      return hasAnyFacet([facetKeys.locatedIn('onsite', placeKey(place))]);
  }
}
