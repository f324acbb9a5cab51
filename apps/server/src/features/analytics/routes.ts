import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsMessages, analyticsQuerySchema, analyticsSchema } from '@orbit/shared/analytics-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { employerAnalytics } from './employer-analytics.ts';
import { presentAnalytics } from './present-analytics.ts';

/** The analytics page's figures. Employers only; another company's job is a 404. */
export function analyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/analytics',
      {
        preValidation: policy.requireEmployer(analyticsMessages.employersOnly),
        schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } },
      },
      async (request) => {
        const { counts, period } = await employerAnalytics(deps, signedInUser(request).userId, request.query);
        return presentAnalytics(counts, period);
      },
    );
  };
}
