import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importRunSchema } from '@orbit/shared/job-contracts';
import { z } from 'zod';
import { importRuns } from '../../db/schema/jobs.ts';
import { isControlRequestAuthorised } from '../../lib/control-file.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { importJobsTask } from './import-worker.ts';
import { presentImportRun } from './present-import-run.ts';
import { createImportRun } from './run-import.ts';

export const controlTokenRequired = 'This endpoint is for local tools holding the control token of this process';

/**
 * Endpoints for `npm run import` when the server holds the embedded database: start a run on this process's
 * queue, then read it while it progresses. Unlike `POST /api/jobs/scrape` an operator's run is not folded into one
 * from the last 10 minutes; each source's own polling interval still holds (runImport skips sources not due).
 */
export function importControlRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isControlRequestAuthorised(request.headers.authorization, deps.controlToken)) {
        throw new AppError('UNAUTHENTICATED', controlTokenRequired);
      }
    });

    app.post(
      '/api/internal/import-runs',
      { schema: { response: { 202: z.object({ run: importRunSchema }) } } },
      async (_request, reply) => {
        const runId = await createImportRun(deps.db, 'cli', deps.clock.now());
        await sendTask(deps.boss, importJobsTask, { trigger: 'cli', runId });
        const [run] = await deps.db.select().from(importRuns).where(eq(importRuns.id, runId));
        if (!run) throw new Error(`import run ${runId} disappeared`);
        return reply.status(202).send({ run: presentImportRun(run) });
      },
    );

    app.get(
      '/api/internal/import-runs/:id',
      {
        schema: {
          params: z.object({ id: z.uuid('Import run not found') }),
          response: { 200: z.object({ run: importRunSchema }) },
        },
      },
      async (request) => {
        const [run] = await deps.db.select().from(importRuns).where(eq(importRuns.id, request.params.id));
        if (!run) throw new AppError('NOT_FOUND', 'Import run not found');
        return { run: presentImportRun(run) };
      },
    );
  };
}
