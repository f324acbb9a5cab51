/**
 * `npm run eval:search`: how well the job search ranks, on the recorded feeds of ../shared/fixtures (264 jobs, see
 * search-eval-database.ts), against a labelled set of queries (data/search-labels.json; a job not graded for a query
 * counts as 0). The grades (0–3) were given after reading the jobs, as per-query rules applied to every job once and
 * kept as data (make-search-labels.ts): they do not follow later changes to the search.
 *
 * Two methods, each over the same PGlite database: the real search (search-ranking.ts rankSearch: synonyms,
 * categories and types, typo tolerance, spelling help) and a plain full-text baseline (websearch_to_tsquery ranked by
 * ts_rank alone). Printed: NDCG@10 (gains 2^grade - 1) and precision@5 (grade ≥ 2) for the tuning queries and for
 * the held-out ones (~25 %, never looked at while tuning), each query's NDCG with --verbose.
 *
 * The floor: the real search's NDCG@10 per set is recorded in data/search-floor.json; the run exits 1 when either falls
 * more than `margin` below it. `--record` writes the current figures there (after an improvement).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { and, desc, sql } from 'drizzle-orm';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { isLiveJob } from '../../apps/server/src/domain/jobs/live-jobs.ts';
import { rankSearch } from '../../apps/server/src/features/catalogue/search-ranking.ts';
import { evalNow, openEvalDatabase } from './search-eval-database.ts';
import { mean, ndcgAt } from './ranking-metrics.ts';

export interface LabelledQuery {
  query: string;
  set: 'tune' | 'held-out';
  /** Job key (source:sourceId) → grade: 3 exactly what was asked, 2 clearly relevant, 1 marginal. */
  grades: Record<string, 0 | 1 | 2 | 3>;
}

const labelsFile = new URL('./data/search-labels.json', import.meta.url);
const floorFile = new URL('./data/search-floor.json', import.meta.url);
/** NDCG@10 may fall this much below the recorded floor (PGlite's ts_rank ties, recency) before the run fails. */
const margin = 0.02;

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const record = args.includes('--record');

const labelled = JSON.parse(readFileSync(labelsFile, 'utf8')) as LabelledQuery[];
const { database, jobs: evalJobs } = await openEvalDatabase();
const db = database.db;
const keyById = new Map(evalJobs.map((job) => [job.id, job.key]));
const knownKeys = new Set(evalJobs.map((job) => job.key));
const unknown = labelled.flatMap((item) => Object.keys(item.grades).filter((key) => !knownKeys.has(key)).map((key) => `${item.query}: ${key}`));
if (unknown.length > 0) {
  console.error(`Labels name jobs the fixtures lack:\n  ${unknown.join('\n  ')}`);
  process.exit(1);
}

const live = [isLiveJob(evalNow)];
type Method = (term: string) => Promise<string[]>;
const realSearch: Method = async (term) => (await rankSearch(db, term, live, evalNow)).ids.slice(0, 10);
const baseline: Method = async (term) => {
  const query = sql`websearch_to_tsquery('english', ${term})`;
  const rows = await (db as Db)
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(...live, sql`${jobs.searchVector} @@ ${query}`))
    .orderBy(sql`ts_rank(${jobs.searchVector}, ${query}) desc`, desc(jobs.postedAt), jobs.id)
    .limit(10);
  return rows.map((row) => row.id);
};

interface Scores {
  ndcg: number[];
  precision: number[];
}

async function evaluate(method: Method, items: LabelledQuery[], name: string): Promise<Scores> {
  const scores: Scores = { ndcg: [], precision: [] };
  for (const item of items) {
    const ranked = (await method(item.query)).map((id) => item.grades[keyById.get(id) ?? ''] ?? 0);
    const ndcg = ndcgAt(10, ranked, Object.values(item.grades));
    if (ndcg === null) continue;
    scores.ndcg.push(ndcg);
    scores.precision.push(ranked.slice(0, 5).filter((grade) => grade >= 2).length / 5);
    if (verbose) console.log(`  ${name.padEnd(9)} ${ndcg.toFixed(3)}  ${item.query}  [${ranked.join(' ')}]`);
  }
  return scores;
}

const fixed = (value: number) => value.toFixed(3);
const results: Record<string, { real: number; baseline: number }> = {};
console.log(`Search evaluation: ${labelled.length} queries over ${evalJobs.length} jobs (recorded feeds).`);
for (const set of ['tune', 'held-out'] as const) {
  const items = labelled.filter((item) => item.set === set);
  const real = await evaluate(realSearch, items, 'real');
  const plain = await evaluate(baseline, items, 'baseline');
  results[set] = { real: mean(real.ndcg), baseline: mean(plain.ndcg) };
  console.log(`\n${set} (${items.length} queries)   NDCG@10   P@5 (grade ≥ 2)`);
  console.log(`  real search      ${fixed(mean(real.ndcg))}    ${fixed(mean(real.precision))}`);
  console.log(`  plain full text  ${fixed(mean(plain.ndcg))}    ${fixed(mean(plain.precision))}`);
}
await database.close();

if (record) {
  const floor = { tune: Number(results.tune!.real.toFixed(3)), heldOut: Number(results['held-out']!.real.toFixed(3)) };
  writeFileSync(floorFile, `${JSON.stringify(floor, null, 2)}\n`);
  console.log(`\nRecorded the floor: ${JSON.stringify(floor)}`);
} else {
  const floor = JSON.parse(readFileSync(floorFile, 'utf8')) as { tune: number; heldOut: number };
  const below = [
    ['tune', results.tune!.real, floor.tune],
    ['held-out', results['held-out']!.real, floor.heldOut],
  ].filter(([, value, recorded]) => (value as number) < (recorded as number) - margin);
  for (const [set, value, recorded] of below) console.error(`\n${set}: NDCG@10 ${fixed(value as number)} is below the recorded ${recorded} - ${margin}`);
  if (below.length > 0) process.exit(1);
  console.log(`\nAt or above the recorded floor (tune ${floor.tune}, held-out ${floor.heldOut}, margin ${margin}).`);
}
