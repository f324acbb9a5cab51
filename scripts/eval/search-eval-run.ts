/**
 * The search evaluation: the labelled queries of scripts/eval/search-data run through the real job
 * list (`listJobs`, as `GET /api/jobs?search=` answers, without the list cache) over the recorded feeds imported by
 * the real import code (search-fixtures.ts), and through a plain full-text baseline (plainto_tsquery + ts_rank on the
 * same search vector: no synonyms, no categories, no corrections). NDCG@10 (gains 2^grade - 1) per query, averaged
 * per split and per kind. Used by `npm run eval:search` and by the floor test (search-eval.test.ts).
 */
import { and, desc, sql } from 'drizzle-orm';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { isLiveJob } from '../../apps/server/src/domain/jobs/live-jobs.ts';
import { listJobs } from '../../apps/server/src/features/catalogue/list-jobs.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { mean, ndcgAt } from './ranking-metrics.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { evalNow, importRecordedFixtures } from './search-fixtures.ts';
import { businessQueries } from './search-data/search-labels-business.ts';
import type { Grade, LabelledQuery, QueryKind, Split } from './search-data/search-label-types.ts';
import { techQueries } from './search-data/search-labels-tech.ts';

export const labelledQueries: readonly LabelledQuery[] = [...techQueries, ...businessQueries];

const depth = 10;
const shortPrefixes: Record<string, string> = { 'wwr:': 'we-work-remotely:', 'rok:': 'remote-ok:' };
const fullKey = (key: string) =>
  Object.entries(shortPrefixes).reduce(
    (text, [short, long]) => (text.startsWith(short) ? long + text.slice(short.length) : text),
    key,
  );

/** Every judged job of a query by its stored key, with its grade. */
function gradesOf(query: LabelledQuery): Map<string, Grade> {
  const grades = new Map<string, Grade>();
  for (const grade of [3, 2, 1] as const)
    for (const key of query.judged[grade] ?? []) if (!grades.has(fullKey(key))) grades.set(fullKey(key), grade);
  return grades;
}

export interface QueryResult {
  query: LabelledQuery;
  /** NDCG@10 of the real search and of the baseline (null: nothing relevant to find). */
  search: number | null;
  baseline: number | null;
  searchTotal: number;
  baselineTotal: number;
  /** Jobs websearch_to_tsquery alone matches: main's full text before this change (null unless asked for). */
  websearchTotal: number | null;
  /** The first results, as stored keys with their grades (for --verbose). */
  searchTop: { key: string; grade: Grade }[];
  baselineTop: { key: string; grade: Grade }[];
}

export interface SearchEvaluation {
  results: QueryResult[];
  /** Judged keys no stored job has (a label typo, or a feed that changed). */
  unknownKeys: string[];
  /** Mean NDCG@10 per split ('all' too) and method. */
  summary: Record<Split | 'all', { search: number; baseline: number; queries: number }>;
  byKind: Record<QueryKind, Record<Split, { search: number; baseline: number; queries: number }>>;
}

async function websearchCount(db: Db, term: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(and(isLiveJob(evalNow), sql`${jobs.searchVector} @@ websearch_to_tsquery('english', ${term})`));
  return row?.total ?? 0;
}

async function baselineRanking(db: Db, term: string): Promise<{ ids: string[]; total: number }> {
  const query = sql`plainto_tsquery('english', ${term})`;
  const rows = await db
    .select({ id: jobs.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .where(and(isLiveJob(evalNow), sql`${jobs.searchVector} @@ ${query}`))
    .orderBy(desc(sql`ts_rank(${jobs.searchVector}, ${query})`), desc(jobs.postedAt), desc(jobs.id))
    .limit(depth);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

const summarise = (results: readonly QueryResult[]) => {
  const scored = results.filter((result) => result.search !== null && result.baseline !== null);
  return {
    search: mean(scored.map((result) => result.search!)),
    baseline: mean(scored.map((result) => result.baseline!)),
    queries: scored.length,
  };
};

export interface EvaluationOptions {
  /** Also count what websearch_to_tsquery alone matches (the report's before-and-after counts). */
  countWebsearch?: boolean;
  openDatabase?: () => Promise<Database>;
}

export async function runSearchEvaluation(options: EvaluationOptions = {}): Promise<SearchEvaluation> {
  const { database, keyOfId } = await importRecordedFixtures(options.openDatabase);
  try {
    const known = new Set(keyOfId.values());
    const unknownKeys = [...new Set(labelledQueries.flatMap((query) => [...gradesOf(query).keys()]))].filter(
      (key) => !known.has(key),
    );
    const deps = { db: database.db, clock: { now: () => evalNow } };
    const results: QueryResult[] = [];
    for (const query of labelledQueries) {
      const grades = gradesOf(query);
      const graded = (ids: readonly string[]) =>
        ids.map((id) => ({ key: keyOfId.get(id) ?? id, grade: grades.get(keyOfId.get(id) ?? '') ?? (0 as Grade) }));
      const answer = await listJobs(deps, { search: query.query, page: 1, limit: depth });
      const baseline = await baselineRanking(database.db, query.query);
      const searchTop = graded(answer.jobs.map((job) => job._id));
      const baselineTop = graded(baseline.ids);
      const all = [...grades.values()];
      results.push({
        query,
        search: ndcgAt(
          depth,
          searchTop.map((row) => row.grade),
          all,
        ),
        baseline: ndcgAt(
          depth,
          baselineTop.map((row) => row.grade),
          all,
        ),
        searchTotal: answer.total,
        baselineTotal: baseline.total,
        websearchTotal: options.countWebsearch ? await websearchCount(database.db, query.query) : null,
        searchTop,
        baselineTop,
      });
    }
    const splits: Split[] = ['tuning', 'held-out'];
    const kinds: QueryKind[] = ['tech', 'non-tech', 'misspelt', 'multi-word'];
    return {
      results,
      unknownKeys,
      summary: {
        tuning: summarise(results.filter((result) => result.query.split === 'tuning')),
        'held-out': summarise(results.filter((result) => result.query.split === 'held-out')),
        all: summarise(results),
      },
      byKind: Object.fromEntries(
        kinds.map((kind) => [
          kind,
          Object.fromEntries(
            splits.map((split) => [
              split,
              summarise(results.filter((r) => r.query.kind === kind && r.query.split === split)),
            ]),
          ),
        ]),
      ) as SearchEvaluation['byKind'],
    };
  } finally {
    await database.close();
  }
}
