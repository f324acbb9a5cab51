import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PgBoss } from 'pg-boss';
import { openPglite, type Database } from '../../db/client.ts';
import { startQueue, stopQueue } from '../queue.ts';
import { defineTask } from './define-task.ts';
import { sendTask } from './send-task.ts';
import { startTasks } from './start-tasks.ts';

/** The task API on a real pg-boss, on an in-memory PGlite as the server runs it. */
describe('background tasks on pg-boss', () => {
  let database: Database;
  let boss: PgBoss;
  beforeAll(async () => {
    database = await openPglite(undefined);
    boss = await startQueue(database);
  });
  afterAll(async () => {
    await stopQueue(boss);
    await database.close();
  });

  interface Deps {
    cron: string | null;
    handled: { count: number; retryCount: number }[];
  }
  const countTask = defineTask(
    {
      name: 'test-count',
      payload: z.object({ count: z.number().int() }),
      options: { policy: 'singleton', retryLimit: 0, expireInSeconds: 1800 },
    },
    {
      handler: async (deps: Deps, { count }, job) => void deps.handled.push({ count, retryCount: job.retryCount }),
      schedule: (deps) => (deps.cron ? { cron: deps.cron, payload: { count: 0 } } : null),
    },
  );
  const jobsIn = async (name: string) => (await boss.findJobs(name)).length;

  it('creates the queue with its options and applies, then removes, its schedule', async () => {
    await startTasks(boss, [countTask], { cron: '0 */6 * * *', handled: [] }, { pollingIntervalSeconds: 0.5 });
    expect(await boss.getQueue('test-count')).toMatchObject({
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 1800,
    });
    expect(await boss.getSchedules('test-count')).toMatchObject([
      { name: 'test-count', cron: '0 */6 * * *', data: { count: 0 } },
    ]);

    // The next start has no schedule configured: the stored one goes.
    await startTasks(boss, [countTask], { cron: null, handled: [] }, { pollingIntervalSeconds: 0.5 });
    expect(await boss.getSchedules('test-count')).toEqual([]);
  });

  it('queues a job only when the caller’s transaction commits, and works it with its parsed payload', async () => {
    // A queue of its own, so the jobs of other cases are not counted here.
    const countTx = { ...countTask, name: 'test-count-tx' };
    const deps: Deps = { cron: null, handled: [] };
    await startTasks(boss, [countTx], deps, { pollingIntervalSeconds: 0.5 });

    const rollback = new Error('rolled back');
    await expect(
      database.db.transaction(async (tx) => {
        await sendTask(boss, countTx, { count: 1 }, { tx });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await jobsIn('test-count-tx')).toBe(0);

    await database.db.transaction((tx) => sendTask(boss, countTx, { count: 2 }, { tx }));
    await expect.poll(() => deps.handled, { timeout: 10_000 }).toEqual([{ count: 2, retryCount: 0 }]);
  });

  it('sends nothing for a payload that breaks the schema', async () => {
    const countBad = { ...countTask, name: 'test-count-bad' };
    await startTasks(boss, [countBad], { cron: null, handled: [] });
    await expect(sendTask(boss, countBad, { count: 1.5 })).rejects.toThrow(z.ZodError);
    expect(await jobsIn('test-count-bad')).toBe(0);
  });

  it('drains a queue continuously with worker options, not a job per poll', async () => {
    const drained: number[] = [];
    const drainTask = defineTask(
      { name: 'test-drain', payload: z.object({ n: z.number().int() }), options: {} },
      {
        handler: async (_deps: Deps, { n }) => void drained.push(n),
        // A 3 s poll: without bursting, 20 jobs in batches of 4 would take five polls (~15 s).
        worker: { batchSize: 4, pollingIntervalSeconds: 3 },
      },
    );
    await startTasks(boss, [drainTask], { cron: null, handled: [] });
    await boss.insert(
      'test-drain',
      Array.from({ length: 20 }, (_, n) => ({ data: { n } })),
    );
    const started = Date.now();
    // The first fetch may wait one poll (the worker started idle); after it, full batches fetch again at once.
    await expect.poll(() => drained.length, { timeout: 9_000, interval: 100 }).toBe(20);
    expect(Date.now() - started).toBeLessThan(9_000);
    await boss.offWork('test-drain');
  });
});
