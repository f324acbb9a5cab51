import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTaskContract, type TaskSender } from './define-task.ts';
import { sendTask, sendTasks, type TaskTransaction } from './send-task.ts';

const readFile = defineTaskContract({
  name: 'file-read',
  payload: z.object({ fileId: z.uuid() }),
  options: {
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    singletonKey: (payload: { fileId: string }) => payload.fileId,
  },
});
const fileId = '0b6f1c2e-8a4d-4d7e-9f61-2f3c4b5a6d7e';

/** Records what would have been queued. */
/** A caller's transaction that keeps the statements run through it. */
function recordingTransaction(): { executed: unknown[]; tx: TaskTransaction } {
  const executed: unknown[] = [];
  const tx: TaskTransaction = {
    execute: (async (query: unknown) => (executed.push(query), { rows: [] })) as unknown as TaskTransaction['execute'],
  };
  return { executed, tx };
}

function recordingBoss() {
  const sent: { name: string; data: object | null | undefined; options: Record<string, unknown> | undefined }[] = [];
  const inserts: { name: string; jobs: Record<string, unknown>[]; options: Record<string, unknown> | undefined }[] = [];
  return {
    sent,
    inserts,
    send: (async (name: string, data?: object | null, options?: object) => {
      sent.push({ name, data, options: options as Record<string, unknown> | undefined });
      return 'job-id';
    }) as TaskSender['send'],
    insert: (async (name: string, jobs: object[], options?: object) => {
      inserts.push({ name, jobs: jobs as Record<string, unknown>[], options: options as Record<string, unknown> });
      return null;
    }) as TaskSender['insert'],
  };
}

describe('sendTask', () => {
  it("queues the payload with the task's job options (the policy stays with the queue)", async () => {
    const boss = recordingBoss();
    expect(await sendTask(boss, readFile, { fileId })).toBe('job-id');
    expect(boss.sent).toEqual([
      {
        name: 'file-read',
        data: { fileId },
        options: { retryLimit: 3, retryDelay: 5, retryBackoff: true, singletonKey: fileId },
      },
    ]);
  });

  it('throws before anything is sent when the payload does not match the schema', async () => {
    const boss = recordingBoss();
    await expect(sendTask(boss, readFile, { fileId: 'not-a-uuid' })).rejects.toThrow(z.ZodError);
    // A missing field too (a cast is how untyped data would reach it).
    await expect(sendTask(boss, readFile, {} as { fileId: string })).rejects.toThrow(z.ZodError);
    expect(boss.sent).toEqual([]);
  });

  it('sends through the caller’s transaction when given one', async () => {
    const boss = recordingBoss();
    const { executed, tx } = recordingTransaction();
    await sendTask(boss, readFile, { fileId }, { tx });
    const db = boss.sent[0]?.options?.db as
      { executeSql(text: string, values: unknown[]): Promise<unknown> } | undefined;
    expect(db).toBeDefined();
    await db!.executeSql('select $1', [1]);
    expect(executed).toHaveLength(1);
  });

  it('sends without a transaction on pg-boss’s own connection', async () => {
    const boss = recordingBoss();
    await sendTask(boss, readFile, { fileId });
    expect(boss.sent[0]?.options).not.toHaveProperty('db');
  });
});

describe('sendTasks', () => {
  const fileIds = Array.from(
    { length: 2500 },
    (_, index) => `0b6f1c2e-8a4d-4d7e-9f61-${String(index).padStart(12, '0')}`,
  );

  it('queues many jobs in inserts of 1,000, each with the task’s job options and the delay', async () => {
    const boss = recordingBoss();
    await sendTasks(
      boss,
      readFile,
      fileIds.map((id) => ({ fileId: id })),
      { delaySeconds: 59.2 },
    );
    expect(boss.sent).toEqual([]);
    expect(boss.inserts.map(({ name, jobs }) => [name, jobs.length])).toEqual([
      ['file-read', 1000],
      ['file-read', 1000],
      ['file-read', 500],
    ]);
    expect(boss.inserts[2]?.jobs.at(-1)).toEqual({
      data: { fileId: fileIds[2499] },
      retryLimit: 3,
      retryDelay: 5,
      retryBackoff: true,
      singletonKey: fileIds[2499],
      startAfter: 60,
    });
  });

  it('holds each job back by its own delay, in one insert through the caller’s transaction', async () => {
    const boss = recordingBoss();
    const { executed, tx } = recordingTransaction();
    const delays = new Map([
      [fileIds[0]!, 0],
      [fileIds[1]!, 299.5],
    ]);
    await sendTasks(
      boss,
      readFile,
      [fileIds[0]!, fileIds[1]!].map((id) => ({ fileId: id })),
      { delaySeconds: ({ fileId: id }) => delays.get(id)!, tx },
    );
    expect(boss.inserts).toHaveLength(1);
    expect(boss.inserts[0]?.jobs.map((job) => job.startAfter)).toEqual([undefined, 300]);
    const db = boss.inserts[0]?.options?.db as { executeSql(text: string, values: unknown[]): Promise<unknown> };
    await db.executeSql('select $1', [1]);
    expect(executed).toHaveLength(1);
  });

  it('inserts on pg-boss’s own connection without a transaction', async () => {
    const boss = recordingBoss();
    await sendTasks(boss, readFile, [{ fileId }]);
    expect(boss.inserts[0]?.options).toBeUndefined();
  });

  it('queues nothing when one payload does not match the schema', async () => {
    const boss = recordingBoss();
    await expect(sendTasks(boss, readFile, [{ fileId }, { fileId: 'not-a-uuid' }])).rejects.toThrow(z.ZodError);
    expect(boss.inserts).toEqual([]);
  });
});
