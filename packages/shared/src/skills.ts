import { cloudSkills } from './skill-catalogue-cloud.ts';
import { dataSkills } from './skill-catalogue-data.ts';
import { designSkills } from './skill-catalogue-design.ts';
import { financeSkills } from './skill-catalogue-finance.ts';
import { frameworkSkills } from './skill-catalogue-frameworks.ts';
import { languageSkills } from './skill-catalogue-languages.ts';
import { marketingSkills } from './skill-catalogue-marketing.ts';
import { productSkills } from './skill-catalogue-product.ts';
import { salesSkills } from './skill-catalogue-sales.ts';
import { softSkills } from './skill-catalogue-soft-skills.ts';
import { supportSkills } from './skill-catalogue-support.ts';

/**
 * The canonical skill list: one name per skill, its aliases and a group. Importers use it to turn feed tags and
 * job text into skills; profiles, resume extraction and matching use the same names, so 'ReactJS' on a job meets
 * 'React' on a profile. The data (500+ skills) lives in one `skill-catalogue-<group>.ts` file per group.
 *
 * Sources: programming-language names and their common aliases follow GitHub Linguist's languages.yml (MIT
 * licence, https://github.com/github-linguist/linguist). Everything else (frameworks, tools, and the non-technical
 * groups: design, product and operations, marketing, sales, support, finance, soft skills) is our own list, written
 * from the names tools and job posts use; it is not copied from ESCO or another taxonomy.
 *
 * Entry format, to keep hundreds of skills readable: 'Name|alias|alias'. Markers, because some names are ordinary
 * words:
 *   !Name  ambiguous ('Go', 'R', 'C', 'Julia', 'Chef'): in free text only the exact-case name counts, and only next
 *          to another technical skill ("Python, Go and Rust"); a bare tag needs the same support from the text.
 *   ^Name  case-sensitive in free text ('Excel' the product, not 'excel at'; 'Workday' the product, not 'your workday').
 *   ~Name  broad ('Sales', 'Leadership', 'Polish'): the bare name counts only as a tag; its phrase aliases match text.
 *   ?alias lookup only: canonicalSkill and tags accept it, free text never ('Node', 'UI').
 */

export const skillGroups = [
  'languages',
  'frameworks',
  'cloud',
  'data',
  'design',
  'product',
  'marketing',
  'sales',
  'support',
  'finance',
  'soft skills',
] as const;

export type SkillGroup = (typeof skillGroups)[number];

const catalogue: Record<SkillGroup, readonly string[]> = {
  languages: languageSkills,
  frameworks: frameworkSkills,
  cloud: cloudSkills,
  data: dataSkills,
  design: designSkills,
  product: productSkills,
  marketing: marketingSkills,
  sales: salesSkills,
  support: supportSkills,
  finance: financeSkills,
  'soft skills': softSkills,
};

export type SkillMatchMode = 'normal' | 'context' | 'case-sensitive' | 'tag-only';

export interface Skill {
  name: string;
  group: SkillGroup;
  /** All spellings that mean this skill, for lookups and tags. */
  aliases: readonly string[];
  /** The subset that is safe to look for in free text. */
  textAliases: readonly string[];
  mode: SkillMatchMode;
}

const modeByMarker: Record<string, SkillMatchMode> = { '!': 'context', '^': 'case-sensitive', '~': 'tag-only' };

function parseEntry(entry: string, group: SkillGroup): Skill {
  const [rawName = '', ...rawAliases] = entry.split('|');
  const marker = rawName.charAt(0);
  const mode = modeByMarker[marker] ?? 'normal';
  const name = mode === 'normal' ? rawName : rawName.slice(1);
  const aliases = rawAliases.map((alias) => alias.replace(/^\?/, ''));
  const textAliases = rawAliases.filter((alias) => !alias.startsWith('?'));
  return { name, group, aliases, textAliases, mode };
}

export const skills: readonly Skill[] = skillGroups.flatMap((group) =>
  catalogue[group].map((entry) => parseEntry(entry, group)),
);

export const skillNames: readonly string[] = skills.map((skill) => skill.name);

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const byLookup = new Map<string, Skill>();
for (const skill of skills) {
  for (const key of [skill.name, ...skill.aliases]) byLookup.set(normalise(key), skill);
}

/**
 * Each text's skill, remembered: profiles and jobs repeat the same few thousand skill names, and ranking a few hundred
 * seekers looks up thousands of them, where normalising each text again cost more than the rest of the lookup.
 * Cleared when it grows past its bound.
 */
const skillByText = new Map<string, Skill | null>();
const skillCacheMax = 20_000;

function lookUp(text: string): Skill | null {
  let skill = skillByText.get(text);
  if (skill === undefined) {
    if (skillByText.size >= skillCacheMax) skillByText.clear();
    skill = byLookup.get(normalise(text)) ?? null;
    skillByText.set(text, skill);
  }
  return skill;
}

/** Alias or name → canonical name, case-insensitive ('JS' → 'JavaScript', 'golang' → 'Go'); null if unknown. */
export function canonicalSkill(text: string): string | null {
  return lookUp(text)?.name ?? null;
}

export function skillGroupOf(name: string): SkillGroup | null {
  return lookUp(name)?.group ?? null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

interface Term {
  text: string;
  skill: Skill;
  exactCase: boolean;
  needsContext: boolean;
}

const textTerms: Term[] = skills.flatMap((skill): Term[] => {
  const aliasTerms = skill.textAliases.map((text) => ({ text, skill, exactCase: false, needsContext: false }));
  if (skill.mode === 'tag-only') return aliasTerms;
  const exactCase = skill.mode === 'context' || skill.mode === 'case-sensitive';
  return [{ text: skill.name, skill, exactCase, needsContext: skill.mode === 'context' }, ...aliasTerms];
});

const termByKey = new Map(textTerms.map((term) => [term.text.toLowerCase(), term]));

interface TrieNode {
  children: Map<string, TrieNode>;
  isEnd: boolean;
}

/** A prefix tree of the lower-cased terms as a regex source: 'react(?: native)?|redux|…' shares prefixes. */
function trieSource(words: readonly string[]): string {
  const root: TrieNode = { children: new Map(), isEnd: false };
  for (const word of words) {
    let node = root;
    for (const char of word.toLowerCase()) {
      let next = node.children.get(char);
      if (!next) node.children.set(char, (next = { children: new Map(), isEnd: false }));
      node = next;
    }
    node.isEnd = true;
  }
  const source = (node: TrieNode): string => {
    const branches = [...node.children].map(([char, child]) => escapeRegExp(char) + source(child));
    if (branches.length === 0) return '';
    // Greedy '?': a longer term is tried first, and the shorter one only when the longer fails its boundary.
    if (node.isEnd) return `(?:${branches.join('|')})?`;
    return branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
  };
  return source(root);
}

/**
 * One pattern for all terms (hundreds of separate Unicode regexes cost ~20 ms per job), built as a prefix tree so
 * a position that starts no term fails at once. Longest first, so at any position 'React Native' wins over 'React'
 * and 'Ruby on Rails' over 'Ruby'. Boundaries understand 'C++', 'C#', '.NET' and 'Node.js': a term may not touch a
 * letter or digit, may not be followed by '+' or '#' ('C' in 'C++') and may not sit inside a dotted name ('js' in
 * 'Node.js').
 */
const textPattern = new RegExp(
  `(?<![\\p{L}\\p{N}_.])(?:${trieSource(textTerms.map((term) => term.text))})(?![\\p{L}\\p{N}_+#]|\\.[\\p{L}\\p{N}])`,
  'giu',
);

/** Ambiguous names also refuse a following '-', '&' or apostrophe: 'C-level', 'Go-to-market', 'R&D'. */
const ambiguousFollower = /^[-&'’]/;

const technicalGroups: ReadonlySet<SkillGroup> = new Set(['languages', 'frameworks', 'cloud', 'data']);
const contextWindow = 60;

interface Hit {
  skill: Skill;
  index: number;
  end: number;
  needsContext: boolean;
}

function findTextHits(text: string): Hit[] {
  const hits: Hit[] = [];
  for (const match of text.matchAll(textPattern)) {
    const term = termByKey.get(match[0].toLowerCase());
    if (!term || (term.exactCase && match[0] !== term.text)) continue;
    const end = match.index + match[0].length;
    if (term.needsContext && ambiguousFollower.test(text.slice(end, end + 1))) continue;
    hits.push({ skill: term.skill, index: match.index, end, needsContext: term.needsContext });
  }
  // An ambiguous name counts only with a technical neighbour that is itself certain ("Python, Go and Rust").
  return hits.filter(
    (hit) =>
      !hit.needsContext ||
      hits.some(
        (other) =>
          other !== hit &&
          !other.needsContext &&
          other.skill !== hit.skill &&
          technicalGroups.has(other.skill.group) &&
          other.index < hit.end + contextWindow &&
          other.end > hit.index - contextWindow,
      ),
  );
}

/**
 * Canonical skills found in a job's tags and text, without duplicates: tag skills first (in tag order), then text
 * skills in order of first mention. HTML tags in the text are ignored.
 */
export function extractSkills(text: string, tags: readonly string[] = []): string[] {
  const plain = text.replace(/<[^>]*>/g, ' ');
  const hits = findTextHits(plain).sort((a, b) => a.index - b.index);
  const inText = new Set(hits.map((hit) => hit.skill.name));
  const found = new Set<string>();
  for (const tag of tags) {
    const skill = byLookup.get(normalise(tag));
    if (!skill) continue;
    // A bare ambiguous tag ('go', 'c') is often noise ('go-to-market'); an unambiguous alias ('golang') is not.
    const bareAmbiguous = skill.mode === 'context' && normalise(tag) === normalise(skill.name);
    if (bareAmbiguous && !inText.has(skill.name)) continue;
    found.add(skill.name);
  }
  for (const hit of hits) found.add(hit.skill.name);
  return [...found];
}
