/**
 * Shapes of the matching evaluation set. Jobs carry what a feed gives us (skills are derived by the evaluation the
 * way the importer derives them: extractSkills over title + description, with the tags); profiles carry what a
 * seeker enters at onboarding.
 */

export interface EvalJob {
  id: string;
  title: string;
  company: string;
  location: string;
  /** Who may apply, in the poster's words; '' when the post does not say. */
  regions: string;
  employmentType: string;
  /** 'entry' | 'mid' | 'senior' | 'lead' | '' as the importer would infer it. */
  experienceLevel: string;
  salary: { min: number; max: number; currency: string; period: 'year' | 'month' | 'week' | 'day' | 'hour' } | string | null;
  description: string;
  requirements: string;
  tags: string[];
}

export interface EvalProfile {
  id: string;
  name: string;
  title: string;
  /** Onboarding bucket: '0-1' | '1-3' | '3-5' | '5-10' | '10+'. */
  experience: string;
  location: string;
  skills: string[];
  jobTypes: string[];
  /** One of the spec's ranges ('$30,000-$50,000') or an amount with a currency ('€70,000'). */
  salaryExpectation: string;
  bio: string;
}

/**
 * The first set (eval-labels.ts, eval-labels-new-jobs.ts): 2 = a recruiter would put it in front of this person;
 * 1 = worth showing (adjacent role, stretch, weaker fit); 0 = not. The profiles added later
 * (eval-labels-more.ts) use 0–3, 3 being the role they do at their level where they can be hired. NDCG is
 * normalised per profile, so each profile only needs its own scale to be consistent.
 */
export type Grade = 0 | 1 | 2 | 3;

/** Per profile: job id → [grade, one-line reason]. Jobs not listed for a profile count as 0. */
export type EvalLabels = Record<string, Record<string, readonly [Grade, string]>>;

/** Pay as the evaluation's job files write it: `year(40000, 55000)`, `month(1500, 2000, 'EUR')`, `hour(18, 22)`. */
const pay = (period: 'year' | 'month' | 'hour') => (min: number, max: number, currency = 'USD') => ({ min, max, currency, period });
export const year = pay('year');
export const month = pay('month');
export const hour = pay('hour');
