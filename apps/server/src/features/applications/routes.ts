import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicationIdParamsSchema,
  applicationListResponseSchema,
  applyOutcomeMessage,
  applyRequestSchema,
  applyResponseSchema,
} from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import { applyToJob } from './apply-to-job.ts';
import { listApplications } from './list-applications.ts';
import { openApplicationResume } from './open-application-resume.ts';
import { resumeLinkParamsSchema, resumeLinkQuerySchema, withdrawResponseSchema } from './schemas.ts';
import { withdrawApplication } from './withdraw-application.ts';

/** Applying, My Applications, withdrawing, and the signed resume links (employers' APIs, the applicants page). */
export function applicationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // The policy's hooks run before body validation: a signed-out or employer request is told so (401/403) whatever it sent.
  const policy = accessPolicy(deps);
  return async (app) => {
    app.post(
      '/api/applications',
      {
        preValidation: policy.requireSeeker(messages.applicantsOnly),
        schema: { body: applyRequestSchema, response: { 201: applyResponseSchema } },
      },
      async (request, reply) => {
        const result = await applyToJob(deps, signedInUser(request).userId, request.body);
        const msg =
          result.application.status === 'Applied' ? messages.applicationSubmitted : applyOutcomeMessage(result);
        return reply.status(201).send({ msg, ...result });
      },
    );

    app.get(
      '/api/applications',
      {
        preValidation: policy.requireSeeker(messages.forbidden),
        schema: { response: { 200: applicationListResponseSchema } },
      },
      async (request) => listApplications(deps.db, signedInUser(request).userId),
    );

    app.delete(
      '/api/applications/:id',
      {
        preValidation: policy.requireSeeker(messages.forbidden),
        schema: { params: applicationIdParamsSchema, response: { 200: withdrawResponseSchema } },
      },
      async (request) => {
        await withdrawApplication(deps, signedInUser(request).userId, request.params.id);
        return { msg: messages.applicationWithdrawn, _id: request.params.id };
      },
    );

    app.get(
      '/api/applications/:id/resume',
      { schema: { params: resumeLinkParamsSchema, querystring: resumeLinkQuerySchema } },
      async (request, reply) => {
        return sendStoredFile(reply, await openApplicationResume(deps, request.params.id, request.query), 'attachment');
      },
    );
  };
}
