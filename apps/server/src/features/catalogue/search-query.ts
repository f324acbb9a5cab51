import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { groupPhrases, lookUpPhrase, type SearchPhrase } from '@orbit/shared/search-synonyms';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * A search as full text with the words of the trade (shared search-synonyms.ts): each word or phrase is searched
 * with all its spellings ('nodejs' also as 'node.js'), and one that names a category or employment type ('frontend',
 * 'internship') also finds that category's or type's jobs. The websearch syntax stays: quotes, '-' exclusions, 'or'.
 *
 * The query is composed in SQL from websearch_to_tsquery of each spelling (never spliced into query text), so a
 * stopword drops out as it did before (tsquery && and || skip an empty operand), and a search without category
 * words is still one `search_vector @@ query` answered by the GIN index.
 */

/**
 * What being in a category (or of a type) the search names adds to a job's rank: about one title mention (ts_rank of
 * one title word ~0.06 with the weights below), so a Frontend job ranks beside jobs titled 'frontend' and above ones
 * that only mention it (eval:search's tuning queries: 0.05 → 0.875, 0.1 → 0.894 NDCG@10).
 */
const categoryBonus = 0.1;

/** One word or phrase of a search: its spellings, and whether it was quoted (then only its exact words are asked). */
export interface QueryPhrase extends SearchPhrase {
  quoted: boolean;
}

export interface ParsedSearch {
  /** All of these must match; each is one phrase or several joined by 'or'. */
  clauses: QueryPhrase[][];
  /** Words and quoted phrases after '-'. */
  excluded: string[];
}

/** Reads a websearch query: runs of plain words grouped into the table's phrases, 'or' joining its neighbours. */
export function parseSearch(term: string): ParsedSearch {
  const tokens = term.match(/-?"[^"]*"|\S+/g) ?? [];
  const clauses: QueryPhrase[][] = [];
  const excluded: string[] = [];
  let run: string[] = [];
  let joinNext = false;
  const push = (phrase: QueryPhrase) => {
    const last = clauses.at(-1);
    if (joinNext && last) last.push(phrase);
    else clauses.push([phrase]);
    joinNext = false;
  };
  const flush = () => {
    for (const phrase of groupPhrases(run)) push({ ...phrase, quoted: false });
    run = [];
  };
  for (const token of tokens) {
    if (/^or$/i.test(token)) {
      flush();
      joinNext = clauses.length > 0;
    } else if (token.startsWith('-') && token.length > 1) {
      const word = token.slice(1).replace(/"/g, '').trim();
      if (word) excluded.push(word);
    } else if (token.startsWith('"')) {
      flush();
      const inner = token.replace(/"/g, '').trim();
      if (inner) push({ ...lookUpPhrase(inner), quoted: true });
    } else {
      // An 'or' joins the last word before it and the first after it, as websearch_to_tsquery does.
      if (joinNext) flush();
      run.push(token);
      if (joinNext) flush();
    }
  }
  flush();
  return { clauses, excluded };
}

const tsquery = (text: string): SQL => sql`websearch_to_tsquery('english', ${text})`;
const joinQueries = (parts: SQL[], operator: '&&' | '||'): SQL => sql`(${sql.join(parts, sql.raw(` ${operator} `))})`;

/** The asked words as typed (all of them, in any order, as before); other spellings of several words as phrases. */
function phraseQuery(phrase: QueryPhrase): SQL {
  const asked = phrase.quoted ? `"${phrase.text}"` : phrase.text;
  const others = phrase.quoted && phrase.spellings.length === 1 ? [] : phrase.spellings.slice(1);
  return joinQueries([tsquery(asked), ...others.map((spelling) => tsquery(spelling.includes(' ') ? `"${spelling}"` : spelling))], '||');
}

const clauseQuery = (clause: QueryPhrase[]): SQL => joinQueries(clause.map(phraseQuery), '||');
const namesACategory = (phrase: QueryPhrase) => phrase.categories.length > 0 || phrase.employmentTypes.length > 0;

export interface FullTextSearch {
  /** Whether a job matches. */
  match: SQL;
  /** How well (ts_rank, plus a little per category or type the search names that the job is in). */
  rank: SQL;
}

/** The full-text condition and rank of a search (websearch syntax) with synonyms, categories and types. */
export function fullTextSearch(term: string): FullTextSearch {
  const { clauses, excluded } = parseSearch(term);
  const notExcluded = excluded.map((word) => sql`(!! ${tsquery(word)})`);
  const words = clauses.length > 0 ? [...clauses.map(clauseQuery), ...notExcluded] : [tsquery(term)];
  const query = joinQueries(words, '&&');
  // Title (A) far above company (B), tags and skills (C) and the long texts (D): PostgreSQL's default {0.1, 0.2, 0.4,
  // 1.0} let a description saying a word ten times outrank the job titled with it (eval:search: 0.861 → 0.875).
  const textRank = sql`ts_rank('{0.01, 0.05, 0.2, 1.0}', ${jobs.searchVector}, ${query})`;
  if (!clauses.some((clause) => clause.some(namesACategory))) return { match: sql`${jobs.searchVector} @@ ${query}`, rank: textRank };

  // Clauses naming a category are each text OR category; the others are asked together, as one query.
  const byCategory = clauses.filter((clause) => clause.some(namesACategory));
  const textOnly = clauses.filter((clause) => !clause.some(namesACategory));
  const inCategories = byCategory.map((clause) => {
    const categories = [...new Set(clause.flatMap((phrase) => phrase.categories))];
    const types = [...new Set(clause.flatMap((phrase) => phrase.employmentTypes))];
    return or(
      categories.length > 0 ? inArray(jobs.category, categories) : undefined,
      types.length > 0 ? inArray(jobs.employmentTypeKey, types) : undefined,
    ) as SQL;
  });
  const rest = joinQueries([...textOnly.map(clauseQuery), ...notExcluded, sql`''::tsquery`], '&&');
  const match = and(
    ...byCategory.map((clause, index) => sql`(${jobs.searchVector} @@ ${clauseQuery(clause)} or ${inCategories[index]})`),
    // Stopwords alone ask nothing ('the frontend' is 'frontend'); an empty query would match no job.
    sql`(numnode(${rest}) = 0 or ${jobs.searchVector} @@ ${rest})`,
  ) as SQL;
  const bonus = sql.join(
    inCategories.map((condition) => sql`(case when ${condition} then ${sql.raw(String(categoryBonus))} else 0 end)`),
    sql` + `,
  );
  return { match, rank: sql`(${textRank} + ${bonus})` };
}
