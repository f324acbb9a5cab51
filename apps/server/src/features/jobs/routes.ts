import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListResponseSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobSchema,
  newestJobsQuerySchema,
  recommendedJobsQuerySchema,
  recommendedJobsResponseSchema,
  scrapeResponseSchema,
} from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { z } from 'zod';
import { authenticate, authenticateIfSignedIn } from '../../lib/auth.ts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { countCategories, getJob, newestJobs } from './find-jobs.ts';
import { jobListBody } from './job-list-json.ts';
import { catalogueVersionReader, createListCache } from './list-cache.ts';
import { listJobs } from './list-jobs.ts';
import { importControlRoutes } from './import-control-routes.ts';
import { presentImportRun } from './present-import-run.ts';
import { recommendJobs } from './recommend-jobs.ts';
import { requestImport } from './request-import.ts';

/** Totals and rankings kept per process: at most ~400 ids each, so ~25 MB at worst. */
const listCacheEntries = 1000;
/**
 * Answered pages kept per process, each with its bytes: ~32 KB for 20 jobs with demo-sized texts, ~200 KB with long
 * imported descriptions, so ~60 MB at worst.
 */
const listCacheAnswers = 300;
/** Presented jobs kept per process: ~1.5 KB each with demo texts, ~10 KB with a long imported description. */
const listCacheJobs = 5000;

/**
 * The catalogue: list and search, newest, categories, one job, and a manual import. The fixed paths are
 * registered as static routes, which Fastify's router always prefers to the `/:id` parameter.
 */
export function jobRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const authDeps = { db: deps.db, clock: deps.clock, jwtSecret: deps.config.jwtSecret };
  const listDeps = {
    ...deps,
    listCache:
      deps.config.listCacheSeconds > 0
        ? createListCache(
            deps.clock,
            { ttlMs: deps.config.listCacheSeconds * 1000, maxEntries: listCacheEntries, maxAnswers: listCacheAnswers, maxJobs: listCacheJobs },
            catalogueVersionReader(deps.db),
          )
        : undefined,
  };
  return async (app) => {
    acceptEmptyJsonBody(app);
    await app.register(importControlRoutes(deps));

    app.get(
      '/api/jobs',
      {
        schema: { querystring: jobListQuerySchema, response: { 200: jobListResponseSchema } },
      },
      async (request, reply) => {
        const viewer = request.query.sort === 'recommended' ? await authenticateIfSignedIn(authDeps, request) : null;
        const answer = await listJobs(listDeps, request.query, viewer?.userId ?? null);
        // Tests check the answer through the zod serializer. Elsewhere, the busiest route writes bytes kept with the
        // cached answer, without a second zod pass over every job (presentJob builds exactly the schema's fields);
        // the type provider types send() by the schema, hence the plain reply type.
        if (deps.config.nodeEnv === 'test') return answer;
        const bytesReply: FastifyReply = reply;
        return bytesReply.type('application/json; charset=utf-8').send(jobListBody(answer));
      },
    );

    app.get(
      '/api/jobs/newest',
      { schema: { querystring: newestJobsQuerySchema, response: { 200: z.array(jobSchema) } } },
      async (request) => newestJobs(deps, request.query.limit),
    );

    app.get(
      '/api/jobs/recommended',
      { schema: { querystring: recommendedJobsQuerySchema, response: { 200: recommendedJobsResponseSchema } } },
      async (request) => {
        const auth = await authenticate(authDeps, request);
        return recommendJobs(deps, auth.userId, request.query.limit);
      },
    );

    app.get('/api/jobs/categories', { schema: { response: { 200: categoryListResponseSchema } } }, async () =>
      countCategories(deps),
    );

    app.post('/api/jobs/scrape', { schema: { response: { 200: scrapeResponseSchema } } }, async () => {
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

    app.get(
      '/api/jobs/:id',
      { schema: { params: jobIdParamsSchema, response: { 200: jobSchema } } },
      async (request) => {
        const viewer = await authenticateIfSignedIn(authDeps, request);
        return getJob(deps, request.params.id, viewer?.userType === 'candidate' ? viewer.userId : null);
      },
    );
  };
}
