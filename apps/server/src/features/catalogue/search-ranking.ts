import { and, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { firstExpiryMs } from '../../domain/jobs/live-jobs.ts';
import { jobColumns, type JobRow } from '../../domain/jobs/present-job.ts';
import { searchQuerySql } from './search-query.ts';
import { correctSpelling } from './search-spelling.ts';

/**
 * Search of the job list: PostgreSQL full text (read as websearch_to_tsquery reads it: quotes, -exclusions, "or"; with
 * the words of the trade and the category or type a word names, search-query.ts) ranked by ts_rank plus a little recency. When full text finds fewer than `fewResults`, trigram similarity on title and company joins
 * in, so 'javscript' still finds JavaScript jobs; words excluded with '-' stay excluded. When that is still too few,
 * misspelt words are put right ('pyhton' → 'python', search-spelling.ts).
 *
 * A full-text search costs what it ranks, not what it matches (issue 17 §5): ranking and exactly counting every
 * match of 'engineer' (35k rows of 100k, each search vector read from TOAST) took 250–550 ms. So a search counts its
 * matches only up to `totalCap` and ranks a bounded candidate set, its `rankedIdsKept` newest matches
 * (`rankedCandidates`). With at most `rankedIdsKept` matches the ranking is exact, as before; with more, the list is
 * those candidates best first, then the other matches newest first (`deepSearchPage`), so every page of the pager
 * exists. list-jobs.ts caches the ranking and reads each page by id.
 */

const fewResults = 5;
/** pg_trgm's default word-similarity threshold (0.6) misses single-letter typos in long titles. */
const similarityThreshold = '0.5';
/** Words of a search compared by similarity (a search is at most 200 characters). */
const maxSimilarWords = 8;
/** 20 pages of 20 (or 4 of 100), and the candidates a full-text search ranks; a deeper page is read newest first. */
export const rankedIdsKept = 400;
/**
 * Matches counted: past it the total is shown as 'N+' (`totalCapped`). Counting 10,001 of 35k matches still took
 * 22–46 ms on 100k jobs (a heap row each); 1,001 take 3–7 ms. 1,000 results are 50 pages.
 */
export const totalCap = 1000;

/** The database or a transaction on it. */
export type Executor = Pick<Db, 'select' | 'execute'>;
export type SearchMode = 'full-text' | 'similar';

export interface SearchRanking {
  mode: SearchMode;
  /** The search ranked: as asked, or with its misspelt words put right (search-spelling.ts). */
  term: string;
  /** The first `rankedIdsKept` matching job ids, best first. */
  ids: string[];
  /** Exact up to `totalCap`; `totalCap` when there are more (then `capped`). */
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
    (word) => sql`greatest(word_similarity(${word}, lower(${jobs.title})), word_similarity(${word}, lower(${jobs.company})))`,
  );
  const similar = and(...words.map((word) => sql`(${word} <% lower(${jobs.title}) or ${word} <% lower(${jobs.company}))`));
  const notExcluded = excluded ? sql`not (${jobs.searchVector} @@ websearch_to_tsquery('english', ${excluded}))` : sql`true`;
  const similarity = sql`(${sql.join(closeness, sql` + `)}) / ${words.length}`;
  return {
    where: and(...filters, or(fullText, and(similar, notExcluded))) as SQL,
    order: [sql`(case when ${fullText} then 1 + ${rank} else ${similarity} end) + ${recency} desc`, ...newestFirst],
  };
}

/** The WHERE of a search in the mode its ranking chose (run it through `inSearchMode`). */
export const searchWhere = (term: string, filters: SQL[], now: Date, mode: SearchMode): SQL => searchPlan(term, filters, now, mode).where;

/** The similarity threshold is set for the transaction only (set_config … true). */
async function inSimilarityTransaction<T>(db: Db, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${similarityThreshold}, true)`);
    return run(tx);
  });
}

/** Runs queries of a search's WHERE: in a transaction with the similarity threshold when the mode needs it. */
export function inSearchMode<T>(db: Db, mode: SearchMode, run: (tx: Executor) => Promise<T>): Promise<T> {
  return mode === 'similar' ? inSimilarityTransaction(db, run) : run(db);
}

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
  return { ids: rows.map((row) => row.id), total: Math.min(total, totalCap), capped: total > totalCap, liveUntil: first?.firstExpiry ?? null };
}

const dayMs = 24 * 60 * 60 * 1000;
/** Past this window, every match (live jobs are under 30 days old). */
const maxWindowDays = 20;

type RowsOf<T> = { rows: T[] };
const rowsOf = async <T>(pending: Promise<unknown>): Promise<T[]> => ((await pending) as RowsOf<T>).rows;

/**
 * Full text, in statements whose cost has a bound whatever the number of matches:
 * 1. up to `totalCap` + 1 matches through the search vector's GIN bitmap (no search vector is read): the total,
 *    capped, the first expiry among them and, when that was every match, the newest `rankedIdsKept` of them;
 * 2. the `rankedIdsKept` newest matches ranked: when step 1 saw every match, the newest of those by id; when there
 *    are more, the newest in the last day, else in a window the day's count says holds enough, else all (a window
 *    holding that many holds the newest), so a broad word reads a day's matches and a rarer one a few thousand rows.
 * Each subquery is named "jobs", so the shared SQL (the first expiry, the ranking's order) reads its columns.
 */
async function rankedCandidates(db: Executor, plan: { where: SQL; order: SQL[] }, now: Date): Promise<Ranked> {
  // One row back: the count, the first expiry, and (when that was every match) the newest ids, sorted in SQL.
  const [summary] = await rowsOf<{ total: number; liveUntil: number | string | null; newest: string[] | null }>(
    db.execute(sql`with matched as materialized (
        select ${jobs.id} as id, ${jobs.postedAt} as posted_at, ${jobs.expiresAt} as expires_at from ${jobs} where ${plan.where} limit ${totalCap + 1}
      )
      select count(*)::int as total, (extract(epoch from min(expires_at)) * 1000)::float8 as "liveUntil",
        case when count(*) <= ${totalCap} then (
          select array_agg(id::text) from (select id from matched order by posted_at desc, id desc limit ${rankedIdsKept}) as newest
        ) end as newest
      from matched`),
  );
  const total = Number(summary?.total ?? 0);
  const capped = total > totalCap;
  const liveUntil = summary?.liveUntil == null ? null : Number(summary.liveUntil);
  const rank = (candidates: SQL) => rowsOf<{ id: string }>(db.execute(sql`select id from (${candidates}) as jobs order by ${sql.join(plan.order, sql`, `)}`));
  // What the order reads: the rank (search vector; a category or type a word names, search-query.ts) and recency.
  const candidateColumns = sql`select ${jobs.id} as id, ${jobs.searchVector} as search_vector, ${jobs.category} as category, ${jobs.employmentTypeKey} as employment_type_key, ${jobs.postedAt} as posted_at from ${jobs}`;
  let ranked: { id: string }[] = [];
  if (!capped) {
    const ids = summary?.newest ?? [];
    if (ids.length > 0) ranked = await rank(sql`${candidateColumns} where ${inArray(jobs.id, ids)}`);
  } else {
    // The last day first; too few there, a window sized from the day's count (a quarter more than it suggests),
    // then every match.
    const newest = (days: number | null) => {
      const since = days === null ? sql`true` : gte(jobs.postedAt, new Date(now.getTime() - days * dayMs));
      return rank(sql`${candidateColumns} where ${and(plan.where, since)} order by ${sql.join(newestFirst, sql`, `)} limit ${rankedIdsKept}`);
    };
    ranked = await newest(1);
    if (ranked.length < rankedIdsKept) {
      const days = Math.ceil((rankedIdsKept / Math.max(ranked.length, 1)) * 1.25);
      if (days < maxWindowDays) ranked = await newest(days);
      if (ranked.length < rankedIdsKept) ranked = await newest(null);
    }
  }
  return { ids: ranked.map((row) => row.id), total: Math.min(total, totalCap), capped, liveUntil };
}

/**
 * Full text; with fewer than `fewResults`, also titles and companies close to each word; still too few, the search
 * with its misspelt words put right, when that finds more.
 */
export async function rankSearch(db: Db, term: string, filters: SQL[], now: Date): Promise<SearchRanking> {
  const fullText = await rankedCandidates(db, searchPlan(term, filters, now, 'full-text'), now);
  if (fullText.total >= fewResults || !splitSearchTerms(term).wanted) return { mode: 'full-text', term, ...fullText };
  // The corrected words first: ranking them is as cheap as any full-text search, while the trigram step reads every
  // title close to a word (~9,000 for 'enginer', 116 ms). Only a correction that finds too little leaves it a say.
  const corrected = correctSpelling(term);
  const respelled = corrected ? await rankedCandidates(db, searchPlan(corrected, filters, now, 'full-text'), now) : null;
  // Enough, or something where the words as typed found nothing at all (a typo with a filter: 'kubernets' in one
  // category): the correction answers.
  const correctionAnswers = respelled && (respelled.total >= fewResults || (fullText.total === 0 && respelled.total > 0));
  if (corrected && respelled && correctionAnswers) return { mode: 'full-text', term: corrected, ...respelled };
  const similar = await inSimilarityTransaction(db, (tx) => rankedIds(tx, searchPlan(term, filters, now, 'similar')));
  if (corrected && respelled && similar.total < fewResults && respelled.total > similar.total) return { mode: 'full-text', term: corrected, ...respelled };
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
  return inSearchMode(db, mode, (tx) => tx.select(jobColumns).from(jobs).where(plan.where).orderBy(...order).limit(limit).offset(offset));
}
