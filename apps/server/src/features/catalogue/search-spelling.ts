import { categoryNames } from '@orbit/shared/categories';
import { oneWordSpellings } from '@orbit/shared/search-synonyms';
import { skills } from '@orbit/shared/skills';

/**
 * Spelling help for a search that found (almost) nothing: each word that is no known word of job searches and is one
 * slip away from one — a letter missing, extra, wrong, or two letters swapped ('pyhton', 'kubernets', 'enginer';
 * two slips for long words) — is replaced by it. Trigram similarity (search-ranking.ts) already catches most typos,
 * but not a swap in a short word: 'pyhton' shares only 3 of 11 trigrams with 'python'.
 *
 * The known words are the shared skill list's names and spellings, the categories' words, the words job titles
 * are made of and the search terms' spellings; a word outside them that is nobody's typo (a company, 'telehealth')
 * finds no close word and is kept.
 */

/** Words of job titles and searches that are not skills. */
const titleWords = [
  'engineer',
  'developer',
  'designer',
  'manager',
  'analyst',
  'scientist',
  'architect',
  'administrator',
  'specialist',
  'consultant',
  'coordinator',
  'assistant',
  'associate',
  'representative',
  'writer',
  'editor',
  'marketer',
  'recruiter',
  'accountant',
  'bookkeeper',
  'controller',
  'tester',
  'researcher',
  'strategist',
  'technician',
  'officer',
  'executive',
  'director',
  'head',
  'lead',
  'principal',
  'staff',
  'senior',
  'junior',
  'intern',
  'internship',
  'graduate',
  'trainee',
  'frontend',
  'backend',
  'fullstack',
  'full-stack',
  'mobile',
  'software',
  'platform',
  'infrastructure',
  'security',
  'cloud',
  'data',
  'product',
  'project',
  'program',
  'programme',
  'marketing',
  'sales',
  'customer',
  'success',
  'support',
  'operations',
  'finance',
  'financial',
  'quality',
  'assurance',
  'machine',
  'learning',
  'artificial',
  'intelligence',
  'content',
  'growth',
  'account',
  'business',
  'development',
  'community',
  'social',
  'media',
  'talent',
  'acquisition',
  'people',
  'human',
  'resources',
  'legal',
  'compliance',
  'teacher',
  'tutor',
  'translator',
  'virtual',
  'remote',
  'contract',
  'freelance',
  'part-time',
  'full-time',
  'worldwide',
  'africa',
  'europe',
  'america',
  'asia',
  'engineering',
  'design',
  'analytics',
  'web',
  'application',
  'applications',
  'systems',
  'network',
  'devops',
  'reliability',
  'site',
  'embedded',
  'game',
  'games',
  'video',
  'copywriter',
  'technical',
  'healthcare',
  'medical',
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s/,()]+/)
    .filter((word) => /^[a-z][a-z0-9.+#-]*$/.test(word));

/** Known words, the ones to prefer first (title words, then skill names, then other spellings). */
const knownWords: readonly string[] = [
  ...new Set([
    ...titleWords,
    ...categoryNames.flatMap(wordsOf),
    ...skills.flatMap((skill) => wordsOf(skill.name)),
    ...skills.flatMap((skill) => skill.aliases.flatMap(wordsOf)),
    // The search terms' one-word spellings ('nodejs', 'k8s'; search-synonyms.ts): known words, never typos.
    ...oneWordSpellings.filter((word) => /^[a-z][a-z0-9.+#-]*$/.test(word)),
  ]),
];
const known = new Set(knownWords);

/** Slips allowed for a word of this length: none below 4 letters (too many short words are one slip apart). */
const slipsAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/** Optimal string alignment distance (edits plus swaps of neighbours), or `limit + 1` once it is sure to exceed it. */
export function slipDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The known word closest to `word` within its allowed slips (the first preferred on a tie), or null. */
function closestKnownWord(word: string): string | null {
  const limit = slipsAllowed(word.length);
  let best: { word: string; distance: number } | null = null;
  for (const candidate of knownWords) {
    const distance = slipDistance(word, candidate, best ? Math.min(limit, best.distance - 1) : limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { word: candidate, distance };
  }
  return best?.word ?? null;
}

/**
 * Every word is one job searches know ('senior', 'flutter', 'node.js'): nothing for similarity to put right, and the
 * near-spellings it would find ('designer' for 'design') full text's stemming has already matched.
 */
export function allKnownWords(words: string): boolean {
  const list = words.toLowerCase().split(/\s+/).filter(Boolean);
  return list.length > 0 && list.every((word) => known.has(word));
}

/**
 * The search with its misspelt words put right ('senior pyhton' → 'senior python'), or null when no word changed.
 * Quoted phrases, excluded words ('-java') and 'or' are left as they are.
 */
export function correctSpelling(term: string): string | null {
  let changed = false;
  const corrected = term.replace(/-?"[^"]*"|\S+/g, (token) => {
    const word = token.toLowerCase();
    if (!/^[a-z]+$/.test(word) || word === 'or' || known.has(word)) return token;
    const closest = closestKnownWord(word);
    if (!closest) return token;
    changed = true;
    return closest;
  });
  return changed ? corrected : null;
}
