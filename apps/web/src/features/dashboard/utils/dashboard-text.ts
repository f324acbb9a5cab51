import type { MatchBreakdown } from '@orbit/shared/match-contracts';

/** 'Welcome back, ' + the user's name (spec: the name, not the header's first word), or the role's word when blank. */
export const welcomeName = (name: string | null | undefined, fallback: 'Job Seeker' | 'Employer'): string =>
  name?.trim().replace(/\s+/g, ' ') || fallback;

/** Under the Recommended Jobs heading: every recommendation is scored, best first. */
export const recommendationsSubtitle = 'Ranked by how well they match your profile';

const skillsShown = 3;

/**
 * One line of "why" under a recommendation: the first reason in the seeker's favour as the API wrote it, else the
 * skills they share with the job ('You have React, Node.js and 2 more'), else '' (nothing honest to say).
 */
export function recommendationReason(breakdown: MatchBreakdown): string {
  const positive = breakdown.reasons.find((reason) => reason.effect === 'positive' && reason.text.trim() !== '');
  if (positive) return positive.text.trim();
  const skills = breakdown.matchedSkills;
  if (skills.length === 0) return '';
  const shown = skills.slice(0, skillsShown);
  const more = skills.length - shown.length;
  if (more > 0) return `You have ${shown.join(', ')} and ${more} more`;
  if (shown.length === 1) return `You have ${shown[0]}`;
  return `You have ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
