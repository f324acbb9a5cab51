import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { ApplicantsResponse } from '@orbit/shared/pipeline-contracts';
import { applications } from '../../apps/server/src/db/schema/applications.ts';
import { backfillMatchBreakdowns } from '../../apps/server/src/features/applications/backfill-match-breakdowns.ts';
import { listApplicants } from '../../apps/server/src/features/applications/list-applicants.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createServer } from '../../apps/server/src/server.ts';
import { generateApplicants, type ApplicantsData } from './applicants-data.ts';
import { benchServerConfig, createScratchDatabase, indent } from './bench-database.ts';
import { positiveInt, readDatabaseChoice } from './bench-options.ts';
import { machineSummary, ms, percentile, table, verdict } from './stats.ts';
import { onEachDatabase } from './throwaway-postgres.ts';

/**
 * `npm run bench:applicants`: the employer's applicants page, `GET /api/jobs/:id/applicants`, a page at a time, for
 * one job with 5,000 applications (seekers with profiles, most with a resume, cover letters, every status), through
 * the app in-process
 * (app.inject: routing, the access policy's session check, the queries, presenting with a signed resume link each,
 * the response schema, JSON). On PostgreSQL (a server given, else a throwaway cluster, else skipped) and on PGlite.
 * Target: p95 < 100 ms for each scenario, printed as PASS/FAIL; the exit code is non-zero only for errors.
 *
 * Also shown, without a target: the domain function alone (the rest is validation and JSON), and the one-off
 * background task giving applications kept before breakdowns were theirs.
 */

const targetMs = 100;

interface Options {
  applications: number;
  requests: number;
  only: 'pg' | 'pglite' | undefined;
  databaseUrl: string | undefined;
}

const usage = `Usage: npm run bench:applicants -- [options]
  --applications <n>    applications to the job (default 5000)
  --requests <n>        timed requests per scenario, at least 30 (default 40)
  --only pg|pglite      bench one database only
  --database-url <url>  PostgreSQL server to use (default: $BENCH_DATABASE_URL, else a throwaway cluster)`;

function parseOptions(argv: string[], env: Record<string, string | undefined>): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      applications: { type: 'string' },
      requests: { type: 'string' },
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
  return {
    applications: positiveInt('applications', values.applications, 5000, 1),
    requests: positiveInt('requests', values.requests, 40, 30),
    ...readDatabaseChoice(values, env),
  };
}

interface Scenario {
  name: string;
  query: string;
  expected: (data: ApplicantsData) => number;
}

const pageOf = (total: number, page: number, limit: number) => Math.max(0, Math.min(limit, total - (page - 1) * limit));

/** Pages of 50 (the default) unless said; the deep page reads past half the list (OFFSET). */
const scenarios: Scenario[] = [
  { name: 'sort=match, page 1', query: '?sort=match', expected: (data) => pageOf(data.live, 1, 50) },
  { name: 'sort=date, page 1', query: '?sort=date', expected: (data) => pageOf(data.live, 1, 50) },
  {
    name: 'status=Shortlisted, sort=match',
    query: '?status=Shortlisted&sort=match',
    expected: (data) => pageOf(data.counts.Shortlisted ?? 0, 1, 50),
  },
  {
    name: 'status=Applied, sort=date, page 2',
    query: '?status=Applied&sort=date&page=2',
    expected: (data) => pageOf(data.counts.Applied ?? 0, 2, 50),
  },
  { name: 'sort=match, page 50 (deep)', query: '?sort=match&page=50', expected: (data) => pageOf(data.live, 50, 50) },
  {
    name: 'sort=match, limit=100 (largest page)',
    query: '?sort=match&limit=100',
    expected: (data) => pageOf(data.live, 1, 100),
  },
];

interface ScenarioResult {
  scenario: Scenario;
  applicants: number;
  bytes: number;
  times: number[];
}

interface RunResult {
  label: string;
  data: ApplicantsData;
  scenarios: ScenarioResult[];
  domain: number[];
  /** The background task scoring every application of the job after their breakdowns were dropped. */
  backfillMs: number;
  failures: string[];
}

async function benchOne(label: string, postgresServerUrl: string | undefined, options: Options): Promise<RunResult> {
  console.log(
    `\n=== ${label}: one job, ${options.applications} applications, ${options.requests} requests per scenario ===`,
  );
  const scratch = postgresServerUrl ? await createScratchDatabase(postgresServerUrl) : undefined;
  const { config, dataDir } = benchServerConfig(scratch?.url);
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  const failures: string[] = [];
  try {
    server = await createServer({ ...config, webDistDir: undefined });
    const data = await generateApplicants(server.database.db, systemClock, config.jwtSecret, options.applications);
    console.log(
      `  generated ${options.applications} applications (${data.live} live) in ${data.seconds.toFixed(1)} s: ${JSON.stringify(data.counts)}`,
    );
    const app = server.app;
    const headers = { authorization: `Bearer ${data.employerToken}` };
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `/api/jobs/${data.jobId}/applicants${query}`, headers });
    const timed = async (query: string) => {
      const started = performance.now();
      const response = await get(query);
      return { ms: performance.now() - started, response };
    };

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) {
      let applicants = 0;
      let bytes = 0;
      // Warm-up (JIT, plans, the session row cached by the database): not measured.
      for (let run = 0; run < 3; run += 1) {
        const { response } = await timed(scenario.query);
        if (response.statusCode !== 200) {
          failures.push(`${scenario.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          break;
        }
        const body = response.json<ApplicantsResponse>();
        applicants = body.applicants.length;
        bytes = response.rawPayload.length;
        if (applicants !== scenario.expected(data))
          failures.push(`${scenario.name}: ${applicants} applicants, expected ${scenario.expected(data)}`);
        if (body.counts.Applied !== (data.counts.Applied ?? 0))
          failures.push(`${scenario.name}: counts ${JSON.stringify(body.counts)}`);
      }
      const times: number[] = [];
      for (let run = 0; run < options.requests; run += 1) {
        const { ms: took, response } = await timed(scenario.query);
        if (response.statusCode !== 200) failures.push(`${scenario.name}: ${response.statusCode}`);
        times.push(took);
      }
      results.push({ scenario, applicants, bytes, times });
    }

    // The domain function alone (no schema check, no JSON), sort=match.
    const domain: number[] = [];
    const deps = { db: server.database.db, clock: systemClock, config };
    for (let run = 0; run < options.requests; run += 1) {
      const started = performance.now();
      await listApplicants(deps, data.employerId, data.jobId, { sort: 'match', page: 1, limit: 50 });
      domain.push(performance.now() - started);
    }

    // Applications kept before breakdowns were (migration 0008): the background task scores and stores them all.
    await server.database.db
      .update(applications)
      .set({ matchBreakdown: null })
      .where(eq(applications.jobId, data.jobId));
    const started = performance.now();
    const backfilled = await backfillMatchBreakdowns({
      db: server.database.db,
      clock: systemClock,
      log: { info: () => {}, warn: () => {} },
    });
    const backfillMs = performance.now() - started;
    if (backfilled !== data.live) failures.push(`backfill stored ${backfilled} breakdowns, expected ${data.live}`);
    const after = await timed('?sort=match');
    if (after.response.json<ApplicantsResponse>().applicants.some((applicant) => applicant.matchBreakdown === null))
      failures.push('backfill: breakdowns still missing');

    return { label, data, scenarios: results, domain, backfillMs, failures };
  } finally {
    await server?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  console.log(machineSummary('Applicants'));
  const passes = await onEachDatabase(options, (label, serverUrl) => benchOne(label, serverUrl, options));
  const verdicts: string[] = [...passes.skipped];
  let errors = 0;
  console.log('\n================ Results ================');
  for (const result of passes.results) {
    const rows = result.scenarios.map(({ scenario, applicants, bytes, times }) => {
      const ordered = sorted(times);
      const p95 = percentile(ordered, 95);
      verdicts.push(
        `${result.label}: GET …/applicants${scenario.query} (${applicants} applicants): p95 ${ms(p95)} < ${targetMs} ms ${verdict(p95 < targetMs)}`,
      );
      return [
        scenario.name,
        String(applicants),
        `${(bytes / 1024).toFixed(0)} KiB`,
        String(times.length),
        ms(percentile(ordered, 50)),
        ms(p95),
        ms(ordered.at(-1) ?? 0),
      ];
    });
    const domain = sorted(result.domain);
    rows.push([
      'listApplicants() alone, sort=match, page 1',
      '50',
      '',
      String(domain.length),
      ms(percentile(domain, 50)),
      ms(percentile(domain, 95)),
      ms(domain.at(-1) ?? 0),
    ]);
    console.log(
      `\n  ${result.label}, one job with ${result.data.live} live applications (through app.inject, one request at a time):`,
    );
    console.log(indent(table(['scenario', 'applicants', 'answer', 'requests', 'p50', 'p95', 'max'], rows)));
    console.log(
      `  backfill task (applications kept before breakdowns were): ${result.data.live} scored and stored in ${ms(result.backfillMs)}`,
    );
    for (const failure of result.failures) console.log(`  ERROR ${failure}`);
    errors += result.failures.length;
  }
  console.log(
    `\nTargets (figures are only as steady as the CPU is free):\n${verdicts.map((line) => `  ${line}`).join('\n')}`,
  );
  if (errors > 0) console.log(`\n${errors} check(s) failed: exit code 1.`);
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('applicants benchmark failed:', error);
    process.exit(1);
  },
);
