import { worldRegionOf } from '@orbit/shared/eligibility';
import type { Job } from '@orbit/shared/job-contracts';
import { isNativeJob } from '@orbit/shared/job-kind';
import type { SeekerPlace } from '@orbit/shared/matching/places';
import { judgeRegion, readRegionRule } from '@orbit/shared/matching/region-eligibility';
import { isInWorldRegion, type WorldRegion } from '@orbit/shared/world-regions';

/**
 * May this seeker, living where their profile says, take this job? The first question Autopilot asks. A native job's
 * structured eligibility answers exactly; an imported job's own words (its regions, else its location) are read by
 * the match score's region reader. Unknown stays unknown: Autopilot may propose such a job, never send to it alone.
 */

export type Eligibility = 'eligible' | 'ineligible' | 'unknown';

export function jobEligibility(
  job: Pick<Job, 'eligibility' | 'regions' | 'location' | 'postedBy' | 'source'>,
  place: SeekerPlace | null,
): { status: Eligibility; text: string } {
  if (!place)
    return { status: 'unknown', text: 'Your profile has no location we can place, so eligibility is unknown' };
  // An imported job's stored eligibility is a reading of its words; the region judge reads those words itself, with
  // what the stored shape cannot hold (a time-zone window, an office city), so only an employer's statement is taken.
  const structured = isNativeJob(job) ? job.eligibility : null;
  if (structured) {
    if (structured.worldwide) return { status: 'eligible', text: 'Open to candidates worldwide' };
    const region = worldRegionOf(place.country);
    const byCountry = structured.countries.includes(place.country.code);
    const byRegion = structured.regions.some(
      (name) => name === region || isInWorldRegion(place.country.name, name as WorldRegion),
    );
    return byCountry || byRegion
      ? { status: 'eligible', text: `Open to candidates in ${place.country.name}` }
      : { status: 'ineligible', text: `Not open to candidates in ${place.country.name}` };
  }
  const fit = judgeRegion(readRegionRule(job.regions, job.location), place);
  return { status: fit.status, text: fit.text };
}

/** The Autopilot location preference, as the world region a job must be open to (or be based in). */
const preferenceRegions: Record<string, WorldRegion | null> = {
  worldwide: null,
  'us-only': 'North America',
  europe: 'Europe',
  asia: 'Asia',
  africa: 'Africa',
  australia: 'Australia',
  'south-america': 'South America',
};

/**
 * The seeker's location preference: 'worldwide' takes any job; a region takes jobs open worldwide or naming that
 * region (or a place in it) in their eligibility, regions or location; 'us-only' takes jobs in or open to the US.
 */
export function matchesLocationPreference(
  job: Pick<Job, 'eligibility' | 'regions' | 'location'>,
  preference: string,
): boolean {
  const region = preferenceRegions[preference] ?? null;
  if (!region) return true;
  if (job.eligibility?.worldwide) return true;
  if (
    job.eligibility &&
    (job.eligibility.regions.includes(region) || (preference === 'us-only' && job.eligibility.countries.includes('US')))
  )
    return true;
  const words = `${job.regions} | ${job.location}`;
  if (/\b(?:worldwide|anywhere|global(?:ly)?)\b/i.test(words)) return true;
  if (preference === 'us-only') return /\b(?:USA?|U\.S\.A?\.?|United States|America)\b/.test(words);
  return isInWorldRegion(words, region);
}
