import { eq } from 'drizzle-orm';
import { autopilotSettings } from '../../apps/server/src/db/schema/autopilot.ts';
import { autopilotRoundContract } from '../../apps/server/src/domain/autopilot/autopilot-round.ts';
import { autopilotRoundTask, autopilotScanTask } from '../../apps/server/src/features/autopilot/autopilot-tasks.ts';
import { scanSeekerContract } from '../../apps/server/src/features/autopilot/scan-contract.ts';
import type { ScanDeps } from '../../apps/server/src/features/autopilot/scan-seeker.ts';
import { forgetPreparedJobs } from '../../apps/server/src/features/recommendations/prepared-job-cache.ts';
import { forgetKeptJobRows } from '../../apps/server/src/features/recommendations/rank-jobs-by-key.ts';
import type { RunnableTask } from '../../apps/server/src/lib/tasks/define-task.ts';
import { sendTask, sendTasks } from '../../apps/server/src/lib/tasks/send-task.ts';
import { startTasks, workOptions } from '../../apps/server/src/lib/tasks/start-tasks.ts';
import type { AutopilotOptions } from './autopilot-options.ts';
import { queueCounts, resetDecisions, total, type RunContext } from './autopilot-run-context.ts';
import { startSecondProcess, type SecondProcess } from './autopilot-second-process.ts';
import { watchResources, type ResourceUse } from './resource-use.ts';
import { table } from './stats.ts';

/**
 * Rounds through pg-boss, end to end: the round task queued and its scans worked by pg-boss workers (startTasks with
 * the production options, in this process and optionally a second one), from the queueing to the last scan done.
 */

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

export async function pgbossRounds(ctx: RunContext, options: AutopilotOptions): Promise<PgbossRound[]> {
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
