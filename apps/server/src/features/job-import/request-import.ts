import { desc, eq, gt, sql } from 'drizzle-orm';
import { importRuns } from '../../db/schema/jobs.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { importJobsTask } from './import-worker.ts';
import { createImportRun } from './run-import.ts';

/** Repeated refresh clicks within this window answer with the last run instead of fetching the feeds again. */
export const importReuseWindowMs = 10 * 60 * 1000;
const finished = new Set(['succeeded', 'partial', 'failed']);

export type ImportRunRow = typeof importRuns.$inferSelect;

export interface RequestedImport {
  run: ImportRunRow;
  reused: boolean;
}

async function loadRun(deps: Pick<AppDeps, 'db'>, runId: string): Promise<ImportRunRow> {
  const [run] = await deps.db.select().from(importRuns).where(eq(importRuns.id, runId));
  if (!run) throw new Error(`import run ${runId} disappeared`);
  return run;
}

/**
 * `POST /api/jobs/scrape`: queue a manual run (or reuse one started in the last 10 minutes) and wait for it to
 * finish, up to `waitMs`; a run still going by then is answered as it stands. The check and the insert hold a
 * transaction-scoped advisory lock, so simultaneous clicks from several processes start one run.
 */
export async function requestImport(deps: AppDeps, waitMs = 45_000): Promise<RequestedImport> {
  const now = deps.clock.now();
  const { runId, reused } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('orbit:jobs-import-request'))`);
    const [recent] = await tx
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(gt(importRuns.startedAt, new Date(now.getTime() - importReuseWindowMs)))
      .orderBy(desc(importRuns.startedAt))
      .limit(1);
    if (recent) return { runId: recent.id, reused: true };
    const id = await createImportRun(tx, 'manual', now);
    await sendTask(deps.boss, importJobsTask, { trigger: 'manual', runId: id }, { tx });
    return { runId: id, reused: false };
  });

  const deadline = Date.now() + waitMs;
  let run = await loadRun(deps, runId);
  while (!finished.has(run.status) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = await loadRun(deps, runId);
  }
  return { run, reused };
}
