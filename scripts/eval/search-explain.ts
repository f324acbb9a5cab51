/**
 * What the words of the trade cost: on a scratch PostgreSQL database filled with the benchmark's
 * generated catalogue (scripts/bench/generate-jobs.ts, 100,000 jobs by default), the search ranking query as main
 * builds it (websearch_to_tsquery) and as search-query.ts builds it, for a set of searches: median and p95 time of
 * `--runs` alternating runs each, and with --explain the EXPLAIN (ANALYZE, BUFFERS) of both.
 *
 *   node scripts/eval/search-explain.ts [--database-url postgres://…] [--jobs 100000] [--runs 15] [--explain]
 *     [--search <text>]… [--keep | --database <kept name>]
 *
 * The scratch database is created on the given server (default: BENCH_DATABASE_URL, else the dev server) and dropped
 * unless --keep; --database reuses a kept one (dropped at the end unless --keep again).
 */
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { applyMigrations } from '../../apps/server/src/db/migrate.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { firstExpiryMs, isLiveJob } from '../../apps/server/src/domain/jobs/live-jobs.ts';
import { newestFirst, rankedIdsKept } from '../../apps/server/src/features/catalogue/search-ranking.ts';
import { searchQuerySql } from '../../apps/server/src/features/catalogue/search-query.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { generateJobs } from '../bench/generate-jobs.ts';
import { longTailPaths } from '../bench/scenarios.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    jobs: { type: 'string' },
    runs: { type: 'string' },
    explain: { type: 'boolean' },
    search: { type: 'string', multiple: true },
    /** Keep the filled scratch database (its name is printed), or use one kept before: generating takes minutes. */
    keep: { type: 'boolean' },
    database: { type: 'string' },
    /** Also time this many of the search benchmark's long-tail searches ('kafka designer'), each once per query. */
    'long-tail': { type: 'string' },
  },
});
const serverUrl =
  values['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';
const jobCount = Number(values.jobs ?? 100_000);
const runs = Number(values.runs ?? 15);

const defaultSearches = [
  'nodejs',
  'node.js',
  'frontend',
  'react developer',
  'python',
  'customer support',
  'golang',
  'senior frontend engineer',
  'devops',
  'contract',
  'data analyst sql',
];
const searches = values.search ?? defaultSearches;

/** The ranking query of search-ranking.ts (full-text mode): window count, first expiry, first 400 ids. */
function rankingQuery(db: Db, match: SQL, rank: SQL, now: Date) {
  const recency = sql`0.1 / (1 + extract(epoch from (${now.toISOString()}::timestamptz - ${jobs.postedAt})) / 604800)`;
  return db
    .select({ id: jobs.id, total: sql<number>`count(*) over ()`, firstExpiry: firstExpiryMs(sql`over ()`) })
    .from(jobs)
    .where(and(isLiveJob(now), match))
    .orderBy(sql`${rank} + ${recency} desc`, ...newestFirst)
    .limit(rankedIdsKept)
    .toSQL();
}

function mainQuery(db: Db, term: string, now: Date) {
  const query = sql`websearch_to_tsquery('english', ${term})`;
  return rankingQuery(db, sql`${jobs.searchVector} @@ ${query}`, sql`ts_rank(${jobs.searchVector}, ${query})`, now);
}

function newQuery(db: Db, term: string, now: Date) {
  const { matches, rank } = searchQuerySql(term);
  return rankingQuery(db, matches, rank, now);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const reused = values.database;
if (reused !== undefined && !/^orbit_search_explain_[0-9a-f]{8}$/.test(reused))
  throw new Error('--database takes a name this script printed');
const name = reused ?? `orbit_search_explain_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
if (!reused) await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openPostgres(url.toString(), 2);
const client = new pg.Client({ connectionString: url.toString() });
try {
  const now = new Date();
  if (!reused) {
    await applyMigrations(database);
    const generated = await generateJobs(database.db, jobCount, now);
    console.log(`${generated.jobs} jobs generated in ${generated.seconds.toFixed(0)} s into ${name}`);
  }
  console.log(`${runs} runs per query\n`);
  await client.connect();
  const time = async (query: { sql: string; params: unknown[] }) => {
    const started = performance.now();
    // Drizzle's SQL leaves the columns unnamed: the window count is the second.
    const result = await client.query({ text: query.sql, values: query.params, rowMode: 'array' });
    return {
      ms: performance.now() - started,
      rows: result.rowCount ?? 0,
      total: Number((result.rows[0] as unknown[] | undefined)?.[1] ?? 0),
    };
  };
  console.log(
    `${'search'.padEnd(26)} ${'main: matches'.padStart(13)} ${'median'.padStart(7)} ${'p95'.padStart(7)}   ${'new: matches'.padStart(12)} ${'median'.padStart(7)} ${'p95'.padStart(7)}`,
  );
  for (const term of searches) {
    const queries = { main: mainQuery(database.db, term, now), new: newQuery(database.db, term, now) };
    const timings: Record<'main' | 'new', number[]> = { main: [], new: [] };
    const totals = { main: 0, new: 0 };
    await time(queries.main);
    await time(queries.new);
    for (let run = 0; run < runs; run++) {
      for (const which of run % 2 === 0 ? (['main', 'new'] as const) : (['new', 'main'] as const)) {
        const measured = await time(queries[which]);
        timings[which].push(measured.ms);
        totals[which] = measured.total;
      }
    }
    const cells = (which: 'main' | 'new') => {
      const sorted = [...timings[which]].sort((a, b) => a - b);
      return `${String(totals[which]).padStart(which === 'main' ? 13 : 12)} ${quantile(sorted, 0.5).toFixed(1).padStart(7)} ${quantile(sorted, 0.95).toFixed(1).padStart(7)}`;
    };
    console.log(`${term.padEnd(26)} ${cells('main')}   ${cells('new')}`);
    if (values.explain) {
      for (const which of ['main', 'new'] as const) {
        const plan = await client.query(`explain (analyze, buffers) ${queries[which].sql}`, queries[which].params);
        console.log(
          `\n-- ${which}: ${term}\n${plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n')}\n`,
        );
      }
    }
  }
  const longTail = Number(values['long-tail'] ?? 0);
  if (longTail > 0) {
    const terms = longTailPaths(longTail, 7).map((path) => new URL(path, 'http://x').searchParams.get('search') ?? '');
    const timings: Record<'main' | 'new', number[]> = { main: [], new: [] };
    for (const [index, term] of terms.entries()) {
      const queries = { main: mainQuery(database.db, term, now), new: newQuery(database.db, term, now) };
      for (const which of index % 2 === 0 ? (['main', 'new'] as const) : (['new', 'main'] as const))
        timings[which].push((await time(queries[which])).ms);
    }
    const line = (which: 'main' | 'new') => {
      const sorted = [...timings[which]].sort((a, b) => a - b);
      return `${which}: median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
    };
    console.log(
      `\n${terms.length} long-tail searches of the search benchmark ('${terms[0]}', '${terms[1]}', …), each run once:`,
    );
    console.log(`  ${line('main')}\n  ${line('new')}`);
  }
} finally {
  await client.end().catch(() => {});
  await database.close();
  if (values.keep) console.log(`\nkept ${name}`);
  else await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
