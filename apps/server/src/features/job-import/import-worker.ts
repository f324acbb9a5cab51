import { z } from 'zod';
import { importTriggers } from '@orbit/shared/job-contracts';
import type { Config } from '../../config.ts';
import { defineTask, type TaskSchedule } from '../../lib/tasks/define-task.ts';
import { createImportRun, runImport, type ImportDeps } from './run-import.ts';

/** A manual run arrives with the run row its request created; a scheduled one creates its own. */
export const importJobPayload = z.object({ trigger: z.enum(importTriggers), runId: z.uuid().optional() });
export type ImportJobPayload = z.infer<typeof importJobPayload>;

export async function handleImportJob(deps: ImportDeps, payload: ImportJobPayload): Promise<void> {
  const runId = payload.runId ?? (await createImportRun(deps.db, payload.trigger, deps.clock.now()));
  await runImport(deps, runId);
}

/** JOB_IMPORT_SCHEDULE's cron; null ('off') removes the schedule. */
function importSchedule(config: Pick<Config, 'jobImport'>): TaskSchedule<ImportJobPayload> | null {
  const cron = config.jobImport.schedule;
  return cron ? { cron, payload: { trigger: 'schedule' } } : null;
}

/**
 * The import task: the 'singleton' policy lets one import be active at a time across every process sharing the
 * database, so two runs never overlap. No retries: the next schedule is the retry, and each source's own polling
 * interval must hold anyway.
 */
export const importJobsTask = defineTask(
  {
    name: 'jobs-import',
    payload: importJobPayload,
    options: { policy: 'singleton', retryLimit: 0, expireInSeconds: 30 * 60 },
  },
  {
    handler: (deps: ImportDeps, payload) => handleImportJob(deps, payload),
    schedule: (deps) => importSchedule(deps.config),
  },
);
