import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from './app.ts';
import { startBackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { applyMigrations } from './db/migrate.ts';
import { seedDemoData } from './features/demo/seed-demo-data.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { generateControlToken } from './lib/control-file.ts';
import { startQueue, stopQueue } from './lib/queue.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  boss: PgBoss;
  /** Lets local tools (`npm run import`) ask this process to work on the database it holds. */
  controlToken: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  clock?: Clock;
  /** An already-open database (tests pass an in-memory PGlite or a per-file PostgreSQL database). */
  database?: Database;
  /** Job polling interval of every background task; tests shorten it so queued e-mails leave quickly. */
  pollingIntervalSeconds?: number;
}

/** Opens the database, migrates, starts the queue, builds the app, seeds demo data and starts the background tasks. */
export async function createServer(config: Config, options: ServerOptions = {}): Promise<RunningServer> {
  const clock = options.clock ?? systemClock;
  let releaseLock: (() => void) | undefined;
  let database = options.database;
  if (!database) {
    if (config.databaseUrl) {
      database = await openPostgres(config.databaseUrl, config.databasePoolSize);
    } else {
      releaseLock = lockDataDir(config.dataDir);
      database = await openPglite(`${config.dataDir}/pglite`);
    }
  }
  try {
    await applyMigrations(database);
    const boss = await startQueue(database);
    const controlToken = generateControlToken();
    const app = await buildApp({ db: database.db, dbDriver: database.driver, config, clock, boss, controlToken });
    boss.on('error', (error: unknown) => app.log.error({ err: error }, 'job queue error'));
    // Before the tasks start: the resume task's onStart then queues the demo seeker's resume to be read.
    if (config.seedDemoData) await seedDemoData(database.db, app.log, clock, config.uploadDir);
    await startBackgroundTasks(
      boss,
      { db: database.db, clock, log: app.log, config },
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? config.queuePollingSeconds },
    );
    const opened = database;
    return {
      app,
      database: opened,
      boss,
      controlToken,
      async close() {
        await app.close();
        await stopQueue(boss);
        if (!options.database) await opened.close();
        releaseLock?.();
      },
    };
  } catch (error) {
    if (!options.database) await database.close();
    releaseLock?.();
    throw error;
  }
}
