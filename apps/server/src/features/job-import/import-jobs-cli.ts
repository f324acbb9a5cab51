/**
 * `npm run import`: one import run from the command line, with a progress line per source.
 * - PostgreSQL (DATABASE_URL): runs here, beside any number of servers.
 * - Embedded database, server running: the server holds the data folder, so the run is asked of it through its
 *   control file (lib/control-file.ts) and followed until it ends.
 * - Embedded database, no server: opens the folder itself (taking its lock) and runs here.
 * `--json` prints the finished run as JSON too. Exit code 1 when every fetched source failed.
 */
import { eq } from 'drizzle-orm';
import type { ImportRun } from '@orbit/shared/job-contracts';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import { openPglite, openPostgres } from '../../db/client.ts';
import { DataDirLockedError, dataDirLockHolder, lockDataDir } from '../../db/data-dir-lock.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { importRuns } from '../../db/schema/jobs.ts';
import { presentImportRun } from './present-import-run.ts';
import { createImportRun, runImport } from './run-import.ts';
import { systemClock } from '../../lib/clock.ts';
import { readControlFile } from '../../lib/control-file.ts';
import { formatSourceLine, formatTotalsLine, isFinished } from './import-progress.ts';

const pollMs = 500;
const giveUpAfterMs = 40 * 60 * 1000;

/** Prints each source's line once, as soon as its part of the run is known, until the run finishes. */
async function follow(
  load: () => Promise<ImportRun>,
  done: () => boolean = () => false,
  printed = new Set<string>(),
): Promise<ImportRun> {
  const deadline = Date.now() + giveUpAfterMs;
  for (;;) {
    const run = await load();
    for (const [name, summary] of Object.entries(run.sources)) {
      if (printed.has(name)) continue;
      printed.add(name);
      console.log(formatSourceLine(name, summary));
    }
    if (isFinished(run) || done()) return run;
    if (Date.now() > deadline) throw new Error(`import run ${run._id} did not finish within 40 minutes`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

async function runThroughServer(url: string, token: string): Promise<ImportRun> {
  const call = async (path: string, method: 'GET' | 'POST') => {
    const response = await fetch(`${url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json().catch(() => ({}))) as { run?: ImportRun; msg?: string };
    if (!response.ok || !body.run)
      throw new Error(`the running server answered ${response.status}: ${body.msg ?? 'no run'}`);
    return body.run;
  };
  const started = await call('/api/internal/import-runs', 'POST');
  console.log(`Import run ${started._id} queued on the running server at ${url}`);
  return follow(() => call(`/api/internal/import-runs/${started._id}`, 'GET'));
}

async function runHere(config: Config): Promise<ImportRun> {
  const releaseLock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl, 2)
    : await openPglite(`${config.dataDir}/pglite`);
  try {
    await applyMigrations(database);
    const log = { info: () => {}, warn: () => {}, error: (...args: unknown[]) => console.error(...args) };
    const runId = await createImportRun(database.db, 'cli', systemClock.now());
    let finished = false;
    const running = runImport({ db: database.db, config, clock: systemClock, log }, runId).finally(
      () => (finished = true),
    );
    const load = async () => {
      const [row] = await database.db.select().from(importRuns).where(eq(importRuns.id, runId));
      if (!row) throw new Error(`import run ${runId} disappeared`);
      return presentImportRun(row);
    };
    const printed = new Set<string>();
    await follow(load, () => finished, printed);
    await running;
    return await follow(load, () => true, printed);
  } finally {
    await database.close();
    releaseLock?.();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const enabled = config.jobImport.enabledSources;
  console.log(
    enabled.length
      ? `Importing from: ${enabled.join(', ')}`
      : 'No job sources are enabled (JOB_SOURCES_ENABLED); nothing to import.',
  );
  let run: ImportRun;
  const holder = config.databaseUrl ? null : dataDirLockHolder(config.dataDir);
  if (holder !== null) {
    const control = readControlFile(config.dataDir);
    if (!control || control.pid !== holder) {
      throw new DataDirLockedError(
        `The embedded database in ${config.dataDir} is open in process ${holder}, which does not accept commands ` +
          '(still starting, or not an Orbit Jobs server). Try again in a moment.',
      );
    }
    run = await runThroughServer(control.url, control.token);
  } else {
    run = await runHere(config);
  }
  console.log(formatTotalsLine(run));
  if (process.argv.includes('--json')) console.log(JSON.stringify(run, null, 2));
  process.exitCode = run.status === 'failed' ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
