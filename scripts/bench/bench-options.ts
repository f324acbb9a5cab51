import { parseArgs } from 'node:util';

/** Command-line options of `npm run bench:search` (after `--`). */
export interface BenchOptions {
  durationSeconds: number;
  connections: number;
  /** The cold mix (every URL new): its own run, with its own clients (8 by default) and seconds. */
  coldConnections: number;
  coldDurationSeconds: number;
  pgJobs: number;
  pgliteJobs: number;
  only: 'pg' | 'pglite' | undefined;
  /** A PostgreSQL server the run may create a scratch database on; unset = a throwaway cluster. */
  databaseUrl: string | undefined;
  /** Sequential runs of each representative query for the raw SQL median. */
  rawRuns: number;
  /** Print EXPLAIN ANALYZE of the representative queries (diagnosis). */
  explain: boolean;
  /** Measure this built web app instead of apps/web/dist (no build is run then). */
  webDist: string | undefined;
  skipWeb: boolean;
}

export const usage = `Usage: npm run bench:search -- [options]
  --duration <s>        seconds of load per database (default 30)
  --connections <n>     concurrent connections of the warm mix (default 32)
  --cold-connections <n> concurrent connections of the cold mix, every URL asked once (default 8)
  --cold-duration <s>   seconds of the cold mix (default: --duration)
  --pg-jobs <n>         jobs generated into PostgreSQL (default 100000)
  --pglite-jobs <n>     jobs generated into PGlite (default 20000)
  --only pg|pglite      bench one database only
  --database-url <url>  PostgreSQL server to use (default: $BENCH_DATABASE_URL, else a throwaway cluster);
                        the run creates a scratch database there and drops it at the end
  --raw-runs <n>        sequential runs per query for the raw SQL median (default 30)
  --explain             print EXPLAIN ANALYZE of the representative queries
  --web-dist <dir>      measure this web build instead of apps/web/dist (no build)
  --skip-web            do not measure the initial JavaScript`;

export function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`--${name} must be a whole number ≥ ${min} (got "${value}")`);
  return parsed;
}

/** `--only pg|pglite` and `--database-url` (or BENCH_DATABASE_URL): which databases a benchmark runs on. */
export function readDatabaseChoice(
  values: { only?: string; 'database-url'?: string },
  env: Record<string, string | undefined>,
): { only: 'pg' | 'pglite' | undefined; databaseUrl: string | undefined } {
  if (values.only !== undefined && values.only !== 'pg' && values.only !== 'pglite') {
    throw new Error(`--only must be pg or pglite (got "${values.only}")`);
  }
  const databaseUrl = values['database-url'] ?? (env.BENCH_DATABASE_URL?.trim() || undefined);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('--database-url must be a postgres:// URL');
  return { only: values.only, databaseUrl };
}

export function parseBenchOptions(argv: string[], env: Record<string, string | undefined>): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      'cold-connections': { type: 'string' },
      'cold-duration': { type: 'string' },
      'pg-jobs': { type: 'string' },
      'pglite-jobs': { type: 'string' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
      'raw-runs': { type: 'string' },
      explain: { type: 'boolean', default: false },
      'web-dist': { type: 'string' },
      'skip-web': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const { only, databaseUrl } = readDatabaseChoice(values, env);
  return {
    durationSeconds: positiveInt('duration', values.duration, 30),
    connections: positiveInt('connections', values.connections, 32),
    coldConnections: positiveInt('cold-connections', values['cold-connections'], 8),
    coldDurationSeconds: positiveInt(
      'cold-duration',
      values['cold-duration'],
      positiveInt('duration', values.duration, 30),
    ),
    pgJobs: positiveInt('pg-jobs', values['pg-jobs'], 100_000, 100),
    pgliteJobs: positiveInt('pglite-jobs', values['pglite-jobs'], 20_000, 100),
    only,
    databaseUrl,
    rawRuns: positiveInt('raw-runs', values['raw-runs'], 30),
    explain: values.explain ?? false,
    webDist: values['web-dist'],
    skipWeb: values['skip-web'] ?? false,
  };
}
