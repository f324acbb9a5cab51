import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { applyMigrations } from '../../apps/server/src/db/migrate.ts';
import { autopilotDecisions, autopilotSettings } from '../../apps/server/src/db/schema/autopilot.ts';
import { companies } from '../../apps/server/src/db/schema/companies.ts';
import { autopilotRoundContract } from '../../apps/server/src/domain/autopilot/autopilot-round.ts';
import {
  autopilotRoundTask,
  autopilotScanTask,
  autopilotSendTask,
} from '../../apps/server/src/features/autopilot/autopilot-tasks.ts';
import { scanSeekerContract } from '../../apps/server/src/features/autopilot/scan-contract.ts';
import { scanSeeker, type ScanDeps } from '../../apps/server/src/features/autopilot/scan-seeker.ts';
import type { ScanSummary } from '../../apps/server/src/features/autopilot/decide-candidates.ts';
import { forgetPreparedJobs } from '../../apps/server/src/features/recommendations/prepared-job-cache.ts';
import { forgetChangedJobs } from '../../apps/server/src/features/recommendations/rank-changed-jobs.ts';
import { forgetKeptJobRows } from '../../apps/server/src/features/recommendations/rank-jobs-by-key.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { startQueue, stopQueue } from '../../apps/server/src/lib/queue.ts';
import { queueOptions, type RunnableTask } from '../../apps/server/src/lib/tasks/define-task.ts';
import { sendTask, sendTasks } from '../../apps/server/src/lib/tasks/send-task.ts';
import { startTasks, workOptions } from '../../apps/server/src/lib/tasks/start-tasks.ts';
import { createAutopilotSeekers, createEmployers, jobMix, type JobMix, type SeekerData } from './autopilot-data.ts';
import type { AutopilotOptions } from './autopilot-options.ts';
import { startSecondProcess, type SecondProcess } from './autopilot-second-process.ts';
import { openTimedScanDb, ScanTrace, traced, type TimedScanDb } from './autopilot-timed-db.ts';
import { benchServerConfig, createScratchDatabase, progress } from './bench-database.ts';
import { addJobs, generateJobs } from './generate-jobs.ts';
import { table } from './stats.ts';

/**
 * One database's run of the Autopilot benchmark. No HTTP server: the database migrated, pg-boss started with the
 * three Autopilot queues created but not worked (a scan's queued sends wait there, nothing is sent), the catalogue
 * and the seekers written in bulk (autopilot-data.ts). Then:
 * - full rounds: every active seeker scanned once by `scanSeeker` itself, `concurrency` scans at a time from a
 *   worker pool over one pool of 10 connections (the server's size), each from a clean slate (no decisions, the
 *   prepared-job cache emptied as after a restart);
 * - incremental rounds: `newJobs` jobs inserted, then every seeker scanned with `since` = the moment before the
 *   insert, after the last full round's decisions (its queued sends count against the caps);
 * - rounds through pg-boss, end to end: the round task queued and the scans worked by pg-boss, first with the
 *   production worker options (startTasks: one worker, one job per 2 s poll), cut short and extrapolated, then with
 *   workers that keep fetching while there is work (a proposal).
 * Time, per-scan spread, decisions written, peak memory and CPU of each.
 */

export interface ResourceUse {
  rssStart: number;
  rssPeak: number;
  heapStart: number;
  heapPeak: number;
  /** CPU of this process over the round, in cores. */
  nodeCores: number;
  /** CPU seconds of this process over the round. */
  nodeCpuSeconds: number;
  /** CPU seconds of the PostgreSQL cluster over the round (its own processes); NaN when it is not on this machine. */
  postgresCpuSeconds: number;
  /** CPU of the whole machine (this process, PostgreSQL, anything else running) over the round, in cores; NaN off Linux. */
  machineCores: number;
}

export interface ScanSample {
  ms: number;
  summary: ScanSummary;
  trace: ScanTrace;
}

export interface RoundResult {
  kind: 'full' | 'incremental';
  concurrency: number;
  wallMs: number;
  scans: ScanSample[];
  totals: ScanSummary;
  /** Decisions in the table written during the round, by outcome. */
  stored: Record<string, number>;
  /** Sends the round queued in pg-boss (autopilot-send jobs). */
  sendsQueued: number;
  resources: ResourceUse;
  errors: string[];
  /** EXPLAIN ANALYZE of one sample scan's candidate queries, at the state it saw. */
  plan: string;
  planExecutionMs: number;
}

export interface PgbossRound {
  name: string;
  workOptions: string;
  expected: number;
  completed: number;
  failed: number;
  /** From queueing the round task to the last scan completed (or the cap). */
  elapsedMs: number;
  /** From queueing the round to its scans being queued (the round task's own work, after its poll). */
  queuedAfterMs: number;
  finished: boolean;
  /** The whole round at the rate measured, when cut short (NaN: no scan finished before the cap). */
  projectedMs: number;
  resources: ResourceUse;
  /** Server processes working the scan queue. */
  processes: number;
  /** CPU seconds the second process used over the round (NaN: none ran). */
  otherProcessCpuSeconds: number;
  /** With --pg-statements: where PostgreSQL's time went over the round, statement by statement (else empty). */
  statements: string;
}

export interface AutopilotRunResult {
  label: string;
  /** The incremental rounds ran with the what-if index on jobs (updated_at). */
  whatIfIndex: boolean;
  jobs: number;
  newJobs: number;
  mix: Pick<JobMix, 'counts' | 'withEligibility' | 'refusingAutopilot'>;
  seekers: Omit<SeekerData, 'ids'>;
  seekerCount: number;
  generatedSeconds: number;
  rounds: RoundResult[];
  pgboss: PgbossRound[];
  pgbossNote: string;
  checkFailures: string[];
}

const emptySummary = (): ScanSummary => ({ considered: 0, queued: 0, proposed: 0, suggested: 0, skipped: 0 });

// ─── Resources ─────────────────────────────────────────────────────────────────────────────────────────────────

let gcFunction: (() => void) | undefined | null;
/** A full collection before a round, so its baseline is not the seeding's garbage (node has no --expose-gc here). */
function collectGarbage(): void {
  if (gcFunction === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      gcFunction = vm.runInNewContext('gc') as () => void;
    } catch {
      gcFunction = null;
    }
  }
  gcFunction?.();
}

/** Busy and total jiffies of all CPUs (Linux), for the machine's CPU over a round. */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** utime, stime, cutime, cstime and ppid of a process, from /proc/<pid>/stat. */
function processTicks(pid: number | string): { own: number; reaped: number; ppid: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { ppid: fields[1]!, own: fields[11]! + fields[12]!, reaped: fields[13]! + fields[14]! };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by a PostgreSQL cluster on this machine: the postmaster with the children it reaped
 * (parallel workers, ended backends) and its live children (backends, background processes). Undefined when its data
 * directory cannot be read here (a remote server). Contention-proof where wall time is not: what a round costs the
 * machine, whatever else runs beside it.
 */
export async function postgresCpuReader(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<(() => number) | undefined> {
  try {
    const [row] = await query("select setting from pg_settings where name = 'data_directory'");
    const postmaster = Number(
      fs.readFileSync(path.join(String(row?.setting), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    if (!processTicks(postmaster)) return undefined;
    return () => {
      const own = processTicks(postmaster);
      let ticks = own ? own.own + own.reaped : 0;
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const child = processTicks(entry);
        if (child?.ppid === postmaster) ticks += child.own;
      }
      return ticks / ticksPerSecond;
    };
  } catch {
    return undefined;
  }
}

function watchResources(postgresCpu?: () => number) {
  collectGarbage();
  const first = process.memoryUsage();
  let rssPeak = first.rss;
  let heapPeak = first.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const timer = setInterval(sample, 25);
  const cpu = process.cpuUsage();
  const ticks = machineTicks();
  const postgresBefore = postgresCpu?.();
  const started = performance.now();
  return {
    sample,
    stop(): ResourceUse {
      clearInterval(timer);
      sample();
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - started;
      const after = machineTicks();
      const cores = os.cpus().length;
      return {
        rssStart: first.rss,
        rssPeak,
        heapStart: first.heapUsed,
        heapPeak,
        nodeCores: (used.user + used.system) / 1000 / wall,
        nodeCpuSeconds: (used.user + used.system) / 1e6,
        postgresCpuSeconds: postgresCpu && postgresBefore !== undefined ? postgresCpu() - postgresBefore : Number.NaN,
        machineCores:
          ticks && after && after.total > ticks.total
            ? ((after.busy - ticks.busy) / (after.total - ticks.total)) * cores
            : Number.NaN,
      };
    },
  };
}

// ─── Rounds ────────────────────────────────────────────────────────────────────────────────────────────────────

/** `concurrency` workers taking the next item as they finish: how a pool of queue workers drains a round. */
async function runPool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

interface RunContext {
  cpuProfileDir: string | undefined;
  /** The scratch PostgreSQL database (a second process connects to it); undefined on PGlite. */
  databaseUrl: string | undefined;
  database: Database;
  postgresCpu: (() => number) | undefined;
  timed: TimedScanDb;
  boss: PgBoss;
  deps: ScanDeps;
  seekerIds: string[];
  /** pg_stat_statements is loaded: rounds through pg-boss report their statements. */
  pgStatements: boolean;
}

async function queueCounts(ctx: RunContext, name: string): Promise<Record<string, number>> {
  const rows = await ctx.timed.query(
    'select state, count(*)::int as n from pgboss.job where name = $1 group by state',
    [name],
  );
  return Object.fromEntries(rows.map((row) => [String(row.state), Number(row.n)]));
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, value) => sum + value, 0);

/** Back to no decisions (or none about `jobIds`) and no queued sends: each round starts from the same state. */
async function resetDecisions(ctx: RunContext, jobIds?: string[]): Promise<void> {
  const { db } = ctx.database;
  if (jobIds) await db.delete(autopilotDecisions).where(inArray(autopilotDecisions.jobId, jobIds));
  else await db.delete(autopilotDecisions);
  await db.update(autopilotSettings).set({ lastScanAt: null });
  await ctx.boss.deleteAllJobs(autopilotSendTask.name);
  await db.execute(sql`vacuum analyze autopilot_decisions`);
  await db.execute(sql`vacuum analyze autopilot_settings`);
}

/**
 * The statements PostgreSQL spent the round on (pg_stat_statements since its reset at the round's start, this
 * database only): planning and execution time, calls (per scan), rows and shared blocks, the costliest first.
 */
async function statementReport(ctx: RunContext, scans: number): Promise<string> {
  const rows = await ctx.timed.query(
    `select calls, rows, total_plan_time as plan, total_exec_time as exec, shared_blks_hit + shared_blks_read as blocks,
       shared_blks_dirtied as dirtied, query
     from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
     order by total_plan_time + total_exec_time desc`,
  );
  const sum = (pick: (row: Record<string, unknown>) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const plan = sum((row) => Number(row.plan));
  const exec = sum((row) => Number(row.exec));
  const calls = sum((row) => Number(row.calls));
  const shown = rows
    .slice(0, 25)
    .map((row) => [
      `${Number(row.plan).toFixed(0)} ms`,
      `${Number(row.exec).toFixed(0)} ms`,
      `${(((Number(row.plan) + Number(row.exec)) / Math.max(1, plan + exec)) * 100).toFixed(1)}%`,
      String(row.calls),
      (Number(row.calls) / Math.max(1, scans)).toFixed(2),
      String(row.rows),
      String(row.blocks),
      String(row.dirtied),
      String(row.query).replace(/\s+/g, ' ').slice(0, 150),
    ]);
  return [
    `PostgreSQL's statements over the round: planning ${(plan / 1000).toFixed(1)} s + execution ${(exec / 1000).toFixed(1)} s, ${calls} calls (${(calls / Math.max(1, scans)).toFixed(1)} per scan; the benchmark's own progress polls included)`,
    table(['plan', 'exec', 'share', 'calls', 'per scan', 'rows', 'blocks', 'dirtied', 'statement'], shown),
  ].join('\n');
}

/** EXPLAIN ANALYZE of the sample scan's candidate queries, its decisions of the round undone in a rolled-back transaction. */
async function explainSample(
  ctx: RunContext,
  seekerId: string,
  trace: ScanTrace,
  since: Date,
): Promise<{ plan: string; ms: number }> {
  if (!trace.kept || trace.kept.length === 0) return { plan: '(no candidate query ran)', ms: 0 };
  const plans: string[] = [];
  let ms = 0;
  const kept = trace.kept;
  await ctx.timed.rolledBack(async (query) => {
    await query('delete from autopilot_decisions where seeker_id = $1 and updated_at >= $2', [
      seekerId,
      since.toISOString(),
    ]);
    for (const statement of kept) {
      const rows = await query(`explain (analyze, buffers) ${statement.text}`, statement.params);
      const lines = rows.map((row) => String(Object.values(row)[0]));
      const execution = lines.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
      ms += execution ? Number(execution[1]) : 0;
      const from = statement.text.indexOf(' from "jobs"');
      plans.push(
        `-- select … ${from >= 0 ? statement.text.slice(from + 1) : statement.text}`,
        `-- params: ${JSON.stringify(statement.params).slice(0, 400)}`,
        ...lines,
        '',
      );
    }
  });
  return { plan: plans.join('\n'), ms };
}

/** A V8 CPU profile of this process while `work` runs, written to `file` (none when `file` is undefined). */
async function profiled<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}

async function measureRound(
  ctx: RunContext,
  kind: 'full' | 'incremental',
  concurrency: number,
  since?: Date,
): Promise<RoundResult> {
  const { db } = ctx.database;
  if (kind === 'full') {
    forgetPreparedJobs();
    forgetKeptJobRows();
  }
  // Each incremental round reads the new jobs afresh, as a new process would (its first scan reads them).
  forgetChangedJobs();
  const sendsBefore = total(await queueCounts(ctx, autopilotSendTask.name));
  const roundStart = new Date();
  const profileFile = ctx.cpuProfileDir
    ? path.resolve(ctx.cpuProfileDir, `autopilot-${kind}-${concurrency}.cpuprofile`)
    : undefined;
  const watch = watchResources(ctx.postgresCpu);
  const scans: ScanSample[] = [];
  const errors: string[] = [];
  const started = performance.now();
  const round = () =>
    runPool(ctx.seekerIds, concurrency, async (seekerId, index) => {
      const trace = new ScanTrace(index === 0);
      const scanStarted = performance.now();
      try {
        const summary = await traced(trace, () => scanSeeker(ctx.deps, seekerId, since));
        scans.push({ ms: performance.now() - scanStarted, summary, trace });
      } catch (error) {
        errors.push(`scan of ${seekerId} failed: ${(error as Error).message}`);
      }
      watch.sample();
      if (process.stdout.isTTY && scans.length % 50 === 0)
        process.stdout.write(`\r  ${kind} round, ${concurrency} at a time: ${scans.length}/${ctx.seekerIds.length}`);
    });
  await profiled(profileFile, round);
  const wallMs = performance.now() - started;
  const resources = watch.stop();
  if (process.stdout.isTTY) process.stdout.write('\n');
  if (profileFile) console.log(`  CPU profile of the round: ${profileFile}`);

  const totals = emptySummary();
  for (const { summary } of scans) {
    for (const key of Object.keys(totals) as (keyof ScanSummary)[]) totals[key] += summary[key];
  }
  const storedRows = await db
    .select({ outcome: autopilotDecisions.outcome, n: count() })
    .from(autopilotDecisions)
    .where(gte(autopilotDecisions.updatedAt, roundStart))
    .groupBy(autopilotDecisions.outcome);
  const stored = Object.fromEntries(storedRows.map((row) => [row.outcome, row.n]));
  const sendsQueued = total(await queueCounts(ctx, autopilotSendTask.name)) - sendsBefore;
  const [active] = await db.select({ n: count() }).from(autopilotSettings).where(eq(autopilotSettings.isActive, true));
  if ((active?.n ?? 0) !== ctx.seekerIds.length)
    errors.push(`${ctx.seekerIds.length - (active?.n ?? 0)} seeker(s) paused during the round (not ready?)`);
  const written = totals.queued + totals.proposed + totals.suggested + totals.skipped;
  if (total(stored) !== written)
    errors.push(`the scans report ${written} decisions, the table holds ${total(stored)} written during the round`);
  if (sendsQueued !== totals.queued) errors.push(`${totals.queued} sends decided, ${sendsQueued} queued in pg-boss`);
  if (kind === 'full' && written === 0) errors.push('the full round decided nothing');

  const sample = scans.find((scan) => scan.trace.kept);
  const explained = sample
    ? await explainSample(ctx, ctx.seekerIds[0]!, sample.trace, roundStart)
    : { plan: '', ms: 0 };
  return {
    kind,
    concurrency,
    wallMs,
    scans,
    totals,
    stored,
    sendsQueued,
    resources,
    errors,
    plan: explained.plan,
    planExecutionMs: explained.ms,
  };
}

// ─── Rounds through pg-boss ────────────────────────────────────────────────────────────────────────────────────

async function roundThroughPgboss(
  ctx: RunContext,
  name: string,
  workOptions: string,
  startWorkers: (deps: ScanDeps) => Promise<void>,
  capSeconds: number,
  processes = 1,
): Promise<PgbossRound> {
  await resetDecisions(ctx);
  await ctx.boss.deleteAllJobs(autopilotScanTask.name);
  await ctx.boss.deleteAllJobs(autopilotRoundTask.name);
  forgetPreparedJobs();
  forgetKeptJobRows();
  // The server's own handle: the app's pool, as the workers use it in production.
  const deps: ScanDeps = { ...ctx.deps, db: ctx.database.db };
  let second: SecondProcess | undefined;
  if (processes > 1) {
    if (!ctx.databaseUrl) throw new Error('a second process needs PostgreSQL');
    second = await startSecondProcess(ctx.databaseUrl, ctx.deps.config.autopilotSendGapMinutes);
  }
  await startWorkers(deps);
  if (ctx.pgStatements) await ctx.timed.query('select pg_stat_statements_reset()');
  const watch = watchResources(ctx.postgresCpu);
  const started = performance.now();
  const expected = ctx.seekerIds.length;
  await sendTask(ctx.boss, autopilotRoundContract, { trigger: 'schedule' });
  let queuedAfterMs = 0;
  let counts: Record<string, number> = {};
  let lastShown = -1;
  while (performance.now() - started < capSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    counts = await queueCounts(ctx, autopilotScanTask.name);
    if (!queuedAfterMs && total(counts) >= expected) queuedAfterMs = performance.now() - started;
    const done = (counts.completed ?? 0) + (counts.failed ?? 0);
    if (process.stdout.isTTY && done !== lastShown)
      process.stdout.write(`\r  pg-boss round (${name}): ${done}/${expected} scans`);
    lastShown = done;
    if (done >= expected) break;
  }
  const elapsedMs = performance.now() - started;
  const resources = watch.stop();
  if (process.stdout.isTTY) process.stdout.write('\n');
  await ctx.boss.offWork(autopilotRoundTask.name);
  await ctx.boss.offWork(autopilotScanTask.name);
  // Its CPU from its start of work to its stop: a little idle polling before and after the round besides the round.
  const otherProcessCpuSeconds = second ? await second.stop() : Number.NaN;
  const completed = counts.completed ?? 0;
  const failed = counts.failed ?? 0;
  const finished = completed + failed >= expected;
  const workingMs = elapsedMs - queuedAfterMs;
  const statements = ctx.pgStatements ? await statementReport(ctx, completed + failed) : '';
  await ctx.boss.deleteAllJobs(autopilotScanTask.name);
  return {
    name,
    workOptions,
    expected,
    completed,
    failed,
    elapsedMs,
    queuedAfterMs,
    finished,
    projectedMs: finished
      ? elapsedMs
      : completed === 0
        ? Number.NaN
        : queuedAfterMs + (workingMs / completed) * expected,
    resources,
    processes,
    otherProcessCpuSeconds,
    statements,
  };
}

/**
 * The round as the benchmark ran it before: the round's onStart queued a scan, held back 60 s, for every seeker never
 * scanned (resetDecisions makes that every seeker), and the round's own scans, one send each, were refused by the
 * queue's policy (one waiting scan per seeker): the round measured 60 s of hold-back, then the scans on workers
 * fetching 4 at a time with 2 s polls.
 */
function roundTasksBefore(withOnStart: boolean): RunnableTask<ScanDeps>[] {
  const round: RunnableTask<ScanDeps> = {
    name: autopilotRoundTask.name,
    options: autopilotRoundTask.options,
    scheduleFor: () => null,
    run: async (deps, data) => {
      const { trigger, since } = autopilotRoundContract.payload.parse(data);
      const active = await deps.db
        .select({ userId: autopilotSettings.userId })
        .from(autopilotSettings)
        .where(eq(autopilotSettings.isActive, true));
      for (const { userId } of active)
        await sendTask(deps.boss, scanSeekerContract, { seekerId: userId, trigger, ...(since ? { since } : {}) });
    },
  };
  const onStart: RunnableTask<ScanDeps>['onStart'] = async (deps, boss) => {
    const waiting = await deps.db
      .select({ userId: autopilotSettings.userId })
      .from(autopilotSettings)
      .where(eq(autopilotSettings.isActive, true));
    await sendTasks(
      boss,
      scanSeekerContract,
      waiting.map(({ userId }) => ({ seekerId: userId, trigger: 'schedule' as const })),
      { delaySeconds: 60 },
    );
  };
  return [
    withOnStart ? { ...round, onStart } : round,
    { ...autopilotScanTask, worker: { batchSize: 4, localConcurrency: 2 } },
  ];
}

async function pgbossRounds(ctx: RunContext, options: AutopilotOptions): Promise<PgbossRound[]> {
  if (options.pgbossSeconds <= 0) return [];
  // The round task without its hourly schedule (nothing may fire on its own during the benchmark) and without its
  // onStart: every seeker looks never scanned after resetDecisions, so it would queue a scan per seeker held back
  // 60 s, and the round's own scans would wait behind them (see roundTasksBefore). A server that has been running
  // meets its round with those long done.
  const round: RunnableTask<ScanDeps> = {
    name: autopilotRoundTask.name,
    options: autopilotRoundTask.options,
    run: autopilotRoundTask.run,
    scheduleFor: () => null,
    ...(autopilotRoundTask.worker ? { worker: autopilotRoundTask.worker } : {}),
  };
  const production = `startTasks: round ${JSON.stringify(workOptions(round.worker))}, scans ${JSON.stringify(workOptions(autopilotScanTask.worker))}`;
  const rounds: PgbossRound[] = [];
  // As measured before, then the same queue settings without the onStart: what the queue settings alone cost.
  for (const withOnStart of options.pgbossBefore ? [true, false] : []) {
    const before = roundTasksBefore(withOnStart);
    rounds.push(
      await roundThroughPgboss(
        ctx,
        withOnStart ? 'before (one process)' : 'before without onStart',
        `sends one by one; round ${JSON.stringify(workOptions(undefined))}, scans ${JSON.stringify(workOptions(before[1]!.worker))}${withOnStart ? "; onStart's scans" : ''}`,
        (deps) => startTasks(ctx.boss, before, deps),
        options.pgbossSeconds,
      ),
    );
  }
  // The production workers: startTasks with each task's own worker options (autopilot-tasks.ts).
  rounds.push(
    await roundThroughPgboss(
      ctx,
      'production workers, one process',
      production,
      (deps) => startTasks(ctx.boss, [round, autopilotScanTask], deps),
      options.pgbossSeconds,
    ),
  );
  if (options.pgbossProcesses > 1)
    rounds.push(
      await roundThroughPgboss(
        ctx,
        'production workers, two processes',
        `${production}; a second process works the scans the same way`,
        (deps) => startTasks(ctx.boss, [round, autopilotScanTask], deps),
        options.pgbossSeconds,
        2,
      ),
    );
  return rounds;
}

// ─── The run ───────────────────────────────────────────────────────────────────────────────────────────────────

export async function benchAutopilot(
  label: string,
  postgresServerUrl: string | undefined,
  options: AutopilotOptions,
): Promise<AutopilotRunResult> {
  console.log(
    `\n=== ${label}: ${options.jobs} jobs, ${options.seekers} seekers, rounds of ${options.concurrency.join(' and ')} concurrent scans ===`,
  );
  const scratch = postgresServerUrl ? await createScratchDatabase(postgresServerUrl) : undefined;
  const { config, dataDir } = benchServerConfig(scratch?.url);
  let database: Database | undefined;
  let boss: PgBoss | undefined;
  let timed: TimedScanDb | undefined;
  try {
    database = scratch ? await openPostgres(scratch.url, 10) : await openPglite(path.join(dataDir, 'pglite'));
    await applyMigrations(database);
    if (options.pgStatements) await database.db.execute(sql`create extension if not exists pg_stat_statements`);
    const creator = await startQueue(database);
    for (const task of [autopilotRoundTask, autopilotScanTask, autopilotSendTask])
      await creator.createQueue(task.name, queueOptions(task.options));
    await stopQueue(creator);
    // Started again, as after a restart: pg-boss reads its queues into its cache at start. A queue it has not cached is
    // looked up on its own connection at the first send, and on PGlite a send inside a scan's transaction would then
    // wait forever for the instance the transaction holds (the server's workers fill the cache as they poll; here the
    // send queue is never worked).
    boss = await startQueue(database);
    boss.on('error', (error: unknown) => console.error('  job queue error:', (error as Error).message));

    const { db } = database;
    const employerIds = await createEmployers(db, 50);
    const mix = jobMix(employerIds);
    const generated = await generateJobs(
      db,
      options.jobs,
      new Date(),
      progress(label, options.jobs),
      undefined,
      mix.decorate,
    );
    const catalogueMix = {
      counts: { ...mix.counts },
      withEligibility: mix.withEligibility,
      refusingAutopilot: mix.refusingAutopilot,
    };
    console.log(
      `  generated ${generated.jobs} jobs at ${generated.companies} companies in ${generated.seconds.toFixed(1)} s (then VACUUM ANALYZE)`,
    );
    const companyNames = (await db.select({ name: companies.name }).from(companies).limit(500)).map((row) => row.name);
    const seekers = await createAutopilotSeekers(db, options.seekers, new Date(), companyNames);
    console.log(
      `  ${options.seekers} ready seekers with active settings (${seekers.auto} auto, ${seekers.review} review), ${seekers.applications} past applications, in ${seekers.seconds.toFixed(1)} s`,
    );

    timed = scratch
      ? openTimedScanDb({ url: scratch.url, maxConnections: 10 })
      : openTimedScanDb({ pglite: database.pglite! });
    const ctx: RunContext = {
      cpuProfileDir: options.cpuProfileDir,
      databaseUrl: scratch?.url,
      database,
      postgresCpu: scratch ? await postgresCpuReader((text) => timed!.query(text)) : undefined,
      timed,
      boss,
      deps: {
        db: timed.db,
        clock: systemClock,
        boss,
        config: { autopilotSendGapMinutes: config.autopilotSendGapMinutes, autopilotHourlyScans: false },
      },
      seekerIds: seekers.ids,
      pgStatements: options.pgStatements,
    };
    const checkFailures: string[] = [];
    const rounds: RoundResult[] = [];
    const direct = options.pgbossOnly ? [] : options.concurrency;
    for (const [index, concurrency] of direct.entries()) {
      if (index > 0) await resetDecisions(ctx);
      const round = await measureRound(ctx, 'full', concurrency);
      console.log(`  full round, ${concurrency} at a time: ${(round.wallMs / 1000).toFixed(1)} s`);
      rounds.push(round);
    }

    // The index the incremental round reads through is migration 0012's (jobs_live_updated_at_idx): nothing to add.
    if (options.whatIfIndex)
      console.log(
        '  --what-if-index: the index on live jobs (updated_at) is in the migrations now (0012); nothing created',
      );

    // New arrivals, then the incremental rounds over them (each after the last full round's decisions).
    const since = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newIds = await addJobs(db, generated, options.newJobs, new Date(), {
      seed: 20261203,
      idPrefix: 'bench-new',
      decorate: mix.decorate,
    });
    console.log(`  inserted ${newIds.length} new jobs`);
    for (const [index, concurrency] of direct.entries()) {
      if (index > 0) await resetDecisions(ctx, newIds);
      const round = await measureRound(ctx, 'incremental', concurrency, since);
      console.log(`  incremental round, ${concurrency} at a time: ${(round.wallMs / 1000).toFixed(1)} s`);
      rounds.push(round);
    }
    for (const round of rounds)
      checkFailures.push(
        ...round.errors.map((error) => `${round.kind} round, ${round.concurrency} at a time: ${error}`),
      );

    let pgboss: PgbossRound[] = [];
    let pgbossNote = '';
    if (options.skipPgboss) pgbossNote = 'skipped (--skip-pgboss)';
    else {
      pgboss = await pgbossRounds(ctx, options);
      for (const round of pgboss)
        console.log(
          `  pg-boss round (${round.name}): ${round.completed}/${round.expected} in ${(round.elapsedMs / 1000).toFixed(1)} s`,
        );
      for (const round of pgboss)
        if (round.failed > 0) checkFailures.push(`pg-boss round (${round.name}): ${round.failed} scan job(s) failed`);
    }

    return {
      label,
      whatIfIndex: options.whatIfIndex,
      jobs: options.jobs,
      newJobs: newIds.length,
      mix: catalogueMix,
      seekers: {
        auto: seekers.auto,
        review: seekers.review,
        withKeywords: seekers.withKeywords,
        withExclusions: seekers.withExclusions,
        withHistory: seekers.withHistory,
        applications: seekers.applications,
        seconds: seekers.seconds,
      },
      seekerCount: seekers.ids.length,
      generatedSeconds: generated.seconds,
      rounds,
      pgboss,
      pgbossNote,
      checkFailures,
    };
  } finally {
    await timed?.close();
    if (boss) await stopQueue(boss);
    await database?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
