import { sql } from 'drizzle-orm';
import { eventually } from './eventually.ts';
import type { TestServer } from './test-server.ts';

/**
 * Waits until the background queues have no work left that is due, so a test can then assert what happened — or
 * that something did not: everything that would have happened by now has happened.
 *
 * Work left is every pg-boss job (of `queues`, else of every queue) that is active, waiting for a retry, or created
 * and due. A created job is due when its start_after has passed by the database's clock (the worker takes it), or
 * when the app's clock has passed the moment it was held back to: sendTask works out a hold-back with the app's
 * clock and pg-boss counts it down on the database's, so after a test moves the fake clock on, pg-boss would wait
 * for a moment the app thinks is over. Such a job is made due at once, for the server's own worker to run (as
 * `runHeldBackJobs` runs one by hand). A job held back past the app's time is not work left: it waits for the clock.
 * A job waiting for a retry is work left too: pg-boss works it once its retry delay, on the database's clock, is over.
 *
 * One statement reads every queue at once: a handler queues its follow-up before its own job completes, so one
 * snapshot never sees neither.
 */
export async function drainQueues(
  server: TestServer,
  options: { queues?: readonly (string | { readonly name: string })[]; timeoutMs?: number } = {},
): Promise<void> {
  const names = options.queues?.map((queue) => (typeof queue === 'string' ? queue : queue.name));
  let left: UnfinishedJob[] = [];
  await eventually(
    async () => {
      const unfinished = await unfinishedJobs(server, names);
      const appNow = server.clock.now().getTime();
      const heldPastTheirTime = unfinished.filter(
        (job) => job.state === 'created' && !job.dueByDatabase && dueByApp(server, job) <= appNow,
      );
      if (heldPastTheirTime.length > 0) await makeDue(server, heldPastTheirTime);
      left = unfinished.filter(
        (job) => job.state !== 'created' || job.dueByDatabase || dueByApp(server, job) <= appNow,
      );
      return left.length === 0;
    },
    {
      timeoutMs: options.timeoutMs ?? 15_000,
      what: () => `the queues to drain; left: ${left.map((job) => `${job.name} (${job.state})`).join(', ')}`,
    },
  );
}

interface UnfinishedJob {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active';
  dueByDatabase: boolean;
  createdOnMs: number;
  startAfterMs: number;
}

async function unfinishedJobs(server: TestServer, names: string[] | undefined): Promise<UnfinishedJob[]> {
  const onlyThese = names ? sql`and name in (${sql.join(names, sql`, `)})` : sql``;
  const result = (await server.database.db.execute(sql`
    select id::text as id, name, state::text as state, start_after <= now() as "dueByDatabase",
      extract(epoch from created_on) * 1000 as "createdOnMs", extract(epoch from start_after) * 1000 as "startAfterMs"
    from pgboss.job
    where state in ('created', 'retry', 'active') ${onlyThese}`)) as unknown as { rows: UnfinishedJob[] };
  return result.rows.map((row) => ({
    ...row,
    createdOnMs: Number(row.createdOnMs),
    startAfterMs: Number(row.startAfterMs),
  }));
}

/** When the app meant the job to start: its hold-back, counted from the app's time when it was queued. */
const dueByApp = (server: TestServer, job: UnfinishedJob) =>
  server.clock.appTimeAt(job.createdOnMs) + (job.startAfterMs - job.createdOnMs);

async function makeDue(server: TestServer, jobs: UnfinishedJob[]): Promise<void> {
  await server.database.db.execute(sql`
    update pgboss.job set start_after = now()
    where id in (${sql.join(
      jobs.map((job) => sql`${job.id}::uuid`),
      sql`, `,
    )}) and state = 'created'`);
}
