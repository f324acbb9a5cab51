import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsMessages, analyticsQuerySchema, analyticsSchema } from '@orbit/shared/analytics-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { employerAnalytics } from './employer-analytics.ts';
import { presentAnalytics } from './present-analytics.ts';

/** The analytics page's figures. Team members only; another company's job (or an unassigned one) is a 404. */
export function analyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/analytics',
      {
        // The team policy: owners, admins and recruiters see every post; a hiring manager their assigned ones.
        preValidation: policy.requireMember('view-analytics', analyticsMessages.employersOnly),
        schema: { querystring: analyticsQuerySchema, response: { 200: analyticsSchema } },
      },
      async (request) => {
        const { counts, period } = await employerAnalytics(deps, signedInUser(request).userId, request.query);
        return presentAnalytics(counts, period);
      },
    );
  };
}
