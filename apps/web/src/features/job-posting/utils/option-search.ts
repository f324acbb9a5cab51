import { countries } from '@orbit/shared/matching/places';
import { skills } from '@orbit/shared/skills';

/** A choice of a searchable multi-select (skills, countries): what is stored, what is shown, what else finds it. */
export interface SearchOption {
  value: string;
  label: string;
  keywords: readonly string[];
}

/** Lower case without accents: 'Côte' is found by 'cote'. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** How well one text answers the query: 0 exact, 1 prefix, 2 a word's prefix, 3 anywhere, null not at all. */
function rank(text: string, query: string): number | null {
  const folded = fold(text);
  if (folded === query) return 0;
  if (folded.startsWith(query)) return 1;
  if (folded.split(/[^a-z0-9+#.]+/).some((word) => word.startsWith(query))) return 2;
  return folded.includes(query) ? 3 : null;
}

/**
 * The options a query finds, best first (the label outranks an alias at the same level, then the list's own order),
 * leaving out those already chosen. A blank query finds nothing: hundreds of skills are no list to scroll.
 */
export function searchOptions(
  options: readonly SearchOption[],
  query: string,
  selected: readonly string[],
  limit = 8,
): SearchOption[] {
  const wanted = fold(query);
  if (wanted === '') return [];
  const chosen = new Set(selected.map(fold));
  const found: { option: SearchOption; score: number; index: number }[] = [];
  options.forEach((option, index) => {
    if (chosen.has(fold(option.value))) return;
    const labelRank = rank(option.label, wanted);
    const keywordRanks = option.keywords.map((keyword) => rank(keyword, wanted)).filter((r): r is number => r !== null);
    const best = Math.min(labelRank === null ? Infinity : labelRank * 2, ...keywordRanks.map((r) => r * 2 + 1));
    if (best !== Infinity) found.push({ option, score: best, index });
  });
  return found
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.option);
}

/** The shared skill list (the names profiles, resumes and matching use), found by name or alias ('JS' → JavaScript). */
export const skillOptions: readonly SearchOption[] = skills.map((skill) => ({
  value: skill.name,
  label: skill.name,
  keywords: skill.aliases,
}));

/** Countries by name, ISO code or alias ('UK' → United Kingdom); stored as the code. */
export const countryOptions: readonly SearchOption[] = [...countries]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((country) => ({ value: country.code, label: country.name, keywords: [country.code, ...country.aliases] }));

const countryLabels = new Map(countryOptions.map((option) => [option.value, option.label]));

/** A stored country code as its name ('NG' → 'Nigeria'); an unknown code as it is. */
export const countryLabel = (code: string): string => countryLabels.get(code.toUpperCase()) ?? code;
