import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@orbit/shared/messages';
import { authenticate } from '../../lib/auth.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { openOwnFile } from './read-file.ts';

export function fileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const authDeps = { db: deps.db, clock: deps.clock, jwtSecret: deps.config.jwtSecret };
  return async (app) => {
    app.get('/api/files/:id', { schema: { params: z.object({ id: z.string() }) } }, async (request, reply) => {
      const auth = await authenticate(authDeps, request);
      if (!z.uuid().safeParse(request.params.id).success) throw new AppError('NOT_FOUND', messages.notFound);
      const file = await openOwnFile(deps.db, deps.config.uploadDir, request.params.id, auth.userId);
      const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Length', String(file.sizeBytes))
        .header('Content-Disposition', `inline; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    });
  };
}
