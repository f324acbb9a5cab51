import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import { importTriggers } from '@orbit/shared/job-contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createImportRun, runImport, type ImportDeps } from './run-import.ts';

export const importQueue = 'jobs-import';
/** A manual run arrives with the run row its request created; a scheduled one creates its own. */
export const importJobPayload = z.object({ trigger: z.enum(importTriggers), runId: z.uuid().optional() });
export type ImportJobPayload = z.infer<typeof importJobPayload>;

export interface ImportWorkerOptions {
  db: Db;
  boss: PgBoss;
  log: FastifyBaseLogger;
  clock: Clock;
  config: Pick<Config, 'jobImport' | 'publicUrl'>;
  pollingIntervalSeconds?: number;
}

export async function handleImportJob(deps: ImportDeps, payload: ImportJobPayload): Promise<void> {
  const runId = payload.runId ?? (await createImportRun(deps.db, payload.trigger, deps.clock.now()));
  await runImport(deps, runId);
}

/**
 * The import queue: the 'singleton' policy lets one import be active at a time across every process sharing the
 * database, so two runs never overlap. No retries: the next schedule is the retry, and each source's own
 * polling interval must hold anyway.
 */
export async function startImportWorker(options: ImportWorkerOptions): Promise<void> {
  const { boss } = options;
  const deps: ImportDeps = { db: options.db, config: options.config, clock: options.clock, log: options.log };
  await boss.createQueue(importQueue, { policy: 'singleton', retryLimit: 0, expireInSeconds: 30 * 60 });
  await boss.work<ImportJobPayload>(
    importQueue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      for (const job of jobs) await handleImportJob(deps, importJobPayload.parse(job.data));
    },
  );
  const schedule = options.config.jobImport.schedule;
  if (schedule) {
    await boss.schedule(importQueue, schedule, { trigger: 'schedule' } satisfies ImportJobPayload);
  } else {
    await boss.unschedule(importQueue);
  }
}
