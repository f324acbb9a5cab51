import { messages } from '@orbit/shared/messages';
import { experienceBucketOf, type ResumeInsights } from '@orbit/shared/resume-contracts';
import { canonicalSkill } from '@orbit/shared/skills';
import type { users } from '../../db/schema/accounts.ts';
import type { resumeAnalyses } from '../../db/schema/files.ts';

type AnalysisRow = typeof resumeAnalyses.$inferSelect;
type ProfileFields = Pick<typeof users.$inferSelect, 'skills' | 'title' | 'experience'>;

const skillKey = (name: string) => (canonicalSkill(name) ?? name).trim().toLowerCase();

const failureMessages = {
  corrupt: messages.resumeUnreadableCorrupt,
  'password-protected': messages.resumeUnreadableProtected,
  'no-text': messages.resumeUnreadableNoText,
  'too-large': messages.resumeUnreadableTooLarge,
} as const;

/**
 * What was read from the resume, and what of it is still a suggestion: not already in the profile (skills compared
 * by canonical name, so 'ReactJS' in the profile covers 'React') and not dismissed. The profile is never changed
 * here; the seeker's own choices always win.
 */
export function presentResumeInsights(analysis: AnalysisRow, profile: ProfileFields): ResumeInsights {
  const have = new Set(profile.skills.map(skillKey));
  const dismissed = new Set(analysis.dismissed.skills.map(skillKey));
  const done = analysis.status === 'done';
  const years = analysis.yearsOfExperience;
  const bucket = years === null ? null : experienceBucketOf(years);
  const title = analysis.latestTitle?.trim() || null;
  return {
    status: analysis.status,
    message: analysis.status === 'unreadable' && analysis.failure ? failureMessages[analysis.failure] : null,
    analysedAt: analysis.analysedAt?.toISOString() ?? null,
    skills: analysis.skills,
    yearsOfExperience: years === null ? null : Math.round(years * 10) / 10,
    latestTitle: title,
    suggestions: {
      skills: done ? analysis.skills.filter((name) => !have.has(skillKey(name)) && !dismissed.has(skillKey(name))) : [],
      title:
        done && title && !analysis.dismissed.title && title.toLowerCase() !== profile.title.trim().toLowerCase()
          ? title
          : null,
      experience: done && bucket && !analysis.dismissed.experience && bucket !== profile.experience ? bucket : null,
    },
  };
}
