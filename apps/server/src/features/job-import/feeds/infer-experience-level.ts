import type { ExperienceLevel } from './normalised-job.ts';

/**
 * Experience level from what the feed says, else the title, else the years the description asks for; '' when
 * nothing tells. Title words are trusted over years, because "5+ years" in a Lead post still means lead.
 */

const sourceLevels: [RegExp, ExperienceLevel][] = [
  [/^(?:lead|manager|director|executive|principal|staff)/, 'lead'],
  [/^(?:senior|sr|expert)/, 'senior'],
  [/^(?:mid|midweight|middle|intermediate|experienced)/, 'mid'],
  [/^(?:junior|jr|entry|intern|graduate|trainee|beginner)/, 'entry'],
];

const titleLevels: [RegExp, ExperienceLevel][] = [
  // "Team Lead", "Staff Engineer", "Head of …", "VP …", "Director …", "Principal …", "Engineering Manager".
  [
    /\b(?:lead(?! gen)|staff|principal|head of|director|vp|vice president|chief|cto|cfo|coo|cmo|engineering manager)\b/,
    'lead',
  ],
  [/\b(?:senior|sr\.?|snr|iii|iv|expert)(?!\w)/, 'senior'],
  [
    /\b(?:junior|jr\.?|entry[- ]level|entry|intern|internship|graduate|new grad|trainee|apprentice|working student|werkstudent|praktikant)(?!\w)/,
    'entry',
  ],
  [/\b(?:mid[- ]?level|mid|intermediate|ii)\b/, 'mid'],
];

/**
 * The largest "N years" the description ties to experience ("3+ years of experience", "5-7 yrs of hands-on
 * experience"): a post asking for 2 years of React and 6 years overall is a senior post.
 */
function yearsAsked(description: string): number | null {
  const pattern =
    /(\d{1,2})\s*(?:\+|(?:-|–|to)\s*\d{1,2})?\s*(?:\+\s*)?(?:years?|yrs?)\b(?:[^.]{0,40}?\bexperience\b)?/gi;
  let largest: number | null = null;
  for (const match of description.matchAll(pattern)) {
    const before = description.slice(Math.max(0, match.index - 40), match.index);
    const mentionsExperience = /experience/i.test(match[0]) || /experience/i.test(before);
    const years = Number(match[1]);
    if (!mentionsExperience || years > 20) continue;
    largest = largest === null ? years : Math.max(largest, years);
  }
  return largest;
}

export interface ExperienceInput {
  title: string;
  description?: string;
  /** The feed's own level ('Senior', 'Midweight', 'Any'), when it has one. */
  sourceLevel?: string;
}

export function inferExperienceLevel(input: ExperienceInput): ExperienceLevel {
  const source = (input.sourceLevel ?? '').trim().toLowerCase();
  const fromSource = sourceLevels.find(([pattern]) => pattern.test(source))?.[1];
  if (fromSource) return fromSource;

  const title = input.title.toLowerCase();
  const fromTitle = titleLevels.find(([pattern]) => pattern.test(title))?.[1];
  if (fromTitle) return fromTitle;

  const description = input.description ?? '';
  if (/\b(?:no (?:prior )?experience (?:required|needed|necessary)|entry[- ]level)\b/i.test(description))
    return 'entry';
  const years = yearsAsked(description);
  if (years === null) return '';
  if (years >= 8) return 'lead';
  if (years >= 5) return 'senior';
  if (years >= 2) return 'mid';
  return 'entry';
}
