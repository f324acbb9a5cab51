import type { ResumeInsights } from '@orbit/shared/resume-contracts';
import { experienceSelectOptions } from '../../../lib/option-labels.ts';

const sameSkill = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The profile's skills with the accepted ones added at the end: the seeker's own entries keep their spelling and
 * order, and a skill already there in another letter case ('react' vs 'React') is not added twice.
 */
export function mergeSkills(current: readonly string[], accepted: readonly string[]): string[] {
  const merged = [...current];
  for (const skill of accepted) {
    if (skill.trim() !== '' && !merged.some((existing) => sameSkill(existing, skill))) merged.push(skill.trim());
  }
  return merged;
}

/** The same label the profile form's experience select shows ('5-10' → '5-10 years'). */
export function experienceLabel(bucket: string): string {
  return experienceSelectOptions([bucket])[0]?.label ?? bucket;
}

/** Years read from the resume, as a person would say them. */
export function yearsLabel(years: number): string {
  if (years < 1) return 'Less than a year';
  const rounded = Math.round(years);
  return rounded === 1 ? '1 year' : `${rounded} years`;
}

export function hasOpenSuggestions(suggestions: ResumeInsights['suggestions']): boolean {
  return suggestions.skills.length > 0 || suggestions.title !== null || suggestions.experience !== null;
}
