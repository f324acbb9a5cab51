import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { firstExpiryMs } from '../../domain/jobs/live-jobs.ts';
import { jobColumns, type JobRow } from '../../domain/jobs/present-job.ts';
import { searchQuerySql } from './search-query.ts';
import { allKnownWords, correctSpelling } from './search-spelling.ts';
import { firstWindowDays, inWholeHours, postedWithin } from './first-search-window.ts';

/**
 * Search of the job list: PostgreSQL full text (read as websearch_to_tsquery reads it: quotes, -exclusions, "or"; with
 * the words of the trade and the category or type a word names, search-query.ts) ranked by ts_rank plus a little
 * recency. When full text finds fewer than `fewResults`, misspelt words are put right first ('pyhton' → 'python',
 * search-spelling.ts); when the words are all known, few matches is the answer. Otherwise trigram similarity on title
 * and company joins in, so 'javscript' still finds JavaScript jobs; words excluded with '-' stay excluded.
 *
 * A full-text search costs what it ranks, not what it matches, whatever the word: ranking and exactly counting every
 * match of 'engineer' (35k rows of 100k) took 250–550 ms. So a search ranks a bounded candidate set, its
 * `rankedIdsKept` newest matches, and counts its matches only that far: past them the total reads '400+'
 * (`rankedCandidates`). With at most `rankedIdsKept` matches the ranking and the count are exact; with more, the
 * list is those candidates best first, then the other matches newest first (`deepSearchPage`), so every page of the
 * pager exists. list-jobs.ts caches the ranking and reads each page by id.
 */

const fewResults = 5;
/** Words of a search compared by similarity (a search is at most 200 characters). */
const maxSimilarWords = 8;
/**
 * 20 pages of 20 (or 4 of 100): the candidates a search ranks, and how far it counts its matches ('400+' past them).
 * Counting on to 1,000 apart from the ranking read a broad word's matches twice and took most of an uncached
 * search's time; a deeper page is read newest first.
 */
export const rankedIdsKept = 400;

/** The database or a transaction on it. */
export type Executor = Pick<Db, 'select' | 'execute'>;
export type SearchMode = 'full-text' | 'similar';

export interface SearchRanking {
  mode: SearchMode;
  /** The search ranked: as asked, or with its misspelt words put right (search-spelling.ts). */
  term: string;
  /** The first `rankedIdsKept` matching job ids, best first. */
  ids: string[];
  /** Exact up to `rankedIdsKept`; `rankedIdsKept` when there are more (then `capped`). */
  total: number;
  capped: boolean;
  /** When the first of the matching jobs expires (ms), which changes the ranking; null when none matched. */
  liveUntil: number | null;
}

/**
 * Newest first. NULLS LAST matches the partial index jobs_live_posted_at_idx (posted_at DESC NULLS LAST): with
 * the default NULLS FIRST PostgreSQL cannot use it and sorts every live job for each page (posted_at is NOT
 * NULL, so the order is the same).
 */
export const newestFirst: SQL[] = [sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

/** The words a websearch query asks for, and the ones it excludes ('react -native' → react / native). */
export function splitSearchTerms(term: string): { wanted: string; excluded: string } {
  const tokens = term.match(/-?"[^"]*"|\S+/g) ?? [];
  const wanted: string[] = [];
  const excluded: string[] = [];
  for (const token of tokens) {
    if (/^or$/i.test(token)) continue;
    const negative = token.startsWith('-') && token.length > 1;
    const word = token.replace(/^-/, '').replace(/"/g, '').trim();
    if (word) (negative ? excluded : wanted).push(word);
  }
  return { wanted: wanted.join(' ').toLowerCase(), excluded: excluded.join(' or ') };
}

/** WHERE and ORDER BY of a search in the given mode. */
function searchPlan(term: string, filters: SQL[], now: Date, mode: SearchMode): { where: SQL; order: SQL[] } {
  const recency = sql`0.1 / (1 + extract(epoch from (${now.toISOString()}::timestamptz - ${jobs.postedAt})) / 604800)`;
  // The words of the trade and the category or type a word names (search-query.ts).
  const { matches: fullText, rank } = searchQuerySql(term);
  if (mode === 'full-text') {
    return { where: and(...filters, fullText) as SQL, order: [sql`${rank} + ${recency} desc`, ...newestFirst] };
  }
  const { wanted, excluded } = splitSearchTerms(term);
  // Every word must be close to a word of the title or the company, as full text asks for every word: 'senior pyhton'
  // finds Senior Python jobs, 'swift telehealth' does not list every telehealth job. Per word, the trigram indexes
  // answer with a BitmapAnd (~3 ms on 100k jobs; the whole phrase against the title took ~45 ms).
  const words = wanted.split(' ').filter(Boolean).slice(0, maxSimilarWords);
  const closeness = words.map(
    (word) =>
      sql`greatest(word_similarity(${word}, lower(${jobs.title})), word_similarity(${word}, lower(${jobs.company})))`,
  );
  const similar = and(
    ...words.map((word) => sql`(${word} <% lower(${jobs.title}) or ${word} <% lower(${jobs.company}))`),
  );
  const notExcluded = excluded
    ? sql`not (${jobs.searchVector} @@ websearch_to_tsquery('english', ${excluded}))`
    : sql`true`;
  const similarity = sql`(${sql.join(closeness, sql` + `)}) / ${words.length}`;
  return {
    where: and(...filters, or(fullText, and(similar, notExcluded))) as SQL,
    order: [sql`(case when ${fullText} then 1 + ${rank} else ${similarity} end) + ${recency} desc`, ...newestFirst],
  };
}

/** The WHERE of a search in the mode its ranking chose. */
export const searchWhere = (term: string, filters: SQL[], now: Date, mode: SearchMode): SQL =>
  searchPlan(term, filters, now, mode).where;

type Ranked = Omit<SearchRanking, 'mode' | 'term'>;

/** Similar mode: every match ranked and counted (it runs only when full text found fewer than `fewResults`). */
async function rankedIds(db: Executor, plan: { where: SQL; order: SQL[] }): Promise<Ranked> {
  const rows = await db
    .select({
      id: jobs.id,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      firstExpiry: firstExpiryMs(sql`over ()`),
    })
    .from(jobs)
    .where(plan.where)
    .orderBy(...plan.order)
    .limit(rankedIdsKept);
  const first = rows[0];
  const total = first?.total ?? 0;
  return {
    ids: rows.map((row) => row.id),
    total: Math.min(total, rankedIdsKept),
    capped: total > rankedIdsKept,
    liveUntil: first?.firstExpiry ?? null,
  };
}

/** Past this window, every match (live jobs are under 30 days old). */
const maxWindowDays = 20;

type RowsOf<T> = { rows: T[] };
const rowsOf = async <T>(pending: Promise<unknown>): Promise<T[]> => ((await pending) as RowsOf<T>).rows;

/**
 * Full text, ranked and counted by the same statement, whose cost has a bound whatever the number of matches: the
 * newest `rankedIdsKept` + 1 matches of a window of time, the newest `rankedIdsKept` of them ranked. Their number is
 * the total: one more than are ranked means the window, and so the search, has more (`totalCapped`, '400+ jobs'), fewer
 * in the whole catalogue is the exact count. The first window is sized from the planner's estimate of the last day's
 * matches (first-search-window.ts; every match at once for a rare search); too few there, a window sized from what it
 * held (a quarter more than it suggests), then every match. PostgreSQL reads a common word's matches newest first
 * through a posted-at index (~560 rows to find 401 for 'team', which 7 jobs in 10 hold) and a rarer one's through the
 * search vector's GIN index and the window's posted-at range; counting 1,001 matches apart from the ranking read a
 * broad word's matches twice and took most of an uncached search's time.
 * Subqueries are named "jobs", so the shared SQL (the ranking's order) reads their columns.
 */
async function rankedCandidates(
  db: Executor,
  plan: { where: SQL; order: SQL[] },
  now: Date,
  likelyRare = false,
): Promise<Ranked> {
  const newest = sql.join(newestFirst, sql`, `);
  const inWindow = (days: number | null) =>
    rowsOf<{ id: string; expiresAt: number | string; position: number }>(
      db.execute(sql`select id::text as id, (extract(epoch from expires_at) * 1000)::float8 as "expiresAt", position from (
          select *, row_number() over (order by ${newest}) as position from (
            select ${jobs.id} as id, ${jobs.searchVector} as search_vector, ${jobs.category} as category,
              ${jobs.employmentTypeKey} as employment_type_key, ${jobs.postedAt} as posted_at, ${jobs.expiresAt} as expires_at
            from ${jobs} where ${days === null ? plan.where : and(plan.where, postedWithin(now, days))}
            order by ${newest} limit ${rankedIdsKept + 1}
          ) as jobs
        ) as jobs order by ${sql.join(plan.order, sql`, `)}`),
    );
  const first = likelyRare ? null : await firstWindowDays(db, plan.where, now, rankedIdsKept, maxWindowDays);
  let found = await inWindow(first);
  if (found.length <= rankedIdsKept && first !== null) {
    // Fewer than the planner expected: a window sized from what this one held, then every match.
    const days = inWholeHours(((rankedIdsKept * first) / Math.max(found.length, 1)) * 1.25);
    if (days < maxWindowDays) found = await inWindow(days);
    if (found.length <= rankedIdsKept) found = await inWindow(null);
  }
  const capped = found.length > rankedIdsKept;
  const kept = found.filter((row) => Number(row.position) <= rankedIdsKept);
  const liveUntil = found.length > 0 ? Math.min(...found.map((row) => Number(row.expiresAt))) : null;
  return { ids: kept.map((row) => row.id), total: kept.length, capped, liveUntil };
}

/**
 * Full text; with fewer than `fewResults`, also titles and companies close to each word; still too few, the search
 * with its misspelt words put right, when that finds more.
 */
export async function rankSearch(db: Db, term: string, filters: SQL[], now: Date): Promise<SearchRanking> {
  // A word one slip from a known word and no known word itself ('pyhton') is most likely a typo that few jobs hold: its
  // matches are read all at once, without asking the planner first (one statement fewer for the searches that need
  // most; not with 'or', where another word may match many). Were it common after all, the same statement finds the
  // same newest matches, only slower.
  const corrected = correctSpelling(term);
  const likelyRare = corrected !== null && !/(^|\s)or(\s|$)/i.test(term);
  const rankCorrected = (words: string) => rankedCandidates(db, searchPlan(words, filters, now, 'full-text'), now);
  // Such a typo's correction nearly always answers: it is ranked at the same time, on another connection, so the
  // request waits for the longer of the two statements rather than for both.
  const [fullText, rankedEarly] = await Promise.all([
    rankedCandidates(db, searchPlan(term, filters, now, 'full-text'), now, likelyRare),
    likelyRare && corrected ? rankCorrected(corrected) : null,
  ]);
  if (fullText.total >= fewResults || !splitSearchTerms(term).wanted) return { mode: 'full-text', term, ...fullText };
  // The corrected words first: ranking them is as cheap as any full-text search, while the trigram step reads every
  // title close to a word (~9,000 for 'enginer', 116 ms). Only a correction that finds too little leaves it a say.
  const respelled = corrected ? (rankedEarly ?? (await rankCorrected(corrected))) : null;
  // Enough, or something where the words as typed found nothing at all (a typo with a filter: 'kubernets' in one
  // category): the correction answers.
  const correctionAnswers =
    respelled && (respelled.total >= fewResults || (fullText.total === 0 && respelled.total > 0));
  if (corrected && respelled && correctionAnswers) return { mode: 'full-text', term: corrected, ...respelled };
  // Words all spelled right: few matches is the answer ('design' among HR jobs), and similarity, reading every title
  // close to each word (~20–35 ms on 100k jobs), would find none full text missed. A word no list knows (a company,
  // 'telehealth', a typo too far from any word) still gets it.
  if (!corrected && allKnownWords(splitSearchTerms(term).wanted)) return { mode: 'full-text', term, ...fullText };
  const similar = await rankedIds(db, searchPlan(term, filters, now, 'similar'));
  if (corrected && respelled && similar.total < fewResults && respelled.total > similar.total)
    return { mode: 'full-text', term: corrected, ...respelled };
  return { mode: 'similar', term, ...similar };
}

/**
 * Rows of a page past the kept ids. Full text: the matches after the ranked candidates, newest first (the candidates
 * are the newest `rankedIdsKept` matches, so they are skipped by position). Similar: ranked again, with an OFFSET.
 */
export async function deepSearchPage(
  db: Db,
  term: string,
  filters: SQL[],
  now: Date,
  mode: SearchMode,
  offset: number,
  limit: number,
): Promise<JobRow[]> {
  const plan = searchPlan(term, filters, now, mode);
  const order = mode === 'full-text' ? newestFirst : plan.order;
  return db
    .select(jobColumns)
    .from(jobs)
    .where(plan.where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}
