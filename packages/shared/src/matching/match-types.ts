import type { Job } from '../job-contracts.ts';
import type { User } from '../auth-contracts.ts';
import type { MatchBreakdown, MatchFactor } from '../match-contracts.ts';

/**
 * Inputs and outputs of the match score. `scoreMatch(profile, job)` takes plain data (no database, no clock) so the
 * server, the recommendation ranking, Autopilot and the evaluation script all score the same way.
 */

/** What the score knows about a seeker. Every field is optional: missing ones make their signal neutral. */
export interface MatchProfile {
  /** Canonical names or aliases ('ReactJS' works); compared as canonical skills. */
  skills?: readonly string[];
  /** The seeker's current or wanted job title ('Frontend Developer'). */
  title?: string;
  /** The onboarding bucket: '0-1', '1-3', '3-5', '5-10' or '10+'. */
  experience?: string;
  /** Years of experience when known more precisely (e.g. read from a resume); wins over `experience`. */
  yearsOfExperience?: number | null;
  /** Free text as entered ('Lagos, Nigeria', 'Austin, TX', 'Kenya'). */
  location?: string;
  /** ISO 3166-1 alpha-2 ('NG') when known; wins over `location` for the country. */
  countryCode?: string | null;
  /** The seeker's time zone when known: an IANA name ('Africa/Lagos') or 'UTC+1'. Wins over the location's usual offsets. */
  timeZone?: string | null;
  /** Hours from UTC (1 for Lagos) when known as a number; wins over `timeZone`. */
  utcOffset?: number | null;
  /** A spec range ('$30,000-$50,000', '$150,000+'), the seeker's own words ('€70,000'), or a yearly amount. */
  salaryExpectation?: string | number | null;
  /** Currency of a numeric `salaryExpectation` (default USD). */
  salaryCurrency?: string;
  /** Onboarding job types: 'Full-time', 'Part-time', 'Contract', 'Internship', 'Remote', 'Hybrid'. */
  jobTypes?: readonly string[];
}

/** The Job fields the score reads; `title` is the only one required. */
export type MatchJob = Pick<Job, 'title'> &
  Partial<
    Pick<
      Job,
      | 'skills'
      | 'tags'
      | 'description'
      | 'requirements'
      | 'responsibilities'
      | 'regions'
      | 'location'
      | 'experienceLevel'
      | 'salary'
      | 'employmentType'
      | 'remote'
    >
  >;

export interface MatchSignal {
  /** 0..1, or null when unknown (then a neutral prior stands in). */
  fit: number | null;
  weight: number;
}

export interface MatchResult {
  /** 0–100, whole number. Spec colours: 80+ green, 60+ yellow/blue. */
  matchScore: number;
  breakdown: MatchBreakdown;
  /** Per-factor numbers behind the score, for tests, tuning and logs; not for the API response. */
  signals: Record<MatchFactor, MatchSignal>;
  /** Why the score was held down, if it was: 'region' (cannot be hired there) or 'little-in-common'. */
  cappedBy: 'region' | 'little-in-common' | null;
}

/** The profile fields of a user record (`GET /api/users/profile`) as a MatchProfile. */
export function matchProfileFromUser(
  user: Pick<User, 'skills' | 'title' | 'experience' | 'location' | 'salaryExpectation' | 'jobTypes'>,
  extra: Pick<MatchProfile, 'yearsOfExperience' | 'countryCode' | 'timeZone' | 'utcOffset'> = {},
): MatchProfile {
  return {
    skills: user.skills,
    title: user.title,
    experience: user.experience,
    location: user.location,
    salaryExpectation: user.salaryExpectation,
    jobTypes: user.jobTypes,
    ...extra,
  };
}
