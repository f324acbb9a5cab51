import { z } from 'zod';

/**
 * What the API says about how well a job fits a signed-in seeker (`matchScore` + `matchBreakdown` on
 * `GET /api/jobs/:id`, the recommendations and the "Recommended for you" list). The score itself is
 * `scoreMatch` in `matching/score-match.ts`.
 */

export const matchFactors = ['skills', 'title', 'seniority', 'region', 'salary', 'jobType'] as const;
export type MatchFactor = (typeof matchFactors)[number];
export const matchEffects = ['positive', 'negative', 'neutral'] as const;

export const matchReasonSchema = z.object({
  factor: z.enum(matchFactors),
  effect: z.enum(matchEffects),
  /** A plain sentence for the "Why this match" panel. */
  text: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

/** What `GET /api/jobs/:id` and the recommendations return next to `matchScore`. */
export const matchBreakdownSchema = z.object({
  /** The job's skills the seeker has, in the job's order. */
  matchedSkills: z.array(z.string()),
  /** Skills the job requires that the seeker lacks. */
  missingSkills: z.array(z.string()),
  reasons: z.array(matchReasonSchema),
});
export type MatchBreakdown = z.infer<typeof matchBreakdownSchema>;
