import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { waitlistEntrySchema } from '@orbit/shared/waitlist-contracts';
import type { AppDeps } from '../../lib/request-context.ts';
import { joinWaitlist } from './join-waitlist.ts';

export function waitlistRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/waitlist',
      { schema: { body: waitlistEntrySchema, response: { 200: messageResponseSchema, 201: messageResponseSchema } } },
      async (request, reply) => {
        const { created } = await joinWaitlist(deps, request.body, request.ip);
        return reply.status(created ? 201 : 200).send({ msg: messages.waitlistJoined });
      },
    );
  };
}
