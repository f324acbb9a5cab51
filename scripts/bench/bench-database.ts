import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import { count, desc } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { createServer } from '../../apps/server/src/server.ts';
import type { BenchOptions } from './bench-options.ts';
import { generateJobs } from './generate-jobs.ts';
import { runLoad, type LoadSummary } from './load-run.ts';
import { runPageMix, type PageMixResult } from './page-mix.ts';
import { openRawSqlBench } from './raw-sql.ts';
import { buildScenarios, coldScenarios, representativeQueries, type Scenario } from './scenarios.ts';
import { median, ms, table } from './stats.ts';

/**
 * One database's run: start the real app in-process on a fresh database (importers, schedule and demo data
 * off), fill it with generated jobs, check every scenario answers, time the representative queries' raw SQL
 * and the API alone, then put the request mix under load.
 */

export interface RawVersusApi {
  scenario: string;
  path: string;
  statements: number;
  /** Without the list cache: all the SQL that answers the URL. */
  rawMedian: number;
  /** The statements the API runs per request once its cache is warm, and their time. */
  warmStatements: number;
  rawWarmMedian: number;
  /** The same URL, one request at a time. */
  apiAlone: number;
  /** The scenario's p50 under load. */
  apiUnderLoad: number;
}

export interface DatabaseResult {
  label: string;
  jobs: number;
  /** The warm mix: the usual lists, filters and searches, asked again and again (the list cache answers most). */
  load: LoadSummary;
  /** The cold mix: every URL asked once (nothing cached helps), with `coldConnections` clients. */
  cold: LoadSummary & { urls: number; repeated: string[] };
  raw: RawVersusApi[];
  /** URLs whose check request (each URL once, before the load) failed. */
  checkFailures: string[];
  thread: ThreadLoad;
  /** /jobs and /jobs/{id} rendered by the server, when the run was given a web build that renders pages. */
  pages?: PageMixResult | undefined;
}

/** How busy the server's thread and the machine were during the load: tells a slow database from a busy Node. */
export interface ThreadLoad {
  /** Share of the time the main event loop (HTTP, Drizzle, JSON, and PGlite itself) was busy. */
  eventLoopUtilisation: number;
  longestStallMs: number;
  /** CPU of this process (server thread + load generator thread), in cores. */
  processCores: number;
  loadAverage: number;
}

function watchServerThread() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const utilisation = nodePerformance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const started = performance.now();
  return {
    stop(): ThreadLoad {
      delay.disable();
      const used = process.cpuUsage(cpu);
      return {
        eventLoopUtilisation: nodePerformance.eventLoopUtilization(utilisation).utilization,
        longestStallMs: delay.max / 1e6,
        processCores: (used.user + used.system) / 1000 / (performance.now() - started),
        loadAverage: os.loadavg()[0] ?? 0,
      };
    },
  };
}

/** A fresh database on the given server for this run, dropped afterwards. */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `orbit_bench_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function progress(label: string, total: number) {
  let shown = -1;
  return (done: number) => {
    const tenth = Math.floor((done / total) * 10);
    if (tenth === shown) return;
    shown = tenth;
    if (process.stdout.isTTY) process.stdout.write(`\r  generating ${label} jobs: ${done}/${total}`);
    else if (done === total || tenth % 2 === 0) console.log(`  generating ${label} jobs: ${done}/${total}`);
    if (done === total && process.stdout.isTTY) process.stdout.write('\n');
  };
}

/** The real server's config for a benchmark: production mode, no demo data, no imports, its own temp DATA_DIR. */
export function benchServerConfig(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    JOB_SOURCES_ENABLED: 'none',
    JOB_IMPORT_SCHEDULE: 'off',
  });
  return { config, dataDir };
}

export async function benchDatabase(
  label: string,
  postgresServerUrl: string | undefined,
  jobCount: number,
  options: BenchOptions,
  /** A web build with its server entry: the page mix runs on it. */
  pagesDist?: string,
): Promise<DatabaseResult> {
  console.log(`\n=== ${label}: ${jobCount} jobs, ${options.connections} connections, ${options.durationSeconds} s ===`);
  const scratch = postgresServerUrl ? await createScratchDatabase(postgresServerUrl) : undefined;
  const { config, dataDir } = benchServerConfig(scratch?.url);
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  try {
    server = await createServer({ ...config, webDistDir: pagesDist });
    const generated = await generateJobs(server.database.db, jobCount, new Date(), progress(label, jobCount));
    console.log(
      `  generated ${generated.jobs} jobs at ${generated.companies} companies in ${generated.seconds.toFixed(1)} s (then VACUUM ANALYZE)`,
    );

    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const busiest = await server.database.db
      .select({ company: jobs.company, jobs: count() })
      .from(jobs)
      .groupBy(jobs.company)
      .orderBy(desc(count()))
      .limit(4);
    const scenarios = buildScenarios(busiest.map((row) => row.company));

    // Every URL once: it must answer 200, and the totals show each scenario finds what it should.
    const checkFailures: string[] = [];
    const checkRows: string[][] = [];
    for (const scenario of scenarios) {
      const totals: number[] = [];
      const checked = scenario.checkPaths ?? scenario.paths;
      for (const urlPath of checked) {
        const response = await fetch(`${baseUrl}${urlPath}`);
        if (response.status !== 200) {
          checkFailures.push(`${scenario.name}: ${urlPath} → ${response.status} ${await response.text()}`);
          continue;
        }
        totals.push(((await response.json()) as { total: number }).total);
      }
      checkRows.push([
        scenario.name,
        String(scenario.paths.length),
        totals.length ? `${Math.min(...totals)}..${Math.max(...totals)}` : 'failed',
        decodeURIComponent(checked[0]!),
      ]);
    }
    console.log(
      `\n  Scenarios (matching live jobs per URL):\n${indent(table(['scenario', 'URLs', 'matches', 'first URL'], checkRows))}`,
    );
    for (const failure of checkFailures) console.log(`  ERROR ${failure}`);

    const rawBench = await openRawSqlBench(scratch ? { url: scratch.url } : { pglite: server.database.pglite! });
    const raw: Omit<RawVersusApi, 'apiUnderLoad'>[] = [];
    try {
      for (const query of representativeQueries) {
        const timing = await rawBench.time(query.path, options.rawRuns, 'cold');
        const warm = await rawBench.time(query.path, options.rawRuns, 'warm');
        const alone: number[] = [];
        for (let run = 0; run <= options.rawRuns; run += 1) {
          const started = performance.now();
          const response = await fetch(`${baseUrl}${query.path}`);
          await response.arrayBuffer();
          if (run > 0) alone.push(performance.now() - started);
        }
        raw.push({
          scenario: query.scenario,
          path: query.path,
          statements: timing.statements.length,
          rawMedian: timing.median,
          warmStatements: warm.statements.length,
          rawWarmMedian: warm.median,
          apiAlone: median(alone),
        });
        if (options.explain) {
          const perStatement = timing.perStatement.map((value) => ms(value)).join(' + ');
          console.log(
            `\n  EXPLAIN ANALYZE ${decodeURIComponent(query.path)} (statement medians: ${perStatement})\n${indent(await rawBench.explain(timing))}`,
          );
        }
      }
    } finally {
      await rawBench.close();
    }

    const warmUpSeconds = Math.min(5, Math.ceil(options.durationSeconds / 6));
    console.log(
      `\n  Load: ${options.connections} connections, ${warmUpSeconds} s warm-up (not measured), then ${options.durationSeconds} s …`,
    );
    const watch = watchServerThread();
    const load = await runLoad({
      url: baseUrl,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmUpSeconds,
      scenarios,
    });
    const thread = watch.stop();
    const cold = await runColdMix(baseUrl, options, checkFailures);
    const jobIds = pagesDist
      ? (await server.database.db.select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.postedAt)).limit(3000)).map(
          (row) => row.id,
        )
      : [];
    const pages = pagesDist
      ? await runPageMix(
          baseUrl,
          busiest.map((row) => row.company),
          jobIds,
          { seen: options.durationSeconds, fresh: options.coldDurationSeconds },
          checkFailures,
        )
      : undefined;
    const byName = new Map(load.scenarios.map((scenario) => [scenario.name, scenario]));
    return {
      label,
      jobs: jobCount,
      load,
      cold,
      raw: raw.map((entry) => ({ ...entry, apiUnderLoad: byName.get(entry.scenario)?.p50 ?? 0 })),
      checkFailures,
      thread,
      pages,
    };
  } finally {
    await server?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** URLs per kind of the cold mix: more than a run can ask, so none is asked twice (a repeat is reported). */
const coldUrlsPerKind = 2500;

/** The cold mix: two URLs of each kind checked first (and left out of the load), then every URL once under load. */
async function runColdMix(baseUrl: string, options: BenchOptions, checkFailures: string[]) {
  const kinds: Scenario[] = coldScenarios(coldUrlsPerKind, 17);
  for (const kind of kinds) {
    for (const urlPath of kind.paths.slice(0, 2)) {
      const response = await fetch(`${baseUrl}${urlPath}`);
      if (response.status !== 200)
        checkFailures.push(`${kind.name}: ${urlPath} → ${response.status} ${await response.text()}`);
      else await response.arrayBuffer();
    }
  }
  const scenarios = kinds.map((kind) => ({ name: kind.name, paths: kind.paths.slice(2) }));
  const warmUpSeconds = Math.min(3, Math.ceil(options.coldDurationSeconds / 6));
  console.log(
    `\n  Cold mix: ${options.coldConnections} connections, ${warmUpSeconds} s warm-up (new URLs too, not measured), then ${options.coldDurationSeconds} s …`,
  );
  const load = await runLoad({
    url: baseUrl,
    connections: options.coldConnections,
    durationSeconds: options.coldDurationSeconds,
    warmUpSeconds,
    scenarios,
  });
  const urls = scenarios.reduce((sum, scenario) => sum + scenario.paths.length, 0);
  // Every request of a scenario, warm-up included, took its next URL: more requests than URLs means repeats.
  const perScenario = (load.total + load.warmUpRequests) / scenarios.length;
  const repeated = scenarios.filter((scenario) => perScenario > scenario.paths.length).map((scenario) => scenario.name);
  return { ...load, urls, repeated };
}

export const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
