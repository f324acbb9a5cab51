import { parseArgs } from 'node:util';
import { positiveInt, readDatabaseChoice } from './bench-options.ts';

/** Command-line options of `npm run bench:recommend` (after `--`), in the style of bench-options.ts. */
export interface RecommendOptions {
  pgJobs: number;
  pgliteJobs: number;
  only: 'pg' | 'pglite' | undefined;
  /** A PostgreSQL server the run may create a scratch database on; unset = a throwaway cluster. */
  databaseUrl: string | undefined;
  /** Warm calls per seeker and per measure (the domain function, the API). */
  warmRuns: number;
  /** Print EXPLAIN ANALYZE of the candidate query, once per profile shape. */
  explain: boolean;
}

export const recommendUsage = `Usage: npm run bench:recommend -- [options]
  --pg-jobs <n>         jobs generated into PostgreSQL (default 100000)
  --pglite-jobs <n>     jobs generated into PGlite (default 20000)
  --only pg|pglite      bench one database only
  --database-url <url>  PostgreSQL server to use (default: $BENCH_DATABASE_URL, else a throwaway cluster);
                        the run creates a scratch database there and drops it at the end
  --warm-runs <n>       warm calls per seeker for each measure (default 10)
  --explain             print EXPLAIN ANALYZE of the candidate query once per profile shape`;

export function parseRecommendOptions(argv: string[], env: Record<string, string | undefined>): RecommendOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'pg-jobs': { type: 'string' },
      'pglite-jobs': { type: 'string' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
      'warm-runs': { type: 'string' },
      explain: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(recommendUsage);
    process.exit(0);
  }
  const { only, databaseUrl } = readDatabaseChoice(values, env);
  return {
    pgJobs: positiveInt('pg-jobs', values['pg-jobs'], 100_000, 100),
    pgliteJobs: positiveInt('pglite-jobs', values['pglite-jobs'], 20_000, 100),
    only,
    databaseUrl,
    warmRuns: positiveInt('warm-runs', values['warm-runs'], 10),
    explain: values.explain ?? false,
  };
}
