import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import { openOwnFile } from './read-file.ts';

export function fileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/files/:id',
      { preValidation: policy.requireUser, schema: { params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const file = await openOwnFile(deps.db, deps.config.uploadDir, request.params.id, signedInUser(request).userId);
        return sendStoredFile(reply, file, 'inline');
      },
    );
  };
}
