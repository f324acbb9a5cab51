import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEligibilityTask } from '../features/job-import/read-eligibility-task.ts';
import { sendTask } from '../lib/tasks/send-task.ts';
import { drainQueues } from './drain-queues.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const minuteMs = 60 * 1000;

/** The helper the API tests assert absence after: it must wait for due work, and only for due work. */
describe('drainQueues', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await drainQueues(server); // what the server queues when it starts
  });
  afterAll(() => server.close());

  // A task whose work changes nothing here (no job of an older reader is stored).
  const queue = (delaySeconds?: number) =>
    sendTask(server.boss, readEligibilityTask, {}, delaySeconds ? { delaySeconds } : {}) as Promise<string>;
  const stateOf = async (id: string) => {
    const result = (await server.database.db.execute(
      sql`select state::text as state from pgboss.job where id = ${id}::uuid`,
    )) as unknown as { rows: { state: string }[] };
    return result.rows[0]?.state;
  };

  it('returns once due work has been done', async () => {
    const id = await queue();
    await drainQueues(server);
    expect(await stateOf(id)).toBe('completed');
  });

  it('leaves a job held back by the app clock until that clock reaches its time, then has it worked', async () => {
    const id = await queue(60 * 60);
    await drainQueues(server);
    expect(await stateOf(id)).toBe('created');
    server.clock.advance(59 * minuteMs);
    await drainQueues(server);
    expect(await stateOf(id)).toBe('created');
    server.clock.advance(2 * minuteMs);
    await drainQueues(server);
    expect(await stateOf(id)).toBe('completed');
  });
});
