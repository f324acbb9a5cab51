import { or, sql, type SQL } from 'drizzle-orm';
import { longestSpellingWords, searchTermFor, spellingKey, type SearchTerm } from '@orbit/shared/search-synonyms';
import { jobs } from '../../db/schema/jobs.ts';
import { facetKeys, hasFacets } from './list-facets.ts';

/**
 * How the words of a search become a full-text query. The search is read as websearch_to_tsquery reads it — words all
 * wanted, "quoted phrases", -excluded words, 'or' between two words — and each word or run of words that is a spelling
 * of a term of the trade (@orbit/shared/search-synonyms) becomes any of that term's spellings: 'nodejs developer' →
 * ('node.js' | 'nodejs' | 'node') & 'developer'. A quoted phrase is kept exact.
 *
 * The expansion is done here, once, into one compact tsquery text for to_tsquery (its operands quoted, so a user's
 * '&' or ':' is never an operator): one GIN lookup and one ts_rank per row, as before. A word naming a category or
 * an employment type ('frontend', 'internship') adds one branch: the jobs filed under it that match the other words.
 */

/** Added to ts_rank for a job filed under the category (or type) the search names: those come first. */
const categoryBonus = 0.2;
const typeBonus = 0.05;

/** One wanted or excluded part of the search, as tsquery text, with the term it spelled. */
interface Clause {
  tsquery: string;
  term?: SearchTerm;
  negated: boolean;
  /** Joined to the previous clause by 'or'. */
  orWithPrevious: boolean;
}

export interface SearchQuery {
  /** The whole search as tsquery text ('' when it has no words). */
  tsquery: string;
  /** The category a wanted word names, and the search without that word (tsquery text, '' = nothing else). */
  category?: { name: string; rest: string };
  /** The employment type a wanted word names, and the search without it. */
  employmentType?: { key: string; rest: string };
  /** Both named: the search without either word. */
  restOfBoth?: string;
}

/**
 * A quoted to_tsquery operand: the text-search parser makes its lexemes (a phrase when there are several). Only
 * letters, digits and the characters lexemes keep ('node.js', 'c++', 'ui/ux', 'c#') survive; the rest separate words.
 */
function operand(text: string): string {
  const cleaned = text.replace(/[^\p{L}\p{N}.+#/_]+/gu, ' ').trim();
  return cleaned ? `'${cleaned}'` : '';
}

/**
 * Each of a term's spellings once ('front-end' is 'front end': the parser indexes a hyphenated word with its parts),
 * without those holding another one's words ('frontend development' holds 'frontend': nothing more in an 'or').
 */
function distinctSpellings(term: SearchTerm): string[] {
  const keys = [...new Set(term.spellings.map(spellingKey))];
  return keys.filter((key) => !keys.some((other) => other !== key && ` ${key} `.includes(` ${other} `)));
}

function termQuery(term: SearchTerm): string {
  const narrow = new Set((term.narrow ?? []).map(spellingKey));
  const alternatives = distinctSpellings(term)
    .map((key) => {
      const quoted = operand(key);
      return quoted && narrow.has(key) ? `${quoted}:AC` : quoted;
    })
    .filter(Boolean);
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

interface Token {
  text: string;
  quoted: boolean;
  negated: boolean;
  orWithPrevious: boolean;
}

function tokensOf(search: string): Token[] {
  const tokens: Token[] = [];
  let pendingOr = false;
  for (const raw of search.match(/-?"[^"]*"?|[^\s"]+/g) ?? []) {
    if (/^or$/i.test(raw)) {
      pendingOr = tokens.length > 0;
      continue;
    }
    const negated = raw.startsWith('-') && raw.length > 1;
    const body = negated ? raw.slice(1) : raw;
    const quoted = body.startsWith('"');
    // Punctuation around a word is no part of it ('node.js,' → 'node.js'; 'c++' and '.net' keep theirs).
    const text = body
      .replace(/"/g, '')
      .trim()
      .replace(quoted ? /^$/ : /^[^\p{L}\p{N}.#]+|[^\p{L}\p{N}+#]+$/gu, '');
    if (!operand(text)) continue;
    tokens.push({ text, quoted, negated, orWithPrevious: pendingOr });
    pendingOr = false;
  }
  return tokens;
}

/** The search's clauses: runs of plain words that spell a term are one clause (the longest run first). */
function clausesOf(search: string): Clause[] {
  const tokens = tokensOf(search);
  const clauses: Clause[] = [];
  for (let index = 0; index < tokens.length;) {
    const token = tokens[index]!;
    let length = 1;
    let term: SearchTerm | undefined;
    if (!token.quoted) {
      // Plain words only, not across an 'or' or into an excluded word; an excluded word is matched on its own.
      for (let size = token.negated ? 1 : longestSpellingWords; size >= 1 && !term; size--) {
        const run = tokens.slice(index, index + size);
        if (run.length < size || run.slice(1).some((next) => next.quoted || next.negated || next.orWithPrevious))
          continue;
        term = searchTermFor(run.map((word) => word.text).join(' '));
        if (term) length = size;
      }
    }
    const tsquery = term ? termQuery(term) : operand(token.text);
    clauses.push({
      tsquery: token.negated ? `!${tsquery}` : tsquery,
      term,
      negated: token.negated,
      orWithPrevious: token.orWithPrevious,
    });
    index += length;
  }
  return clauses;
}

/** Clauses as tsquery text: 'or' binds closer than the implied 'and', as in websearch_to_tsquery. */
function joinClauses(clauses: readonly Clause[]): string {
  const groups: string[][] = [];
  for (const clause of clauses) {
    if (clause.orWithPrevious && groups.length > 0) groups.at(-1)!.push(clause.tsquery);
    else groups.push([clause.tsquery]);
  }
  return groups.map((group) => (group.length === 1 ? group[0]! : `(${group.join(' | ')})`)).join(' & ');
}

/** A wanted clause standing on its own (not part of an 'or'), which may be answered by a category or type. */
function standsAlone(clauses: readonly Clause[], index: number): boolean {
  const clause = clauses[index]!;
  return !clause.negated && !clause.orWithPrevious && !clauses[index + 1]?.orWithPrevious;
}

export function buildSearchQuery(search: string): SearchQuery {
  const clauses = clausesOf(search);
  const query: SearchQuery = { tsquery: joinClauses(clauses) };
  const categoryAt = clauses.findIndex((clause, index) => clause.term?.category && standsAlone(clauses, index));
  const typeAt = clauses.findIndex((clause, index) => clause.term?.employmentType && standsAlone(clauses, index));
  const without = (...skipped: number[]) => joinClauses(clauses.filter((_, index) => !skipped.includes(index)));
  if (categoryAt >= 0) query.category = { name: clauses[categoryAt]!.term!.category!, rest: without(categoryAt) };
  if (typeAt >= 0) query.employmentType = { key: clauses[typeAt]!.term!.employmentType!, rest: without(typeAt) };
  if (categoryAt >= 0 && typeAt >= 0) query.restOfBoth = without(categoryAt, typeAt);
  return query;
}

export interface SearchQuerySql {
  /** A job matches the search. */
  matches: SQL;
  /** How well (ts_rank, plus the bonus of the category or type the search names). */
  rank: SQL;
}

const toTsquery = (text: string) => sql`to_tsquery('english', ${text})`;
const textMatches = (text: string): SQL | null => (text ? sql`${jobs.searchVector} @@ ${toTsquery(text)}` : null);
const allOf = (...parts: (SQL | null)[]): SQL =>
  sql.join(
    parts.filter((part): part is SQL => part !== null).map((part) => sql`(${part})`),
    sql` and `,
  );

/** The search as SQL: the whole query, or the category / type it names with its other words. */
export function searchQuerySql(search: string): SearchQuerySql {
  const query = buildSearchQuery(search);
  // Matched by the search index's keys (list-facets.ts), ranked by the columns the ranked rows carry.
  const inCategory = query.category ? sql`${jobs.category} = ${query.category.name}` : null;
  const ofType = query.employmentType ? sql`${jobs.employmentTypeKey} = ${query.employmentType.key}` : null;
  const categoryKey = query.category ? hasFacets(facetKeys.category(query.category.name)) : null;
  const typeKey = query.employmentType ? hasFacets(facetKeys.type(query.employmentType.key)) : null;
  const branches: SQL[] = [sql`${jobs.searchVector} @@ ${toTsquery(query.tsquery)}`];
  if (query.category && categoryKey) branches.push(allOf(categoryKey, textMatches(query.category.rest)));
  if (query.employmentType && typeKey) branches.push(allOf(typeKey, textMatches(query.employmentType.rest)));
  if (query.restOfBoth !== undefined) branches.push(allOf(categoryKey, typeKey, textMatches(query.restOfBoth)));
  let rank = sql`ts_rank(${jobs.searchVector}, ${toTsquery(query.tsquery)})`;
  if (inCategory) rank = sql`${rank} + (case when ${inCategory} then ${categoryBonus}::real else 0 end)`;
  if (ofType) rank = sql`${rank} + (case when ${ofType} then ${typeBonus}::real else 0 end)`;
  return { matches: branches.length === 1 ? branches[0]! : (or(...branches) as SQL), rank };
}
