import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@orbit/shared/messages';
import { recordJobView } from '../../domain/jobs/job-views.ts';
import { pagePolicy } from '../../lib/http/security-headers.ts';
import type { CatalogueDeps } from '../catalogue/catalogue-deps.ts';
import { describePage, unavailablePage } from './describe-page.ts';
import { readIndexTemplate } from './index-template.ts';
import { jsonForScript } from './markup.ts';
import { applyHead, jsonLdScriptBody, type PageHead } from './page-head.ts';
import { cachedPage } from './page-cache.ts';
import { loadPageRenderer, type RenderedPage } from './page-renderer.ts';
import { whileRendering } from './page-requests.ts';

/**
 * The page's markup inside the app's root element (empty in the built template), and the data it was rendered with
 * beside it, for the browser to hydrate with: a JSON data block, which the Content-Security-Policy does not treat as
 * a script, escaped so no text in it can end the element.
 */
const withPage = (html: string, page: RenderedPage | null): string =>
  page === null
    ? html
    : html.replace(
        /(<div id="root">)(<\/div>)/,
        (_match, open: string, close: string) =>
          `${open}${page.html}${close}` +
          (page.arrived === null
            ? ''
            : `<script type="application/json" id="page-data">${jsonForScript(page.arrived)}</script>`),
      );

/** The public page rendered by the web app's server entry with its data, or null (not such a page, or no renderer). */
async function renderPage(
  deps: CatalogueDeps,
  webDistDir: string,
  request: FastifyRequest,
): Promise<RenderedPage | null> {
  try {
    const renderer = await loadPageRenderer(webDistDir);
    if (!renderer) return null;
    const page = await cachedPage(deps, request.url, () =>
      whileRendering(deps, () => renderer.renderPage(request.url)),
    );
    if (page && page.errors.length > 0) deps.log.error({ url: request.url, errors: page.errors }, 'a page part threw');
    return page;
  } catch (error) {
    // The page's data failing is rendered as the page's error state; this is the renderer itself failing. The
    // browser still gets the app, which draws the page as it did before pages were rendered on the server.
    deps.log.error({ err: error, url: request.url }, 'rendering a page failed: sent without its content');
    return null;
  }
}

/**
 * The head's status, or 503 when the page's data failed on the server's side: its error state is no content for a
 * search engine to keep, and crawlers come back later.
 */
const pageStatus = (head: PageHead, page: RenderedPage | null): number =>
  head.status === 200 && page?.failedStatus != null && page.failedStatus >= 500 ? 503 : head.status;

/** A job page opened counts as a view of the job, as the API's answer to the page's data call did. */
async function countView(
  deps: CatalogueDeps,
  job: NonNullable<PageHead['viewedJob']>,
  request: FastifyRequest,
): Promise<void> {
  try {
    await recordJobView(deps.db, {
      job,
      viewerId: null,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      now: deps.clock.now(),
    });
  } catch (error) {
    // A view not counted is no reason to fail the page.
    deps.log.error({ err: error, jobId: job.id }, 'counting a job page view failed');
  }
}

async function describe(deps: CatalogueDeps, url: string): Promise<PageHead> {
  try {
    return await describePage(deps, url);
  } catch (error) {
    deps.log.error({ err: error, url }, 'describing a page failed: sent with the default head');
    return unavailablePage(deps.config.publicUrl);
  }
}

/**
 * Any page of the web app: the built index.html with the page's own title, description, canonical URL, Open
 * Graph tags and (native jobs) JSON-LD, and 404 when the job or company it names does not exist. The public
 * catalogue pages also carry their content, rendered by the web app's server entry with their data
 * (docs/decisions/0008-public-pages-rendered-on-the-server.md); the browser hydrates them. Never cached (a new
 * build's assets are named by the page), and its Content-Security-Policy allows the JSON-LD by its hash, no other
 * inline script.
 */
export async function sendWebPage(
  deps: CatalogueDeps,
  webDistDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const template = await readIndexTemplate(webDistDir);
  if (template === null) return reply.status(404).send({ msg: messages.notFound });
  const [head, page] = await Promise.all([describe(deps, request.url), renderPage(deps, webDistDir, request)]);
  if (head.viewedJob) await countView(deps, head.viewedJob, request);
  const jsonLd = jsonLdScriptBody(head);
  return pagePolicy(reply, deps.config.publicUrl, jsonLd === null ? [] : [jsonLd])
    .status(pageStatus(head, page))
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(withPage(applyHead(template, head), page));
}
