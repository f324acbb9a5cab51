import { canonicalSkill, extractSkills, skillGroupOf } from '../skills.ts';
import { areRelatedSkills } from './related-skills.ts';

/**
 * Skill overlap on canonical names. A job *requires* the skills in its skill list, title and requirements, and
 * merely *mentions* the others its description names. Soft skills ('Communication') weigh less than tools and
 * trades; a related skill (Xero for QuickBooks) earns half. Coverage saturates: a job listing twelve skills is
 * matched well by someone with the main six.
 */

export interface JobSkills {
  required: string[];
  mentioned: string[];
}

export interface JobSkillSource {
  title: string;
  skills?: readonly string[] | null;
  tags?: readonly string[] | null;
  requirements?: string | null;
  description?: string | null;
  responsibilities?: string | null;
}

const canonicalList = (names: readonly string[]) => [
  ...new Set(names.map((name) => canonicalSkill(name) ?? name.trim()).filter(Boolean)),
];

export function jobSkillsOf(job: JobSkillSource): JobSkills {
  const required = canonicalList([
    ...(job.skills ?? []),
    ...extractSkills(`${job.title}\n${job.requirements ?? ''}`, job.tags ?? []),
  ]);
  const inRequired = new Set(required);
  const mentioned = extractSkills(`${job.description ?? ''}\n${job.responsibilities ?? ''}`).filter(
    (name) => !inRequired.has(name),
  );
  return { required, mentioned };
}

export const canonicalSkills = canonicalList;

const weightOf = (name: string) => (skillGroupOf(name) === 'soft skills' ? 0.35 : 1);
const mentionedWeight = 0.4;
const relatedCredit = 0.5;
/** Weighted skills that make full coverage: about five tools or trades. */
const saturation = 5;

export interface SkillFit {
  fit: number | null;
  effect: 'positive' | 'negative' | 'neutral';
  text: string;
  matchedSkills: string[];
  missingSkills: string[];
  /** Job skill → the seeker's related skill that stood in for it. */
  related: [string, string][];
}

function listWords(names: readonly string[], max = 6): string {
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

export function judgeSkills(seekerSkills: readonly string[], job: JobSkills): SkillFit {
  const have = new Set(canonicalList(seekerSkills));
  const all = [...job.required, ...job.mentioned];
  if (have.size === 0) {
    const text = 'Add skills to your profile to compare them with this job.';
    return { fit: null, effect: 'neutral', text, matchedSkills: [], missingSkills: job.required, related: [] };
  }
  if (all.length === 0) {
    const text = 'The job does not name specific skills.';
    return { fit: null, effect: 'neutral', text, matchedSkills: [], missingSkills: [], related: [] };
  }
  const matchedSkills = all.filter((name) => have.has(name));
  const related: [string, string][] = [];
  let earned = 0;
  let possible = 0;
  for (const name of all) {
    const weight = weightOf(name) * (job.required.includes(name) ? 1 : mentionedWeight);
    possible += weight;
    if (have.has(name)) earned += weight;
    else {
      const stand = [...have].find((mine) => areRelatedSkills(mine, name));
      if (stand) {
        earned += weight * relatedCredit;
        related.push([name, stand]);
      }
    }
  }
  const fit = Math.min(1, earned / Math.min(possible, saturation));
  const missingSkills = job.required.filter((name) => !have.has(name));
  const requiredMatched = job.required.filter((name) => have.has(name));
  const mentionedMatched = job.mentioned.filter((name) => have.has(name));
  const parts: string[] = [];
  if (requiredMatched.length > 0) {
    const count = `${requiredMatched.length} of the ${job.required.length}`;
    parts.push(`You have ${count} skills this job asks for: ${listWords(requiredMatched)}.`);
  } else if (job.required.length > 0) {
    parts.push(`You have none of the skills this job asks for (${listWords(job.required, 5)}).`);
  }
  if (mentionedMatched.length > 0) parts.push(`It also mentions ${listWords(mentionedMatched)}, which you have.`);
  if (parts.length === 0)
    parts.push(`None of your skills appear in this job; it mentions ${listWords(job.mentioned, 5)}.`);
  if (related.length > 0)
    parts.push(
      `Related: ${listWords(
        related.map(([theirs, mine]) => `your ${mine} for its ${theirs}`),
        3,
      )}.`,
    );
  const effect = fit >= 0.6 ? 'positive' : fit < 0.3 ? 'negative' : 'neutral';
  return { fit, effect, text: parts.join(' '), matchedSkills, missingSkills, related };
}
