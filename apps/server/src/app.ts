import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@orbit/shared/messages';
import { uploadLimits } from '@orbit/shared/options';
import { accountRoutes } from './features/accounts/routes.ts';
import { alertRoutes } from './features/alerts/routes.ts';
import { analyticsRoutes } from './features/analytics/routes.ts';
import { pipelineRoutes } from './features/applications/pipeline-routes.ts';
import { autopilotRoutes } from './features/autopilot/routes.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { autopilotOutcomeRoutes } from './features/autopilot/outcome-routes.ts';
import { candidateRoutes } from './features/candidates/routes.ts';
import { withListCache } from './features/catalogue/catalogue-deps.ts';
import { catalogueRoutes } from './features/catalogue/routes.ts';
import { conversationRoutes } from './features/conversations/routes.ts';
import { companyRoutes } from './features/companies/routes.ts';
import { contactRequestRoutes } from './features/contact-requests/routes.ts';
import { dataRightsRoutes } from './features/data-rights/routes.ts';
import { fileRoutes } from './features/files/routes.ts';
import { googleSignInRoutes } from './features/google-sign-in/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { jobImportRoutes } from './features/job-import/routes.ts';
import { jobPostingRoutes } from './features/job-posting/routes.ts';
import { moderationRoutes } from './features/moderation/routes.ts';
import { recommendationRoutes } from './features/recommendations/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { sendWebPage } from './features/seo/send-web-page.ts';
import { supportRoutes } from './features/support/routes.ts';
import { talentRoutes } from './features/talent/routes.ts';
import { teamRoutes } from './features/team/routes.ts';
import { waitlistRoutes } from './features/waitlist/routes.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { registerCompression } from './lib/http/compression.ts';
import { registerInputGuard } from './lib/http/input-guard.ts';
import { badUrlHandler, registerSecurityHeaders, servedOverHttps } from './lib/http/security-headers.ts';
import type { AppDeps } from './lib/request-context.ts';

export type AppWithoutLog = Omit<AppDeps, 'log'>;

/** Builds the HTTP app: plugins, the one error handler, feature routes, then the web app. */
export async function buildApp(deps: AppWithoutLog): Promise<FastifyInstance> {
  const https = servedOverHttps(deps.config.publicUrl);
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    // request.ip is what every per-IP limit counts: a forwarded address is believed only from configured proxies.
    trustProxy: deps.config.trustProxy,
    frameworkErrors: badUrlHandler({ https }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Before any route: the headers, compression and the control-character guard apply to everything registered after.
  registerSecurityHeaders(app, { https });
  await registerCompression(app);
  registerInputGuard(app);

  await app.register(fastifyMultipart, {
    limits: { fileSize: uploadLimits.resumeMaxBytes, files: 4, fields: 30, fieldSize: 64 * 1024 },
  });

  const fullDeps: AppDeps = { ...deps, log: app.log };
  // One list cache for the API and the server-rendered pages (ADR 0005, ADR 0008).
  const catalogueDeps = withListCache(fullDeps);
  await app.register(healthRoutes(fullDeps));
  await app.register(accountRoutes(fullDeps));
  await app.register(googleSignInRoutes(fullDeps));
  await app.register(dataRightsRoutes(fullDeps));
  await app.register(fileRoutes(fullDeps));
  await app.register(catalogueRoutes(catalogueDeps));
  await app.register(recommendationRoutes(fullDeps));
  await app.register(jobImportRoutes(fullDeps));
  await app.register(jobPostingRoutes(fullDeps));
  await app.register(moderationRoutes(fullDeps));
  await app.register(companyRoutes(fullDeps));
  await app.register(waitlistRoutes(fullDeps));
  await app.register(supportRoutes(fullDeps));
  await app.register(talentRoutes(fullDeps));
  await app.register(teamRoutes(fullDeps));
  await app.register(alertRoutes(fullDeps));
  await app.register(applicationRoutes(fullDeps));
  await app.register(pipelineRoutes(fullDeps));
  await app.register(candidateRoutes(fullDeps));
  await app.register(contactRequestRoutes(fullDeps));
  await app.register(conversationRoutes(fullDeps));
  await app.register(autopilotRoutes(fullDeps));
  await app.register(autopilotOutcomeRoutes(fullDeps));
  await app.register(analyticsRoutes(fullDeps));
  await app.register(seoRoutes(fullDeps));

  const webDistDir = deps.config.webDistDir;
  if (webDistDir) {
    const assetsDir = path.join(webDistDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request rather than listed once at start, so a rebuild is served without a restart.
      wildcard: true,
      index: false,
      // Built assets carry .br and .gz twins (apps/web/precompress-plugin.ts), sent to clients that accept them.
      preCompressed: true,
      // dist/.vite (the build manifest) is for tools, not browsers.
      dotfiles: 'ignore',
      // index.html only ever leaves with its page's head (sendWebPage below); source maps never leave (the build
      // keeps them out of dist, this is the second lock).
      allowedPath: (pathname) => pathname !== '/index.html' && !pathname.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        reply.header(
          'Cache-Control',
          filePath.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The wildcard route would take '/' for the folder itself (403), so home is a page route of its own.
    app.get('/', (request, reply) => sendWebPage(catalogueDeps, webDistDir, request, reply));
  }

  // Unknown API routes answer JSON, and missing assets a plain 404 (a stale chunk must fail, not load a page);
  // every other GET gets the web app with its page's head, and its router renders the page (or the 404 page).
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && webDistDir && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendWebPage(catalogueDeps, webDistDir, request, reply);
    }
    return reply.status(404).send({ msg: isApi ? messages.apiRouteNotFound : messages.notFound });
  });

  return app;
}
