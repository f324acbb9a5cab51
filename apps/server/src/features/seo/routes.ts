import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@orbit/shared/messages';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { buildJobsRss } from './build-jobs-rss.ts';
import { buildJobsSitemap, buildPagesSitemap, buildSitemap } from './build-sitemap.ts';

/** Crawlers and feed readers poll; a few minutes of caching spares the database without hiding new jobs for long. */
const cacheControl = 'public, max-age=300';

const sitemapPartParamsSchema = z.object({
  part: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'The sitemap part must be a whole number of at least 1')
    .transform(Number),
});

const sendDocument = (reply: FastifyReply, contentType: string, body: string) =>
  reply.header('Cache-Control', cacheControl).type(contentType).send(body);

/** Sitemaps, the jobs RSS feed and robots.txt, for search engines and feed readers; see ARCHITECTURE.md. */
export function seoRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const xml = 'application/xml; charset=utf-8';

    app.get('/sitemap.xml', async (_request, reply) => sendDocument(reply, xml, await buildSitemap(deps)));

    app.get('/sitemap-pages.xml', async (_request, reply) => sendDocument(reply, xml, await buildPagesSitemap(deps)));

    app.get('/sitemap-jobs-:part.xml', { schema: { params: sitemapPartParamsSchema } }, async (request, reply) => {
      const document = await buildJobsSitemap(deps, request.params.part);
      if (document === null) throw new AppError('NOT_FOUND', messages.notFound);
      return sendDocument(reply, xml, document);
    });

    app.get('/jobs.rss', async (_request, reply) =>
      sendDocument(reply, 'application/rss+xml; charset=utf-8', await buildJobsRss(deps)),
    );

    app.get('/robots.txt', async (_request, reply) =>
      sendDocument(
        reply,
        'text/plain; charset=utf-8',
        `User-agent: *\nAllow: /\n\nSitemap: ${deps.config.publicUrl}/sitemap.xml\n`,
      ),
    );
  };
}
