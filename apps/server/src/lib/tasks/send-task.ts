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
