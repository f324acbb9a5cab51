import { parseArgs } from 'node:util';
import { positiveInt } from './bench-options.ts';

/** Command-line options of `npm run bench:autopilot` (after `--`), in the style of bench-options.ts. */
export interface AutopilotOptions {
  /** PGlite (in process, in a temp DATA_DIR) instead of PostgreSQL. */
  pglite: boolean;
  seekers: number;
  jobs: number;
  /** Jobs inserted before the incremental round. */
  newJobs: number;
  /** Concurrent scans of each measured round, one round per value. */
  concurrency: number[];
  /** A PostgreSQL server the run may create a scratch database on; unset = a throwaway cluster. */
  databaseUrl: string | undefined;
  /** Seconds the round through pg-boss with the production worker options may run before it is cut short; 0 = skip. */
  pgbossSeconds: number;
  /** Skip the rounds through pg-boss altogether. */
  skipPgboss: boolean;
  /** Only the rounds through pg-boss (no direct rounds): the queue's figures alone, sooner. */
  pgbossOnly: boolean;
  /** Also the round as it ran before (scans sent one by one, batches of 4, 2 s polls, onStart's scans), and without onStart. */
  pgbossBefore: boolean;
  /** Also a round with this many server processes working the scan queue (2 = a second process; PostgreSQL only). */
  pgbossProcesses: number;
  /** Print EXPLAIN ANALYZE of one sample scan's candidate queries per round. */
  explain: boolean;
  /** What-if: an index on jobs(updated_at) for live jobs, created in the scratch database before the incremental rounds. */
  whatIfIndex: boolean;
  /**
   * The throwaway cluster preloads pg_stat_statements, and each round through pg-boss prints the statements that
   * took PostgreSQL's time (planning and execution, calls, rows, blocks).
   */
  pgStatements: boolean;
  /** A folder to write a V8 CPU profile of each measured round to (open in Chrome DevTools). */
  cpuProfileDir: string | undefined;
}

export const autopilotUsage = `Usage: npm run bench:autopilot -- [options]
  --seekers <n>         active, ready seekers (default 1000; 200 with --pglite)
  --jobs <n>            live jobs generated (default 100000; 20000 with --pglite)
  --new-jobs <n>        jobs inserted before the incremental round (default 500)
  --concurrency <list>  concurrent scans per measured round, comma-separated (default 2,4)
  --pglite              PGlite in a temp DATA_DIR instead of PostgreSQL (no target)
  --database-url <url>  PostgreSQL server to use (default: $BENCH_DATABASE_URL, else a throwaway cluster);
                        the run creates a scratch database there and drops it at the end
  --pgboss-seconds <s>  cap on the full round through pg-boss with the production worker options (default 600;
                        a round cut short is extrapolated; 0 = skip)
  --skip-pgboss         do not time rounds through pg-boss
  --pgboss-only         time only the rounds through pg-boss (skip the direct rounds)
  --pgboss-before       also time the round through pg-boss as it ran before (scans sent one by one, batches of 4,
                        2 s polls, the round's onStart scans held back 60 s blocking the round's own), then the
                        same queue settings without the onStart
  --pgboss-processes <n>  1 or 2: with 2 (PostgreSQL only), also a round worked by this process and a second
                        server process on the same database; throughput and CPU printed beside one process's
  --pg-statements       preload pg_stat_statements in the throwaway cluster and print, for each round through
                        pg-boss, the statements PostgreSQL spent its time on (plan + execution, calls per scan)
  --explain             print EXPLAIN ANALYZE of one scan's candidate queries in each round
  --what-if-index       no effect now: the index on live jobs (updated_at) it measured is migration 0012
  --cpu-profile <dir>   write a V8 CPU profile of this process for each measured round into <dir> (slows the rounds)`;

export function parseAutopilotOptions(argv: string[], env: Record<string, string | undefined>): AutopilotOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seekers: { type: 'string' },
      jobs: { type: 'string' },
      'new-jobs': { type: 'string' },
      concurrency: { type: 'string' },
      pglite: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      'pgboss-seconds': { type: 'string' },
      'skip-pgboss': { type: 'boolean', default: false },
      'pgboss-only': { type: 'boolean', default: false },
      'pgboss-before': { type: 'boolean', default: false },
      'pgboss-processes': { type: 'string' },
      explain: { type: 'boolean', default: false },
      'pg-statements': { type: 'boolean', default: false },
      'what-if-index': { type: 'boolean', default: false },
      'cpu-profile': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(autopilotUsage);
    process.exit(0);
  }
  const pglite = values.pglite ?? false;
  const databaseUrl = values['database-url'] ?? (env.BENCH_DATABASE_URL?.trim() || undefined);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('--database-url must be a postgres:// URL');
  const concurrency = (values.concurrency ?? '2,4')
    .split(',')
    .map((part) => positiveInt('concurrency', part.trim(), 1));
  if (concurrency.some((value) => value > 32)) throw new Error('--concurrency values must be at most 32');
  const pgbossSeconds = values['pgboss-seconds'] === undefined ? 600 : Number(values['pgboss-seconds']);
  if (!Number.isInteger(pgbossSeconds) || pgbossSeconds < 0)
    throw new Error(`--pgboss-seconds must be a whole number ≥ 0 (got "${values['pgboss-seconds']}")`);
  const pgbossProcesses = positiveInt('pgboss-processes', values['pgboss-processes'], 1);
  if (pgbossProcesses > 2) throw new Error('--pgboss-processes must be 1 or 2');
  if (values['pg-statements'] && (pglite || databaseUrl))
    throw new Error('--pg-statements needs the throwaway PostgreSQL cluster (no --pglite, no --database-url)');
  if (pgbossProcesses > 1 && pglite) throw new Error('--pgboss-processes 2 needs PostgreSQL (PGlite is in process)');
  return {
    pglite,
    seekers: positiveInt('seekers', values.seekers, pglite ? 200 : 1000),
    jobs: positiveInt('jobs', values.jobs, pglite ? 20_000 : 100_000, 100),
    newJobs: positiveInt('new-jobs', values['new-jobs'], 500),
    concurrency: [...new Set(concurrency)],
    databaseUrl,
    pgbossSeconds,
    skipPgboss: values['skip-pgboss'] ?? false,
    pgbossOnly: values['pgboss-only'] ?? false,
    pgbossBefore: values['pgboss-before'] ?? false,
    pgbossProcesses,
    explain: values.explain ?? false,
    pgStatements: values['pg-statements'] ?? false,
    whatIfIndex: values['what-if-index'] ?? false,
    cpuProfileDir: values['cpu-profile'],
  };
}
