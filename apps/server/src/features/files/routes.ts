import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { openOwnFile } from './read-file.ts';

export function fileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/files/:id',
      { preValidation: policy.requireUser, schema: { params: z.object({ id: z.string() }) } },
      async (request, reply) => {
        const auth = signedInUser(request);
        const file = await openOwnFile(deps.db, deps.config.uploadDir, request.params.id, auth.userId);
        const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
        return reply
          .header('Content-Type', file.mimeType)
          .header('Content-Length', String(file.sizeBytes))
          .header('Content-Disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(file.stream);
      },
    );
  };
}
