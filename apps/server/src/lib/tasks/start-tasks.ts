import type { PgBoss } from 'pg-boss';
import { queueOptions, type RunnableTask } from './define-task.ts';

/** The part of pg-boss startTasks uses (tests may pass a recording stand-in). */
export type TaskBoss = Pick<PgBoss, 'createQueue' | 'work' | 'schedule' | 'unschedule' | 'send'>;

export interface StartTasksOptions {
  /** How often idle workers look for jobs; tests shorten it so queued work runs quickly. */
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
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const names = new Set<string>();
  for (const task of tasks) {
    if (names.has(task.name)) throw new Error(`two background tasks share the queue '${task.name}'`);
    names.add(task.name);
  }
  for (const task of tasks) {
    await boss.createQueue(task.name, queueOptions(task.options));
    await boss.work(task.name, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) await task.run(deps, job.data, { id: job.id, retryCount: job.retryCount });
    });
    const schedule = task.scheduleFor(deps);
    if (schedule) await boss.schedule(task.name, schedule.cron, schedule.payload, schedule.options);
    else await boss.unschedule(task.name);
  }
  for (const task of tasks) await task.onStart?.(deps, boss);
}
