import type { PgBoss, QueuePolicy, SendOptions } from 'pg-boss';
import type { z } from 'zod';

/**
 * A background task: one pg-boss queue, its payload (a zod schema), its options, and the handler working it.
 * Declared by the code that owns the work, listed once in background-tasks.ts, sent with sendTask and started with
 * startTasks. Split in two so a sender never depends on the handler: the contract (name, payload, options) is what
 * sendTask needs; the work (handler, schedule, onStart) is what startTasks needs.
 */

/**
 * The queue is created with these. Every job sent also carries the retry and expiry ones: pg-boss keeps an existing
 * queue's options, so a queue created by an earlier version would otherwise keep its old defaults.
 */
export interface TaskQueueOptions {
  /** 'singleton' = one job active at a time across every process sharing the database. Fixed at queue creation. */
  policy?: QueuePolicy;
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelay?: number;
  /** Doubles the delay at each retry. */
  retryBackoff?: boolean;
  /** Seconds a job may stay active before pg-boss counts the attempt as failed. */
  expireInSeconds?: number;
}

export interface TaskOptions<P> extends TaskQueueOptions {
  /** pg-boss's singletonKey: at most one job per key waits (e.g. one reading per resume file). */
  singletonKey?: (payload: P) => string;
}

/** What a sender needs: the queue's name, the payload's shape and the job options. */
export interface TaskContract<P extends object> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly options: TaskOptions<P>;
}

/** The part of pg-boss senders (and a task's onStart) use: queueing work, one job (send) or many at once (insert). */
export type TaskSender = Pick<PgBoss, 'send' | 'insert'>;

/** About the job being worked, for handlers that decide by attempt (e.g. the last retry marks an e-mail failed). */
export interface TaskJob {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

/**
 * How this process works the queue. pg-boss's default worker fetches one job, runs it, then waits out the polling
 * interval: one job per 2 s however long the queue, which made a round of 1,000 Autopilot scans take ~30 minutes.
 * A task with many short jobs fetches batches (and fetches again at once while batches come back full, or when the
 * batch took longer than the interval) on a few concurrent workers, each running its batch's jobs one after another.
 */
export interface TaskWorkerOptions {
  /** Jobs fetched at once; above 1 the worker fetches again without waiting while batches come back full. */
  batchSize?: number;
  /** Workers on this queue in this process, each fetching and running its own batches. */
  localConcurrency?: number;
  /**
   * Seconds an idle worker waits before looking again (startTasks's own option, when shorter, wins: tests). pg-boss
   * refuses less than 0.5. Each idle look is one indexed query, so a short one costs little.
   */
  pollingIntervalSeconds?: number;
}

/** A cron schedule (pg-boss syntax, UTC) and the payload each scheduled job carries. */
export interface TaskSchedule<P> {
  cron: string;
  payload: P;
}

/**
 * What startTasks needs, with the payload type hidden inside `run` so tasks of different payloads fit in one list.
 * D is what the handler depends on; the registry's deps must satisfy every task's D (the compiler checks it).
 */
export interface RunnableTask<D> {
  readonly name: string;
  readonly options: TaskQueueOptions;
  readonly worker?: TaskWorkerOptions;
  /** The schedule to apply at start, its payload checked, with the job options pg-boss stores with it; null = none. */
  readonly scheduleFor: (deps: D) => { cron: string; payload: object; options: SendOptions } | null;
  /** Parses the job's data with the task's schema, then calls the handler. */
  readonly run: (deps: D, data: unknown, job: TaskJob) => Promise<void>;
  readonly onStart?: (deps: D, boss: TaskSender) => Promise<void>;
}

export interface TaskWork<P extends object, D> {
  /**
   * Works one job. pg-boss delivers at least once (a retry after a crash, a job expired mid-run), so handlers are
   * idempotent. Throwing fails the attempt; pg-boss retries within the task's retryLimit.
   */
  handler: (deps: D, payload: P, job: TaskJob) => Promise<void>;
  /** Null (or no schedule) = no schedule: one left from an earlier configuration is removed at start. */
  schedule?: (deps: D) => TaskSchedule<P> | null;
  /** Runs once at start after every task's queue is being worked (e.g. queue the resumes never read). */
  onStart?: (deps: D, boss: TaskSender) => Promise<void>;
  /** How the queue is worked (see TaskWorkerOptions); absent = one job per poll. */
  worker?: TaskWorkerOptions;
}

export interface Task<P extends object, D> extends TaskContract<P>, RunnableTask<D> {
  readonly options: TaskOptions<P>;
  readonly handler: TaskWork<P, D>['handler'];
}

/** A contract on its own, for work queued by code below the handler's feature (see domain/resumes). */
export function defineTaskContract<P extends object>(contract: TaskContract<P>): TaskContract<P> {
  return contract;
}

const definedOnly = <T extends object>(options: T): T =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;

/** The options a queue is created with (the singleton key is per job, so not among them). */
export function queueOptions(options: TaskQueueOptions): TaskQueueOptions {
  const { policy, retryLimit, retryDelay, retryBackoff, expireInSeconds } = options;
  return definedOnly({ policy, retryLimit, retryDelay, retryBackoff, expireInSeconds });
}

/** The pg-boss options every job of the task carries (the policy belongs to the queue, not to a job). */
export function jobOptions<P extends object>(contract: TaskContract<P>, payload: P): SendOptions {
  const { retryLimit, retryDelay, retryBackoff, expireInSeconds, singletonKey } = contract.options;
  return definedOnly({ retryLimit, retryDelay, retryBackoff, expireInSeconds, singletonKey: singletonKey?.(payload) });
}

/**
 * The payload type comes from the contract's schema alone (NoInfer); the work is checked against it. `const` keeps
 * literals in a schedule's payload (`{ trigger: 'schedule' }`) from widening to string before that check.
 */
export function defineTask<const P extends object, D>(
  contract: TaskContract<P>,
  work: TaskWork<NoInfer<P>, D>,
): Task<P, D> {
  const { handler, schedule, onStart, worker } = work;
  return {
    ...contract,
    handler,
    run: (deps, data, job) => handler(deps, contract.payload.parse(data), job),
    scheduleFor: (deps) => {
      const planned = schedule?.(deps);
      if (!planned) return null;
      // A schedule's payload is checked now, at start, rather than failing every time the cron fires.
      const payload = contract.payload.parse(planned.payload);
      return { cron: planned.cron, payload, options: jobOptions(contract, payload) };
    },
    ...(onStart ? { onStart } : {}),
    ...(worker ? { worker } : {}),
  };
}
