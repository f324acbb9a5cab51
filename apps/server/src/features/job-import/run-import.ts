import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ImportSourceSummary } from '@orbit/shared/job-contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { importRuns, jobs, jobSourceFetches } from '../../db/schema/jobs.ts';
import { queueAlertMatching } from '../../domain/alerts/alert-matching.ts';
import { queueAutopilotRound } from '../../domain/autopilot/autopilot-round.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import type { Clock } from '../../lib/clock.ts';
import { fetchSource, type FetchedSource } from './feeds/fetch-source.ts';
import { botUserAgent, type FetchLike } from './feeds/http-fetch.ts';
import type { JobSource } from './feeds/job-source.ts';
import { jobSources } from './feeds/sources/all-sources.ts';
import { emptySummary, storeSourceJobs } from './store-imported-jobs.ts';

/**
 * One import run: every enabled source that is due (its own polling interval has passed since the last fetch)
 * is fetched at once; their jobs are then stored one source after another, so duplicates across feeds are found
 * in a fixed order. A source that is down, slow or sends nonsense is recorded as failed and changes nothing;
 * the others carry on.
 */

export interface ImportDeps {
  db: Db;
  config: Pick<Config, 'jobImport' | 'publicUrl'>;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Tests may stand in for the network. */
  fetch?: FetchLike;
  /** The server's queue: new jobs queue a round of Autopilot scans (the command-line import leaves it to the hourly one). */
  boss?: TaskSender;
}

export type ImportTrigger = (typeof importRuns.$inferInsert)['trigger'];

export async function createImportRun(db: Pick<Db, 'insert'>, trigger: ImportTrigger, now: Date): Promise<string> {
  const [row] = await db
    .insert(importRuns)
    .values({ trigger, status: 'queued', startedAt: now })
    .returning({ id: importRuns.id });
  if (!row) throw new Error('import run insert returned no row');
  return row.id;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function dueSources(db: Db, sources: readonly JobSource[], now: Date) {
  const fetches = await db.select().from(jobSourceFetches);
  const lastAttempt = new Map(fetches.map((row) => [row.source, row.lastAttemptAt.getTime()]));
  return sources.map((source) => {
    const last = lastAttempt.get(source.name);
    const nextDue = last === undefined ? 0 : last + source.minIntervalMs;
    return { source, due: nextDue <= now.getTime(), nextDueAt: new Date(nextDue) };
  });
}

async function recordFetch(
  db: Db,
  source: string,
  now: Date,
  outcome: { ok: true } | { ok: false; error: string } | null,
) {
  const values = {
    source,
    lastAttemptAt: now,
    ...(outcome?.ok ? { lastSuccessAt: now, lastError: null } : {}),
    ...(outcome && !outcome.ok ? { lastError: outcome.error } : {}),
  };
  const { source: _key, ...changes } = values;
  await db
    .insert(jobSourceFetches)
    .values(values)
    .onConflictDoUpdate({ target: jobSourceFetches.source, set: changes });
}

/** Runs the import recorded as `runId`. Idempotent: a run that already started is left alone. */
export async function runImport(deps: ImportDeps, runId: string): Promise<void> {
  const { db, clock, config, log } = deps;
  const [claimed] = await db
    .update(importRuns)
    .set({ status: 'running' })
    .where(sql`${importRuns.id} = ${runId} and ${importRuns.status} = 'queued'`)
    .returning({ id: importRuns.id });
  if (!claimed) return;

  const now = clock.now();
  const summary: Record<string, ImportSourceSummary> = {};
  // The summary so far is saved after each source, so `npm run import` and a still-running requested import can show progress.
  const saveProgress = () => db.update(importRuns).set({ summary }).where(eq(importRuns.id, runId));
  try {
    const enabled = jobSources.filter((source) =>
      (config.jobImport.enabledSources as readonly string[]).includes(source.name),
    );
    const plan = await dueSources(db, enabled, now);
    for (const { source, due, nextDueAt } of plan) {
      if (!due) summary[source.name] = { ...emptySummary('not-due'), nextDueAt: nextDueAt.toISOString() };
    }
    await saveProgress();
    const toFetch = plan.filter((entry) => entry.due).map((entry) => entry.source);
    // The attempt is recorded before fetching, so even a crash mid-run cannot make us poll a feed too often.
    for (const source of toFetch) await recordFetch(db, source.name, now, null);
    const results = await Promise.allSettled(
      toFetch.map((source) =>
        fetchSource(source, {
          baseUrl: config.jobImport.sourceUrls[source.name as keyof typeof config.jobImport.sourceUrls],
          userAgent: botUserAgent(config.publicUrl),
          timeoutMs: config.jobImport.timeoutMs,
          retries: config.jobImport.retries,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
        }),
      ),
    );
    for (const [index, source] of toFetch.entries()) {
      const result = results[index] as PromiseSettledResult<FetchedSource>;
      if (result.status === 'rejected') {
        const message = errorText(result.reason);
        summary[source.name] = { ...emptySummary('failed'), errors: [message] };
        await recordFetch(db, source.name, now, { ok: false, error: message });
        log.warn({ source: source.name, err: message }, 'job source failed');
        await saveProgress();
        continue;
      }
      summary[source.name] = await storeSourceJobs({ db, now }, source.name, result.value);
      await recordFetch(db, source.name, now, { ok: true });
      await saveProgress();
      if (result.value.skipped.length > 0) {
        log.info({ source: source.name, skipped: result.value.skipped.slice(0, 20) }, 'job source records skipped');
      }
    }
    const fetched = Object.values(summary).filter((entry) => entry.status !== 'not-due');
    const failures = fetched.filter((entry) => entry.status === 'failed').length;
    const status = failures === 0 ? 'succeeded' : failures === fetched.length ? 'failed' : 'partial';
    await db.update(importRuns).set({ status, summary, finishedAt: clock.now() }).where(eq(importRuns.id, runId));
    log.info({ runId, status, sources: Object.keys(summary) }, 'job import finished');
    const changed = fetched.some((entry) => entry.created + entry.updated > 0);
    // The planner's statistics follow the catalogue (searches size their first window with them,
    // catalogue/first-search-window.ts): PGlite has no autovacuum, and on PostgreSQL an import seldom changes the tenth
    // of the table after which autovacuum analyzes it. ANALYZE reads a sample (~1 s at 100k jobs).
    if (changed)
      await db.execute(sql`analyze ${jobs}`).catch((error: unknown) => log.warn({ err: error }, 'analyze jobs failed'));
    if (deps.boss && changed) await queueAutopilotRound(deps.boss, now);
    // The instant job alerts: what is new for each is decided when the run works (never a job twice).
    if (deps.boss && fetched.some((entry) => entry.created > 0)) await queueAlertMatching(deps.boss);
  } catch (error) {
    log.error({ err: error, runId }, 'job import failed');
    summary.run = { ...emptySummary('failed'), errors: [errorText(error)] };
    await db
      .update(importRuns)
      .set({ status: 'failed', summary, finishedAt: clock.now() })
      .where(eq(importRuns.id, runId));
  }
}
