import { z } from 'zod';

/**
 * The talent pool: seekers employers may find without an application. Nobody is in it unless they chose to be, and
 * what an employer sees before the seeker accepts contact is a card without anything that identifies or reaches them
 * (fake recruiters target seekers in emerging markets: a name, an address or a phone number is what they fish for).
 */
export const talentVisibilities = ['hidden', 'verified-employers', 'all-employers'] as const;
export type TalentVisibility = (typeof talentVisibilities)[number];

export const talentVisibilityLabels: Readonly<Record<TalentVisibility, string>> = {
  hidden: 'Not visible',
  'verified-employers': 'Visible to verified employers',
  'all-employers': 'Visible to all employers',
};

/** Companies a seeker may keep their card from (a current employer, a former one…). */
export const hiddenCompaniesMax = 50;

/** An employer's profile has no talent pool settings: employers are never in it. */
export const talentPoolSeekersOnlyMessage = 'Only job seekers can join the talent pool';

export const talentVisibilitySchema = z.enum(talentVisibilities, {
  error: 'Choose who may find your profile: not visible, verified employers or all employers',
});

export const hiddenFromCompaniesSchema = z
  .array(
    z.string().trim().min(1, 'A company name cannot be empty').max(120, 'Company names are at most 120 characters'),
  )
  .max(hiddenCompaniesMax, `At most ${hiddenCompaniesMax} companies can be hidden from`);

/**
 * The name on a card before contact: the first name and the initial of the last ('Amara Okafor' → 'Amara O.'), so
 * the employer can address the seeker without being able to look them up.
 */
export function talentDisplayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'A candidate';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${Array.from(last)[0]?.toUpperCase()}.` : first!;
}

/** Whether an employer has contacted this seeker, and how it stands. */
export const candidateContactStates = ['none', 'pending', 'accepted', 'declined'] as const;
export type CandidateContactState = (typeof candidateContactStates)[number];

/**
 * A candidate as an employer sees them before contact: never the e-mail, phone, full name, picture, resume, bio or
 * city. `matchScore` is the seeker's fit for the employer's job when the search ranks for one.
 */
export const candidateCardSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  title: z.string(),
  /** The country the seeker's location names (English name), never the city; null when it names none. */
  country: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.string(),
  jobTypes: z.array(z.string()),
  salaryExpectation: z.string(),
  matchScore: z.number().int().min(0).max(100).optional(),
  contact: z.enum(candidateContactStates),
});
export type CandidateCard = z.infer<typeof candidateCardSchema>;

/**
 * What a card is drawn from: the seeker's profile as stored (the server's row) or as the profile answer carries it
 * (the seeker's own preview on /profile), so the preview is exactly what employers get.
 */
export interface CandidateCardProfile {
  id: string;
  name: string;
  title: string;
  /** The country the location names, as `placedCountryOf` (eligibility.ts) reads it; the location itself never. */
  country: { name: string } | null;
  skills: readonly string[];
  experience: string;
  jobTypes: readonly string[];
  salaryExpectation: string;
}

/**
 * The card for one seeker: the fields are picked one by one, so a whole user row or profile answer (e-mail, phone,
 * bio, resume…) can be passed without any of the rest reaching an employer.
 */
export function candidateCardFromProfile(
  profile: CandidateCardProfile,
  standing: { contact?: CandidateContactState; matchScore?: number } = {},
): CandidateCard {
  return {
    _id: profile.id,
    displayName: talentDisplayName(profile.name),
    title: profile.title.trim(),
    country: profile.country?.name ?? null,
    skills: [...profile.skills],
    experience: profile.experience,
    jobTypes: [...profile.jobTypes],
    salaryExpectation: profile.salaryExpectation.trim(),
    ...(standing.matchScore === undefined ? {} : { matchScore: standing.matchScore }),
    contact: standing.contact ?? 'none',
  };
}

/** A company that looked at the seeker's card or resume. */
export const talentViewSchema = z.object({
  company: z.string(),
  at: z.string(),
  what: z.enum(['profile', 'resume']),
});
export const talentViewsResponseSchema = z.object({ views: z.array(talentViewSchema) });
export type TalentView = z.infer<typeof talentViewSchema>;
