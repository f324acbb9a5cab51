import { sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { jobOptions, type TaskContract, type TaskSender } from './define-task.ts';

/** A Drizzle transaction handle: what pg-boss sends through when the job must commit with the caller's change. */
export type TaskTransaction = Pick<Db, 'execute'>;

/**
 * Queues one job of the task. The payload is checked against the task's schema first, so a malformed job is a
 * bug at the sender (thrown here, nothing queued) rather than a job failing its retries later. With `tx` the job is
 * written in that transaction: it exists exactly when the change that caused it is committed.
 *
 * `delaySeconds` holds the job back that long. It is a duration, not a moment: pg-boss compares moments with the
 * database's clock, while the app's time comes from its injected clock (moved by hand in tests), so a sender works out
 * the wait with its own clock and pg-boss only counts it down. A handler that must not run early checks for itself.
 * Returns null when the queue's policy refused the job (another with its singleton key is already waiting).
 */
export async function sendTask<P extends object>(
  boss: TaskSender,
  task: TaskContract<P>,
  payload: P,
  options: { tx?: TaskTransaction; delaySeconds?: number } = {},
): Promise<string | null> {
  const data = task.payload.parse(payload);
  const delay = options.delaySeconds === undefined ? 0 : Math.ceil(options.delaySeconds);
  return boss.send(task.name, data, {
    ...jobOptions(task, data),
    ...(delay > 0 ? { startAfter: delay } : {}),
    ...(options.tx ? { db: fromDrizzle(options.tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : {}),
  });
}

/** Jobs per insert statement: a round of 100,000 scans goes in as 100 statements rather than 100,000 round trips. */
const insertChunk = 1000;

/**
 * Queues many jobs of one task in batched inserts (pg-boss `insert`: one statement per 1,000 jobs), for a fan-out
 * such as an Autopilot round's scan per seeker: sent one at a time they cost a round trip each and reach the workers
 * a few at a time. Each payload is checked first (a malformed one throws before anything is queued). Jobs carry the
 * task's options as sendTask's do; one whose singleton key already waits is skipped by the queue's policy, as send
 * refuses it. `delaySeconds` holds every job back that long, or each by its own (a function of its payload); with
 * `tx` the jobs are written in that transaction, as sendTask's are.
 */
export async function sendTasks<P extends object>(
  boss: TaskSender,
  task: TaskContract<P>,
  payloads: readonly P[],
  options: { delaySeconds?: number | ((payload: P) => number); tx?: TaskTransaction } = {},
): Promise<void> {
  const { delaySeconds, tx } = options;
  const jobs = payloads.map((payload) => {
    const data = task.payload.parse(payload);
    const seconds = typeof delaySeconds === 'function' ? delaySeconds(payload) : delaySeconds;
    const delay = seconds === undefined ? 0 : Math.ceil(seconds);
    return { data, ...jobOptions(task, data), ...(delay > 0 ? { startAfter: delay } : {}) };
  });
  const connection = tx ? { db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) } : undefined;
  for (let start = 0; start < jobs.length; start += insertChunk) {
    const chunk = jobs.slice(start, start + insertChunk);
    if (connection) await boss.insert(task.name, chunk, connection);
    else await boss.insert(task.name, chunk);
  }
}
