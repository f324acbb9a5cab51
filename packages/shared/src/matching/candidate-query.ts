import { skillGroupOf, skills as skillList } from '../skills.ts';
import type { MatchProfile } from './match-types.ts';
import { relatedSkillsOf } from './related-skills.ts';
import { canonicalSkills } from './skill-overlap.ts';
import { titleTerms } from './title-similarity.ts';

/**
 * Candidate generation for recommendations: which jobs are worth scoring for a seeker, as inputs to one SQL query,
 * so scoring in process only sees a few hundred rows out of 100k. Meant for a query such as
 *
 *   SELECT … FROM jobs
 *   WHERE status = 'live' AND id NOT IN (…applied…)
 *     AND (skills ?| $skills                                   -- jsonb: any of the canonical skills
 *          OR search_vector @@ websearch_to_tsquery('english', $searchQuery))
 *   ORDER BY (skills ?| $coreSkills) DESC, ts_rank(search_vector, websearch_to_tsquery('english', $searchQuery)) DESC,
 *            posted_at DESC
 *   LIMIT $limit
 *
 * then `scoreMatch` on each row. Recall matters more than precision here: related skills and title synonyms are
 * included, and the score sorts them out.
 */
export interface CandidateQuery {
  /** The core skills plus their close relatives ('Xero' → QuickBooks…): for `skills ?| …`. */
  skills: string[];
  /**
   * The profile's own canonical skills, for ranking candidates that share them first — without soft skills
   * ('Communication', 'Attention to Detail'), which posts of every kind list: the newest few hundred jobs naming
   * them would crowd out the seeker's own line of work. A profile with soft skills only keeps them.
   */
  coreSkills: string[];
  /** Title words after synonyms ('frontend', 'engineer'), without seniority words. */
  titleTerms: string[];
  /** `websearch_to_tsquery` text: title phrase and terms, skills and their spellings, OR-ed. */
  searchQuery: string;
}

/** Spellings PostgreSQL's parser keeps whole and job texts use, for a skill ('Node.js' → 'node.js', 'nodejs'). */
function spellings(name: string): string[] {
  const skill = skillList.find((candidate) => candidate.name === name);
  const words = [name, ...(skill?.textAliases ?? [])]
    .map((word) => word.toLowerCase())
    .filter((word) => /^[\p{L}\p{N} .+#/-]{2,40}$/u.test(word));
  return [...new Set(words)].slice(0, 4);
}

const quote = (text: string) => (/[\s\-/.+#]/.test(text) ? `"${text.replace(/"/g, '')}"` : text);

export function candidateQueryFor(profile: Pick<MatchProfile, 'skills' | 'title'>, maxTerms = 40): CandidateQuery {
  const own = canonicalSkills(profile.skills ?? []);
  const telling = own.filter((name) => skillGroupOf(name) !== 'soft skills');
  const coreSkills = telling.length > 0 ? telling : own;
  const skills = [...new Set([...coreSkills, ...coreSkills.flatMap(relatedSkillsOf)])];
  const terms = titleTerms(profile.title ?? '').filter(
    (term) => term !== 'engineer' && term !== 'manager' && term !== 'specialist',
  );
  const phrase = (profile.title ?? '').trim();
  const parts = [
    ...(phrase ? [quote(phrase.toLowerCase())] : []),
    ...terms,
    ...coreSkills.flatMap(spellings).map(quote),
  ];
  const searchQuery = [...new Set(parts)].slice(0, maxTerms).join(' OR ');
  return { skills, coreSkills, titleTerms: terms, searchQuery };
}
