/**
 * `npm run import-jobs -w apps/server`: one import run from the command line (trigger 'cli'), printed as JSON.
 * Uses the same configuration as the server. On the embedded database it needs the server stopped (the data
 * folder is locked); on PostgreSQL it can run beside the server.
 */
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { applyMigrations } from '../db/migrate.ts';
import { importRuns } from '../db/schema.ts';
import { presentImportRun } from '../features/jobs/present-import-run.ts';
import { createImportRun, runImport } from '../features/jobs/run-import.ts';
import { systemClock } from '../lib/clock.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openPglite(`${config.dataDir}/pglite`);
  try {
    await applyMigrations(database);
    const log = { info: () => {}, warn: (...args: unknown[]) => console.warn(...args), error: (...args: unknown[]) => console.error(...args) };
    const runId = await createImportRun(database.db, 'cli', systemClock.now());
    await runImport({ db: database.db, config, clock: systemClock, log }, runId);
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, runId));
    if (run) console.log(JSON.stringify(presentImportRun(run), null, 2));
    process.exitCode = run?.status === 'failed' ? 1 : 0;
  } finally {
    await database.close();
    releaseLock?.();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
