import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importRequestResponseSchema } from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { importControlRoutes } from './import-control-routes.ts';
import { presentImportRun } from './present-import-run.ts';
import { requestImport } from './request-import.ts';

/** The manual import (`POST /api/jobs/scrape`, spec section 7) and the local tools' control endpoints. */
export function jobImportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBody(app);
    await app.register(importControlRoutes(deps));

    app.post('/api/jobs/scrape', { schema: { response: { 200: importRequestResponseSchema } } }, async () => {
      const { run, reused } = await requestImport(deps);
      const done = run.status !== 'queued' && run.status !== 'running';
      const nothingEnabled = deps.config.jobImport.enabledSources.length === 0;
      const msg = reused
        ? messages.importRecentlyRan
        : !done
          ? messages.importStillRunning
          : nothingEnabled
            ? messages.importNoSources
            : messages.importFinished;
      return { msg, reused, run: presentImportRun(run) };
    });
  };
}
