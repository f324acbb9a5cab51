import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendedJobsQuerySchema, recommendedJobsResponseSchema } from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { recommendJobs } from './recommend-jobs.ts';

/** A seeker's best live jobs by match score (the dashboard's recommendations). */
export function recommendationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/jobs/recommended',
      {
        preValidation: policy.requireSeeker(messages.recommendationsSeekersOnly),
        schema: { querystring: recommendedJobsQuerySchema, response: { 200: recommendedJobsResponseSchema } },
      },
      async (request) => recommendJobs(deps, signedInUser(request).userId, request.query.limit),
    );
  };
}
