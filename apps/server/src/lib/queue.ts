import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/client.ts';

/**
 * pg-boss on the app's own database: the embedded PGlite instance through its adapter, or its own
 * pool on the PostgreSQL URL (where any number of workers may share the queue). With LISTEN/NOTIFY on (one held
 * connection per process), a job queued to run now wakes the workers of every process at once; polling stays as the
 * fallback, and for jobs queued for later.
 */
export async function startQueue(database: Database): Promise<PgBoss> {
  const boss =
    database.driver === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: database.connectionString, max: 5, useListenNotify: true });
  // Errors are also emitted as events; the caller attaches its logger. Until then, keep them visible.
  boss.on('error', (error: unknown) => {
    if (boss.listenerCount('error') === 1) console.error('job queue error', error);
  });
  await boss.start();
  return boss;
}

export async function stopQueue(boss: PgBoss): Promise<void> {
  await boss.stop({ graceful: true, timeout: 10_000 });
}
