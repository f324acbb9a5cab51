import type { JobResult, PgBoss, WorkOptions } from 'pg-boss';
import { queueOptions, type RunnableTask, type TaskWorkerOptions } from './define-task.ts';

/** The part of pg-boss startTasks uses (tests may pass a recording stand-in). */
export type TaskBoss = Pick<
  PgBoss,
  'createQueue' | 'updateQueue' | 'work' | 'schedule' | 'unschedule' | 'send' | 'insert'
>;

export interface StartTasksOptions {
  /** How often idle workers look for jobs; tests shorten it so queued work runs quickly (a task's longer one too). */
  pollingIntervalSeconds?: number;
}

/**
 * Starts every task, in the listed order: creates its queue with its options (an existing queue is kept as it is;
 * jobs carry their own retry options, see sendTask), works it, and applies its schedule or removes one left from an
 * earlier configuration. Then each task's onStart runs, in order, once every queue exists, so an onStart may queue
 * work for any task.
 */
export async function startTasks<D>(
  boss: TaskBoss,
  tasks: readonly RunnableTask<D>[],
  deps: D,
  options: StartTasksOptions = {},
): Promise<void> {
  const names = new Set<string>();
  for (const task of tasks) {
    if (names.has(task.name)) throw new Error(`two background tasks share the queue '${task.name}'`);
    names.add(task.name);
  }
  for (const task of tasks) {
    await boss.createQueue(task.name, queueOptions(task.options));
    // Every queue notifies (LISTEN/NOTIFY, see lib/queue.ts): a job queued to run now wakes the workers of every
    // process at its commit instead of at their next poll. Set apart from createQueue, which keeps a queue made
    // before as it was.
    await boss.updateQueue(task.name, { notify: true });
    const work = workOptions(task.worker, options.pollingIntervalSeconds);
    if (work.perJobResults) {
      // Each job of a batch settles on its own: one failing job is retried alone, its batch mates stay completed.
      await boss.work(task.name, work, async (jobs): Promise<JobResult[]> => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await task.run(deps, job.data, { id: job.id, retryCount: job.retryCount });
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            results.push({
              id: job.id,
              status: 'failed',
              output:
                error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) },
            });
          }
        }
        return results;
      });
    } else {
      await boss.work(task.name, work, async (jobs) => {
        for (const job of jobs) await task.run(deps, job.data, { id: job.id, retryCount: job.retryCount });
      });
    }
    const schedule = task.scheduleFor(deps);
    if (schedule) await boss.schedule(task.name, schedule.cron, schedule.payload, schedule.options);
    else await boss.unschedule(task.name);
  }
  for (const task of tasks) await task.onStart?.(deps, boss);
}

/**
 * pg-boss's worker options for a task. A batch above 1 keeps fetching while batches come back full
 * (burstWhenBatchFull), so a queue with work drains continuously instead of a batch per poll. pg-boss also fetches
 * again at once when the last batch took longer than the interval, so a worker that has just worked a batch longer
 * than its poll never waits; only a short batch (the queue ran dry) sends it back to polling.
 */
export function workOptions(
  worker: TaskWorkerOptions = {},
  startPollingSeconds?: number,
): WorkOptions & { perJobResults?: true } {
  const own = worker.pollingIntervalSeconds ?? 2;
  const pollingIntervalSeconds = startPollingSeconds === undefined ? own : Math.min(own, startPollingSeconds);
  const batchSize = worker.batchSize ?? 1;
  return {
    pollingIntervalSeconds,
    // The poll stays what it was while notifications are on: a job queued for later (a send's slot, a retry) is
    // notified at its insert, not when it falls due, so only the poll finds it then.
    notifyPollingIntervalSeconds: pollingIntervalSeconds,
    ...(batchSize > 1 ? { batchSize, burstWhenBatchFull: true, perJobResults: true as const } : {}),
    ...(worker.localConcurrency && worker.localConcurrency > 1 ? { localConcurrency: worker.localConcurrency } : {}),
  };
}
