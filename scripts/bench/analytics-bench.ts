import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { lastDays, previousPeriod } from '@orbit/shared/analytics-contracts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createServer } from '../../apps/server/src/server.ts';
import { generateAnalytics, type AnalyticsData } from './analytics-data.ts';
import { benchServerConfig, createScratchDatabase, indent } from './bench-database.ts';
import { positiveInt, readDatabaseChoice } from './bench-options.ts';
import { runLoad, type LoadSummary } from './load-run.ts';
import { machineSummary, ms, table, verdict } from './stats.ts';
import { onEachDatabase, type BenchDatabaseLabel } from './throwaway-postgres.ts';

/**
 * `npm run bench:analytics`: the analytics page's requests, `GET /api/analytics`, under load. Generates one busy
 * company (200 posts, 50,000 applications, 500,000 views over a year), starts the real server in-process, listens on
 * 127.0.0.1 and drives it with 8 concurrent clients (autocannon on a worker thread, the owner's bearer token).
 *
 * The page asks for a period and the one before it (its summaries compare the two), so each scenario sends both:
 * the company over 30 days, over 90 days, and one job over 30 days. Target on PostgreSQL: p95 ≤ 150 ms in every
 * scenario (PGlite is measured without a target: it is the one-process embedded database). Prints min / median / p95
 * per scenario; the exit code is non-zero when a target is missed or a request fails.
 */

const target = 150;
const clients = 8;

interface Options {
  jobs: number;
  applications: number;
  views: number;
  durationSeconds: number;
  only: 'pg' | 'pglite' | undefined;
  databaseUrl: string | undefined;
}

const usage = `Usage: npm run bench:analytics -- [options]
  --jobs <n>            the company's posts (default 200)
  --applications <n>    applications to them (default 50000)
  --views <n>           job views (default 500000)
  --duration <s>        seconds of load per scenario after a warm-up (default 15)
  --only pg|pglite      the database to bench (default pg; pglite has no target)
  --database-url <url>  PostgreSQL server to use (default: $BENCH_DATABASE_URL, else a throwaway cluster)`;

function parseOptions(argv: string[], env: Record<string, string | undefined>): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string' },
      applications: { type: 'string' },
      views: { type: 'string' },
      duration: { type: 'string' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const choice = readDatabaseChoice(values, env);
  return {
    jobs: positiveInt('jobs', values.jobs, 200),
    applications: positiveInt('applications', values.applications, 50_000),
    views: positiveInt('views', values.views, 500_000),
    durationSeconds: positiveInt('duration', values.duration, 15),
    ...choice,
    // The target is PostgreSQL's: PGlite (half a million views written in one process) only when asked for.
    only: choice.only ?? 'pg',
  };
}

const analyticsPath = (params: Record<string, string>) => `/api/analytics?${new URLSearchParams(params).toString()}`;

function buildScenarios(jobId: string): { name: string; paths: string[] }[] {
  const today = new Date().toISOString().slice(0, 10);
  const period = (days: number, extra: Record<string, string> = {}) => {
    const current = lastDays(today, days);
    return [
      analyticsPath({ ...extra, ...current }),
      analyticsPath({ ...extra, ...previousPeriod(current.from, current.to) }),
    ];
  };
  return [
    { name: 'company, 30 days (+ the 30 before)', paths: period(30) },
    { name: 'company, 90 days (+ the 90 before)', paths: period(90) },
    { name: 'one job, 30 days (+ the 30 before)', paths: period(30, { jobId }) },
  ];
}

interface RunResult {
  label: BenchDatabaseLabel;
  data: AnalyticsData;
  scenarios: { name: string; load: LoadSummary; min: number; loadAverage: number }[];
  failures: string[];
}

async function benchOne(label: BenchDatabaseLabel, postgresServerUrl: string | undefined, options: Options) {
  console.log(`\n=== ${label}: ${clients} clients, ${options.durationSeconds} s a scenario ===`);
  const scratch = postgresServerUrl ? await createScratchDatabase(postgresServerUrl) : undefined;
  const { config, dataDir } = benchServerConfig(scratch?.url);
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  const failures: string[] = [];
  try {
    server = await createServer({ ...config, webDistDir: undefined });
    const data = await generateAnalytics(server.database.db, systemClock, config.jwtSecret, options);
    console.log(
      `  generated ${options.jobs} posts, ${options.applications} applications, ${options.views} views in ${data.seconds.toFixed(1)} s (then VACUUM ANALYZE)`,
    );
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${data.employerToken}` };
    const scenarios: RunResult['scenarios'] = [];
    for (const scenario of buildScenarios(data.jobId)) {
      // Each URL once, timed alone: it must answer 200 with figures; its time is the scenario's unloaded minimum.
      let min = Infinity;
      const figures: string[] = [];
      for (const urlPath of scenario.paths) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${urlPath}`, { headers });
        const body = await response.text();
        min = Math.min(min, performance.now() - started);
        if (response.status !== 200)
          failures.push(`${scenario.name}: ${urlPath} → ${response.status} ${body.slice(0, 200)}`);
        else {
          const answer = JSON.parse(body) as { views: number; applications: number };
          figures.push(`${answer.views} views / ${answer.applications} applications`);
        }
      }
      const warmUpSeconds = Math.min(3, Math.ceil(options.durationSeconds / 5));
      console.log(
        `  ${scenario.name}: ${figures.join('; ')}; ${warmUpSeconds} s warm-up, then ${options.durationSeconds} s`,
      );
      const load = await runLoad({
        url: baseUrl,
        connections: clients,
        durationSeconds: options.durationSeconds,
        warmUpSeconds,
        scenarios: [{ name: scenario.name, paths: scenario.paths }],
        headers,
      });
      // Requests still in flight when the load stops finish before the next scenario (or before the database closes).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      scenarios.push({ name: scenario.name, load, min, loadAverage: os.loadavg()[0] ?? 0 });
    }
    return { label, data, scenarios, failures } satisfies RunResult;
  } finally {
    await server?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  console.log(machineSummary('Analytics'));
  const passes = await onEachDatabase(options, (label, serverUrl) => benchOne(label, serverUrl, options));
  const verdicts: string[] = [...passes.skipped];
  let failed = 0;
  console.log('\n================ Results ================');
  for (const result of passes.results) {
    const targeted = result.label === 'PostgreSQL';
    console.log(`\n  ${result.label}, ${clients} clients over HTTP:`);
    console.log(
      indent(
        table(
          ['scenario', 'requests', 'min', 'median', 'p95', 'p99', 'req/s', 'errors', 'load avg'],
          result.scenarios.map(({ name, load, min, loadAverage }) => [
            name,
            String(load.total),
            ms(min),
            ms(load.p50),
            `${ms(load.p95)}${targeted && load.p95 > target ? ' !' : ''}`,
            ms(load.p99),
            load.perSecond.toFixed(1),
            String(load.errors),
            loadAverage.toFixed(2),
          ]),
        ),
      ),
    );
    for (const failure of result.failures) console.log(`  ERROR ${failure}`);
    const errors = result.failures.length + result.scenarios.reduce((sum, entry) => sum + entry.load.errors, 0);
    failed += errors;
    for (const { name, load, min } of result.scenarios) {
      const figures = `min ${ms(min)} / median ${ms(load.p50)} / p95 ${ms(load.p95)}`;
      if (!targeted) verdicts.push(`${result.label}: ${name} (no target): ${figures}`);
      else {
        verdicts.push(`${result.label}: ${name}: ${figures}; p95 ≤ ${target} ms ${verdict(load.p95 <= target)}`);
        if (load.p95 > target) failed += 1;
      }
    }
    verdicts.push(`${result.label}: errors ${errors} ${verdict(errors === 0)}`);
  }
  console.log(`\nTargets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('analytics benchmark failed:', error);
    process.exit(1);
  },
);
