import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactRequestDecisionSchema,
  contactRequestInputSchema,
  contactRequestSchema,
} from '@orbit/shared/outreach-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import { assertTwoStepForOutreach } from '../../domain/outreach/two-step-outreach.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { decideContactRequest } from './decide-request.ts';
import { sendContactRequest } from './send-request.ts';

const idParamsSchema = z.object({ id: z.string().max(100) });

/**
 * Contact requests: an employer asks a seeker from the talent pool, the seeker answers (README.md). Signed out is a
 * 401 and the wrong kind of account a 403, before validation; whom the caller may not reach is a 404.
 */
export function contactRequestRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.post(
      '/api/candidates/:id/contact',
      {
        preValidation: policy.requireMember('contact-candidates'),
        schema: {
          params: idParamsSchema,
          body: contactRequestInputSchema,
          response: { 201: z.object({ contactRequest: contactRequestSchema, notice: z.string().optional() }) },
        },
      },
      async (request, reply) => {
        const caller = signedInUser(request);
        await assertTwoStepForOutreach(deps.db, caller, request.params.id);
        const sent = await sendContactRequest(deps, caller.userId, request.params.id, request.body);
        return reply.status(201).send(sent);
      },
    );

    app.post(
      '/api/contact-requests/:id',
      {
        preValidation: policy.requireSeeker(),
        schema: {
          params: idParamsSchema,
          body: contactRequestDecisionSchema,
          response: {
            200: z.object({ contactRequest: contactRequestSchema, threadId: z.string().optional() }),
          },
        },
      },
      async (request) => decideContactRequest(deps, signedInUser(request).userId, request.params.id, request.body),
    );
  };
}
