import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTask, type TaskJob } from './define-task.ts';
import { startTasks, workOptions, type TaskBoss } from './start-tasks.ts';

interface Deps {
  cron: string | null;
  handled: { payload: object; job: TaskJob }[];
  started: string[];
}

type WorkHandler = (jobs: { id: string; data: unknown; retryCount: number }[]) => Promise<unknown>;

/** Records every call in order, and keeps the work handlers so a test can hand them jobs. */
function recordingBoss() {
  const calls: unknown[][] = [];
  const handlers = new Map<string, WorkHandler>();
  const boss = {
    createQueue: async (...args: unknown[]) => void calls.push(['createQueue', ...args]),
    updateQueue: async (...args: unknown[]) => void calls.push(['updateQueue', ...args]),
    work: async (name: string, options: unknown, handler: WorkHandler) => {
      calls.push(['work', name, options]);
      handlers.set(name, handler);
      return `worker-${name}`;
    },
    schedule: async (...args: unknown[]) => void calls.push(['schedule', ...args]),
    unschedule: async (...args: unknown[]) => void calls.push(['unschedule', ...args]),
    send: async (...args: unknown[]) => (calls.push(['send', ...args]), 'job-id'),
  };
  return { boss: boss as unknown as TaskBoss, calls, handlers };
}

const importTask = defineTask(
  {
    name: 'test-import',
    payload: z.object({ trigger: z.enum(['schedule', 'manual']) }),
    options: { policy: 'singleton', retryLimit: 0, expireInSeconds: 1800 },
  },
  {
    handler: async (deps: Deps, payload, job) => void deps.handled.push({ payload, job }),
    schedule: (deps) => (deps.cron ? { cron: deps.cron, payload: { trigger: 'schedule' } } : null),
  },
);
const readTask = defineTask(
  {
    name: 'test-read',
    payload: z.object({ fileId: z.string() }),
    options: {
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      singletonKey: (payload: { fileId: string }) => payload.fileId,
    },
  },
  {
    handler: async (deps: Deps, payload, job) => void deps.handled.push({ payload, job }),
    onStart: async (deps, boss) => {
      deps.started.push('test-read');
      await boss.send('test-import', { trigger: 'manual' });
    },
  },
);

const deps = (cron: string | null): Deps => ({ cron, handled: [], started: [] });

describe('startTasks', () => {
  it('creates each queue with its options, works it, applies its schedule, then runs onStart', async () => {
    const { boss, calls } = recordingBoss();
    await startTasks(boss, [importTask, readTask], deps('0 */6 * * *'), { pollingIntervalSeconds: 0.5 });
    expect(calls).toEqual([
      ['createQueue', 'test-import', { policy: 'singleton', retryLimit: 0, expireInSeconds: 1800 }],
      ['updateQueue', 'test-import', { notify: true }],
      ['work', 'test-import', { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 }],
      ['schedule', 'test-import', '0 */6 * * *', { trigger: 'schedule' }, { retryLimit: 0, expireInSeconds: 1800 }],
      // The singleton key is per job: it is no queue option.
      ['createQueue', 'test-read', { retryLimit: 3, retryDelay: 5, retryBackoff: true }],
      ['updateQueue', 'test-read', { notify: true }],
      ['work', 'test-read', { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 }],
      // No schedule declared: one left by an earlier version is removed.
      ['unschedule', 'test-read'],
      // After every queue exists, so onStart may queue work for any task.
      ['send', 'test-import', { trigger: 'manual' }],
    ]);
  });

  it('removes the schedule when the configuration has none', async () => {
    const { boss, calls } = recordingBoss();
    await startTasks(boss, [importTask], deps(null));
    expect(calls).toEqual([
      ['createQueue', 'test-import', { policy: 'singleton', retryLimit: 0, expireInSeconds: 1800 }],
      ['updateQueue', 'test-import', { notify: true }],
      ['work', 'test-import', { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 }],
      ['unschedule', 'test-import'],
    ]);
  });

  it('hands each job its parsed payload and attempt; a job whose data breaks the schema fails', async () => {
    const { boss, handlers } = recordingBoss();
    const running = deps(null);
    await startTasks(boss, [importTask, readTask], running);
    expect(running.started).toEqual(['test-read']);
    await handlers.get('test-read')!([{ id: 'a', data: { fileId: 'f1', extra: 'dropped' }, retryCount: 2 }]);
    expect(running.handled).toEqual([{ payload: { fileId: 'f1' }, job: { id: 'a', retryCount: 2 } }]);
    await expect(
      handlers.get('test-import')!([{ id: 'b', data: { trigger: 'weekly' }, retryCount: 0 }]),
    ).rejects.toThrow(z.ZodError);
    expect(running.handled).toHaveLength(1);
  });

  it('refuses a schedule whose payload breaks the schema, before scheduling anything', async () => {
    const broken = defineTask(
      { name: 'test-broken', payload: z.object({ count: z.number().int() }), options: {} },
      { handler: async () => {}, schedule: () => ({ cron: '* * * * *', payload: { count: 1.5 } }) },
    );
    const { boss, calls } = recordingBoss();
    await expect(startTasks(boss, [broken], deps(null))).rejects.toThrow(z.ZodError);
    expect(calls.filter(([call]) => call === 'schedule')).toEqual([]);
  });

  it('refuses two tasks on one queue', async () => {
    const { boss, calls } = recordingBoss();
    await expect(startTasks(boss, [readTask, readTask], deps(null))).rejects.toThrow(/share the queue 'test-read'/);
    expect(calls).toEqual([]);
  });

  it('works a task with worker options in batches that keep coming, each job settled on its own', async () => {
    const batchTask = defineTask(
      { name: 'test-batch', payload: z.object({ n: z.number().int() }), options: {} },
      {
        handler: async (deps: Deps, payload, job) => {
          if (payload.n === 2) throw new Error('two fails');
          deps.handled.push({ payload, job });
        },
        worker: { batchSize: 4, localConcurrency: 2, pollingIntervalSeconds: 5 },
      },
    );
    const { boss, calls, handlers } = recordingBoss();
    const running = deps(null);
    await startTasks(boss, [batchTask], running);
    expect(calls[2]).toEqual([
      'work',
      'test-batch',
      {
        pollingIntervalSeconds: 5,
        notifyPollingIntervalSeconds: 5,
        batchSize: 4,
        burstWhenBatchFull: true,
        perJobResults: true,
        localConcurrency: 2,
      },
    ]);
    const results = await handlers.get('test-batch')!([
      { id: 'a', data: { n: 1 }, retryCount: 0 },
      { id: 'b', data: { n: 2 }, retryCount: 0 },
      { id: 'c', data: { n: 3 }, retryCount: 1 },
    ]);
    // The failing job alone is failed (and so retried); the jobs after it in the batch still ran.
    expect(results).toMatchObject([
      { id: 'a', status: 'completed' },
      { id: 'b', status: 'failed', output: { message: 'two fails' } },
      { id: 'c', status: 'completed' },
    ]);
    expect(running.handled.map(({ job }) => job.id)).toEqual(['a', 'c']);
  });
});

describe('workOptions', () => {
  it('polls at the shorter of the task’s interval and the start option (tests shorten it)', () => {
    expect(workOptions(undefined)).toEqual({ pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 });
    expect(workOptions({ pollingIntervalSeconds: 5 }, 0.5)).toEqual({
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 0.5,
    });
    expect(workOptions({ pollingIntervalSeconds: 1 }, 3)).toEqual({
      pollingIntervalSeconds: 1,
      notifyPollingIntervalSeconds: 1,
    });
    // A batch of one is one job per poll, as before: no burst, no per-job results.
    expect(workOptions({ batchSize: 1, localConcurrency: 1 })).toEqual({
      pollingIntervalSeconds: 2,
      notifyPollingIntervalSeconds: 2,
    });
  });
});
