import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { count, eq, gte } from 'drizzle-orm';
import { autopilotDecisions, autopilotSettings } from '../../apps/server/src/db/schema/autopilot.ts';
import { autopilotSendTask } from '../../apps/server/src/features/autopilot/autopilot-tasks.ts';
import type { ScanSummary } from '../../apps/server/src/features/autopilot/decide-candidates.ts';
import { scanSeeker } from '../../apps/server/src/features/autopilot/scan-seeker.ts';
import { forgetPreparedJobs } from '../../apps/server/src/features/recommendations/prepared-job-cache.ts';
import { forgetChangedJobs } from '../../apps/server/src/features/recommendations/rank-changed-jobs.ts';
import { forgetKeptJobRows } from '../../apps/server/src/features/recommendations/rank-jobs-by-key.ts';
import { queueCounts, total, type RunContext } from './autopilot-run-context.ts';
import { ScanTrace, traced } from './autopilot-timed-db.ts';
import { watchResources, type ResourceUse } from './resource-use.ts';

/**
 * Rounds that call `scanSeeker` directly: every active seeker scanned once, `concurrency` scans at a time from a
 * worker pool, checked against the decisions and sends the table and the queue hold afterwards.
 */

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

const emptySummary = (): ScanSummary => ({ considered: 0, queued: 0, proposed: 0, suggested: 0, skipped: 0 });

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

export async function measureRound(
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
