import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createServer } from '../../apps/server/src/server.ts';
import { benchServerConfig, createScratchDatabase, indent } from './bench-database.ts';
import { positiveInt, readDatabaseChoice } from './bench-options.ts';
import { generateCandidates, type CandidatesData } from './candidates-data.ts';
import { explainCandidateSearch } from './candidates-explain.ts';
import { runLoad, type LoadSummary } from './load-run.ts';
import { machineSummary, ms, table, verdict } from './stats.ts';
import { onEachDatabase, type BenchDatabaseLabel } from './throwaway-postgres.ts';

/**
 * `npm run bench:candidates`: the employer's talent-pool search, `GET /api/candidates`, under load. Generates a pool
 * of seekers (50,000 visible to the company on PostgreSQL, 20,000 on PGlite; the hidden and those hiding from the
 * company come on top), starts the real server in-process, listens on 127.0.0.1 and drives it with 8 concurrent
 * clients (autocannon on a worker thread, the employer's bearer token) for a fixed time per scenario.
 *
 * Target: a three-skill search ranked for the company's job (`?skills=a,b,c&forJob=<id>`) p95 ≤ 100 ms on PostgreSQL,
 * ≤ 150 ms on PGlite, printed as PASS/FAIL. Also measured, without a target: the same searches unranked, a country and
 * a skill, and words. The exit code is non-zero only for errors (non-2xx answers, failed requests, a crash).
 */

const targets: Record<BenchDatabaseLabel, number> = { PostgreSQL: 100, PGlite: 150 };
const clients = 8;

interface Options {
  pgSeekers: number;
  pgliteSeekers: number;
  durationSeconds: number;
  explain: boolean;
  only: 'pg' | 'pglite' | undefined;
  databaseUrl: string | undefined;
}

const usage = `Usage: npm run bench:candidates -- [options]
  --seekers <n>         seekers visible to the company, on both databases (default: 50000 on PostgreSQL, 20000 on PGlite)
  --duration <s>        seconds of load per scenario after a warm-up (default 20)
  --only pg|pglite      bench one database only
  --explain             print each search's statements, timed, with EXPLAIN (ANALYZE, BUFFERS), before the load
  --database-url <url>  PostgreSQL server to use (default: $BENCH_DATABASE_URL, else a throwaway cluster);
                        the run creates a scratch database there and drops it at the end`;

function parseOptions(argv: string[], env: Record<string, string | undefined>): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      seekers: { type: 'string' },
      duration: { type: 'string' },
      only: { type: 'string' },
      'database-url': { type: 'string' },
      explain: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const seekers = values.seekers === undefined ? undefined : positiveInt('seekers', values.seekers, 0, 100);
  return {
    pgSeekers: seekers ?? 50_000,
    pgliteSeekers: seekers ?? 20_000,
    durationSeconds: positiveInt('duration', values.duration, 20, 1),
    explain: values.explain ?? false,
    ...readDatabaseChoice(values, env),
  };
}

interface Scenario {
  name: string;
  paths: string[];
  targeted: boolean;
}

/** Three skills as employers pair them (each triple from one trade), so the filters find a realistic few hundred. */
const skillTriples = [
  'TypeScript,React,Node.js',
  'TypeScript,React,JavaScript',
  'Python,PostgreSQL,Docker',
  'Python,SQL,Pandas',
  'AWS,Docker,Kubernetes',
];

const candidatesPath = (params: Record<string, string>) => `/api/candidates?${new URLSearchParams(params).toString()}`;

function buildScenarios(jobId: string): Scenario[] {
  return [
    {
      name: 'three skills, ranked for the job',
      paths: skillTriples.map((skills) => candidatesPath({ skills, forJob: jobId })),
      targeted: true,
    },
    {
      name: 'three skills, unranked',
      paths: skillTriples.map((skills) => candidatesPath({ skills })),
      targeted: false,
    },
    {
      name: 'country + skill',
      paths: [
        candidatesPath({ country: 'NG', skills: 'Python' }),
        candidatesPath({ country: 'KE', skills: 'React' }),
        candidatesPath({ country: 'GH', skills: 'SQL' }),
        candidatesPath({ country: 'ZA', skills: 'TypeScript' }),
      ],
      targeted: false,
    },
    {
      name: 'words',
      paths: [
        candidatesPath({ q: 'engineer' }),
        candidatesPath({ q: 'data analyst' }),
        candidatesPath({ q: 'react' }),
        candidatesPath({ q: 'designer' }),
      ],
      targeted: false,
    },
  ];
}

interface ScenarioResult {
  scenario: Scenario;
  /** `total` of each URL's answer, asked once before the load. */
  totals: number[];
  load: LoadSummary;
  loadAverage: number;
}

interface RunResult {
  label: BenchDatabaseLabel;
  data: CandidatesData;
  scenarios: ScenarioResult[];
  failures: string[];
}

async function benchOne(label: BenchDatabaseLabel, postgresServerUrl: string | undefined, options: Options) {
  const seekers = label === 'PostgreSQL' ? options.pgSeekers : options.pgliteSeekers;
  console.log(
    `\n=== ${label}: ${seekers} visible seekers, ${clients} clients, ${options.durationSeconds} s a scenario ===`,
  );
  const scratch = postgresServerUrl ? await createScratchDatabase(postgresServerUrl) : undefined;
  const { config, dataDir } = benchServerConfig(scratch?.url);
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  const failures: string[] = [];
  try {
    server = await createServer({ ...config, webDistDir: undefined });
    const data = await generateCandidates(server.database.db, systemClock, config.jwtSecret, seekers);
    console.log(
      `  generated ${data.written} seekers in ${data.seconds.toFixed(1)} s (then VACUUM ANALYZE): ${data.visible} visible to the company,` +
        ` ${data.hidden} hidden, ${data.hidingThisCompany} hiding from this company; job skills ${data.jobSkills.join(', ')}`,
    );
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${data.employerToken}` };

    if (options.explain) {
      const target = scratch ? { url: scratch.url } : { pglite: server.database.pglite! };
      for (const scenario of buildScenarios(data.jobId)) {
        const plan = await explainCandidateSearch(target, data.employerId, scenario.paths[0]!);
        console.log(`\n  EXPLAIN — ${scenario.name}\n${indent(plan)}`);
      }
    }

    const results: ScenarioResult[] = [];
    for (const scenario of buildScenarios(data.jobId)) {
      // Each URL once: it must answer 200; the totals show each search finds what it should.
      const totals: number[] = [];
      for (const urlPath of scenario.paths) {
        const response = await fetch(`${baseUrl}${urlPath}`, { headers });
        if (response.status !== 200) {
          failures.push(`${scenario.name}: ${urlPath} → ${response.status} ${(await response.text()).slice(0, 200)}`);
          continue;
        }
        const body = (await response.json()) as { total: number; candidates: unknown[] };
        if (body.candidates.length === 0) failures.push(`${scenario.name}: ${urlPath} found nobody`);
        totals.push(body.total);
      }
      const warmUpSeconds = Math.min(3, Math.ceil(options.durationSeconds / 5));
      console.log(
        `  ${scenario.name}: ${warmUpSeconds} s warm-up, then ${options.durationSeconds} s (matches per URL ${totals.join(', ')})`,
      );
      const load = await runLoad({
        url: baseUrl,
        connections: clients,
        durationSeconds: options.durationSeconds,
        warmUpSeconds,
        scenarios: [{ name: scenario.name, paths: scenario.paths }],
        headers,
      });
      // The load generator stops with requests in flight: let the server finish them before the next scenario (or
      // closing the database under them).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      results.push({ scenario, totals, load, loadAverage: os.loadavg()[0] ?? 0 });
    }
    return { label, data, scenarios: results, failures } satisfies RunResult;
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
  console.log(machineSummary('Candidate search'));
  const passes = await onEachDatabase(options, (label, serverUrl) => benchOne(label, serverUrl, options));
  const verdicts: string[] = [...passes.skipped];
  let errors = 0;
  console.log('\n================ Results ================');
  for (const result of passes.results) {
    const target = targets[result.label];
    const rows = result.scenarios.map(({ scenario, totals, load: summary, loadAverage }) => [
      scenario.name,
      totals.length ? `${Math.min(...totals)}..${Math.max(...totals)}` : 'failed',
      String(summary.total),
      ms(summary.p50),
      `${ms(summary.p95)}${scenario.targeted && summary.p95 > target ? ' !' : ''}`,
      ms(summary.p99),
      summary.perSecond.toFixed(1),
      String(summary.non2xx),
      String(summary.errors - summary.non2xx),
      loadAverage.toFixed(2),
    ]);
    console.log(
      `\n  ${result.label}, ${result.data.visible} visible seekers (${result.data.written} written), ${clients} clients over HTTP:`,
    );
    console.log(
      indent(
        table(
          ['scenario', 'matches', 'requests', 'p50', 'p95', 'p99', 'req/s', 'non-2xx', 'conn errors', 'load avg'],
          rows,
        ),
      ),
    );
    for (const failure of result.failures) console.log(`  ERROR ${failure}`);
    const failed = result.failures.length + result.scenarios.reduce((sum, entry) => sum + entry.load.errors, 0);
    errors += failed;
    for (const { scenario, load: summary, loadAverage } of result.scenarios) {
      const figures = `p50 ${ms(summary.p50)} / p95 ${ms(summary.p95)} / p99 ${ms(summary.p99)}, ${summary.perSecond.toFixed(0)} req/s, non-2xx ${summary.non2xx}, load average ${loadAverage.toFixed(2)}`;
      verdicts.push(
        scenario.targeted
          ? `${result.label} (${result.data.visible} visible seekers): ${scenario.name}: ${figures}; p95 ≤ ${target} ms ${verdict(summary.p95 <= target)}`
          : `${result.label}: ${scenario.name} (no target): ${figures}`,
      );
    }
    verdicts.push(`${result.label}: errors ${failed} ${verdict(failed === 0)}`);
  }
  console.log(`\nTargets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
  if (errors > 0) console.log(`\n${errors} request(s) failed: exit code 1.`);
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('candidates benchmark failed:', error);
    process.exit(1);
  },
);
