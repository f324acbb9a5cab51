import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListResponseSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobSchema,
  newestJobsQuerySchema,
} from '@orbit/shared/job-contracts';
import { z } from 'zod';
import { recordJobView } from '../../domain/jobs/job-views.ts';
import { accessPolicy, viewerOf } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { CatalogueDeps } from './catalogue-deps.ts';
import { countCategories, getJob, newestJobs } from './find-jobs.ts';
import { jobListBody } from './job-list-json.ts';
import { listJobs } from './list-jobs.ts';

/** Only the match ranking needs to know who asks, so other lists never look a session up. */
const asksForMatchRanking = (request: { query: unknown }) =>
  (request.query as { sort?: unknown }).sort === 'recommended';

/**
 * The catalogue: list and search, newest, categories and one job. The fixed paths are registered as static routes,
 * which Fastify's router always prefers to the `/:id` parameter.
 */
export function catalogueRoutes(listDeps: CatalogueDeps): FastifyPluginAsyncZod {
  const deps: AppDeps = listDeps;
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/jobs',
      {
        preValidation: policy.identifyViewer(asksForMatchRanking),
        schema: { querystring: jobListQuerySchema, response: { 200: jobListResponseSchema } },
      },
      async (request, reply) => {
        const answer = await listJobs(listDeps, request.query, viewerOf(request)?.userId ?? null);
        // The busiest route writes the bytes kept with the cached answer, without a second zod pass over every job
        // (presentJob builds exactly the schema's fields; job-list-json.test.ts checks the bytes against the schema).
        // The type provider types send() by the schema, hence the plain reply type.
        const bytesReply: FastifyReply = reply;
        return bytesReply.type('application/json; charset=utf-8').send(jobListBody(answer));
      },
    );

    app.get(
      '/api/jobs/newest',
      { schema: { querystring: newestJobsQuerySchema, response: { 200: z.array(jobSchema) } } },
      async (request) => newestJobs(deps, request.query.limit),
    );

    app.get('/api/jobs/categories', { schema: { response: { 200: categoryListResponseSchema } } }, async () =>
      countCategories(deps),
    );

    app.get(
      '/api/jobs/:id',
      { preValidation: policy.identifyViewer(), schema: { params: jobIdParamsSchema, response: { 200: jobSchema } } },
      async (request) => {
        const viewer = viewerOf(request);
        const job = await getJob(deps, request.params.id, viewer?.userType === 'candidate' ? viewer.userId : null);
        // Employers see how many people looked at their posts: the page's own data call counts as a view.
        if (job.postedBy !== null && job.status === 'live') {
          await recordJobView(deps.db, {
            job: { id: job._id, companyId: job.companyId },
            viewerId: viewer?.userId ?? null,
            ip: request.ip,
            userAgent: String(request.headers['user-agent'] ?? ''),
            now: deps.clock.now(),
          });
        }
        return job;
      },
    );
  };
}
