import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autopilotMessages, autopilotOutcomesSchema } from '@orbit/shared/autopilot-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { autopilotOutcomes } from './autopilot-outcomes.ts';

/** `GET /api/autopilot/outcomes`: the signed-in seeker's response rates, Autopilot's against their own. */
export function autopilotOutcomeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/autopilot/outcomes',
      {
        preValidation: policy.requireSeeker(autopilotMessages.notAvailable),
        schema: { response: { 200: autopilotOutcomesSchema } },
      },
      async (request) => autopilotOutcomes(deps.db, signedInUser(request).userId),
    );
  };
}
