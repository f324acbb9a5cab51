import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import {
  dataExportLinkQuerySchema,
  dataRightsMessages,
  deleteAccountSchema,
} from '@orbit/shared/data-rights-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import { deleteAccount } from './delete-account.ts';
import { openDataExport, requestDataExport } from './request-data-export.ts';

/** A user's rights over their data: a copy of it ("Download my data") and erasure ("Delete my account"). */
export function dataRightsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.post(
      '/api/users/data-export',
      { preValidation: policy.requireUser, schema: { response: { 202: messageResponseSchema } } },
      async (request, reply) => {
        await requestDataExport(deps, signedInUser(request).userId);
        return reply.status(202).send({ msg: dataRightsMessages.exportRequested });
      },
    );

    // Opened from the e-mail, signed in or not: the link's signature is the authority (export-links.ts).
    app.get(
      '/api/users/data-export/:id',
      { schema: { params: z.object({ id: z.string().max(64) }), querystring: dataExportLinkQuerySchema } },
      async (request, reply) => {
        const file = await openDataExport(deps, request.params.id, request.query.token);
        return sendStoredFile(reply, file, 'attachment');
      },
    );

    app.post(
      '/api/users/delete-account',
      {
        preValidation: policy.requireUser,
        schema: { body: deleteAccountSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await deleteAccount(deps, signedInUser(request).userId, request.body);
        return { msg: dataRightsMessages.accountDeleted };
      },
    );
  };
}
