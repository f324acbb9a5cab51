import { arrayContains, arrayOverlaps, type SQL } from 'drizzle-orm';
import type { WorldRegion } from '@orbit/shared/world-regions';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * The keys the list filters ask of a job's `list_facets` (filled by job_list_facets(), migration 0017), and the
 * conditions on them. They are keys of the search index (jobs_search_idx) beside the search's words, so a filtered
 * search is answered by one index scan that intersects both before any row is read, whatever the words match.
 *
 * A place is 'country:NG' or 'region:Africa'. The job's keys:
 * - `category:<name>`, `type:<key>` ('fulltime'), `workplace:<remote|hybrid|onsite>` (not said reads as on-site);
 * - `open:worldwide` / `open:<place>` for each place its eligibility names, `open:unknown` when it does not say;
 * - a remote job: `remote-from:<key>` for each of its `open:` keys, or when its eligibility is unknown
 *   `remote-from:named-<place>` for the places its words name ('Remote — Nairobi, Kenya');
 * - an on-site or hybrid job: `onsite-in:<place>` / `hybrid-in:<place>` for the places its words name.
 */

export type FacetPlace = `country:${string}` | `region:${WorldRegion}`;
export type FacetWorkplace = 'remote' | 'hybrid' | 'onsite';

export const facetKeys = {
  category: (name: string) => `category:${name}`,
  type: (key: string) => `type:${key}`,
  workplace: (workplace: FacetWorkplace) => `workplace:${workplace}`,
  openWorldwide: 'open:worldwide',
  openUnknown: 'open:unknown',
  openTo: (place: FacetPlace) => `open:${place}`,
  remoteFrom: (place: FacetPlace | 'worldwide') => `remote-from:${place}`,
  remoteFromNamed: (place: FacetPlace) => `remote-from:named-${place}`,
  locatedIn: (workplace: 'onsite' | 'hybrid', place: FacetPlace) => `${workplace}-in:${place}`,
} as const;

/** The job has every one of these keys. */
export const hasFacets = (...keys: string[]): SQL => arrayContains(jobs.listFacets, keys);

/** The job has at least one of these keys. */
export const hasAnyFacet = (keys: string[]): SQL => arrayOverlaps(jobs.listFacets, keys);
