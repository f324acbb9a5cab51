import { ageLabel } from '@orbit/shared/job-display';
import type { Applicant } from '@orbit/shared/pipeline-contracts';

/** 'Applied today', 'Applied 3 days ago', 'Applied on 5/1/2025' (the spec's age buckets). */
export function appliedLabel(appliedAt: string, now: Date, locale?: string): string {
  const age = ageLabel(appliedAt, now, locale);
  if (!age) return '';
  const relative = /^(Today|Yesterday|\d+ (days?|weeks?) ago)$/.test(age);
  return relative ? `Applied ${age.toLowerCase()}` : `Applied on ${age}`;
}

/** The first skills of an applicant, then '+N more' (cards stay short on a phone). */
export function skillsPreview(skills: readonly string[], shown = 5): { shown: string[]; more: number } {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}

/** The reasons behind the score that speak for or against the applicant (neutral ones add nothing to a decision). */
export const decisiveReasons = (
  breakdown: Applicant['matchBreakdown'],
): { effect: 'positive' | 'negative'; text: string }[] =>
  (breakdown?.reasons ?? [])
    .filter(
      (reason): reason is typeof reason & { effect: 'positive' | 'negative' } =>
        reason.effect !== 'neutral' && reason.text.trim() !== '',
    )
    .map((reason) => ({ effect: reason.effect, text: reason.text.trim() }));
