import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { contactMessageSchema, contactTexts } from '@orbit/shared/support-contracts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendContactMessage } from './send-contact-message.ts';

/** Support: the contact form (/contact). */
export function supportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      { schema: { body: contactMessageSchema, response: { 202: messageResponseSchema } } },
      async (request, reply) => {
        await sendContactMessage(deps, request.body, request.ip);
        // 202: the message is kept and its e-mails are queued, not yet delivered. A honeypot hit gets the same answer.
        return reply.status(202).send({ msg: contactTexts.sent });
      },
    );
  };
}
