import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@orbit/shared/messages';
import { uploadLimits } from '@orbit/shared/options';
import { accountRoutes } from './features/accounts/routes.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { companyRoutes } from './features/companies/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { waitlistRoutes } from './features/waitlist/routes.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import type { AppDeps } from './lib/request-context.ts';

export type AppWithoutLog = Omit<AppDeps, 'log'>;

/** Builds the HTTP app: plugins, the one error handler, feature routes, then the web app. */
export async function buildApp(deps: AppWithoutLog): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
  });

  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadLimits.resumeMaxBytes, files: 4, fields: 30, fieldSize: 64 * 1024 },
  });

  const fullDeps: AppDeps = { ...deps, log: app.log };
  await app.register(healthRoutes(fullDeps));
  await app.register(accountRoutes(fullDeps));
  await app.register(fileRoutes(fullDeps));
  await app.register(jobRoutes(fullDeps));
  await app.register(companyRoutes(fullDeps));
  await app.register(waitlistRoutes(fullDeps));
  await app.register(applicationRoutes(fullDeps));

  const webDistDir = deps.config.webDistDir;
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.startsWith(path.join(webDistDir, 'assets'));
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // Unknown API routes answer JSON; every other GET gets the web app, whose router shows the 404 page.
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && webDistDir && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ msg: isApi ? messages.apiRouteNotFound : messages.notFound });
  });

  return app;
}
