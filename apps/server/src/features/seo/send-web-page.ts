import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '@orbit/shared/messages';
import { pagePolicy } from '../../lib/http/security-headers.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { describePage } from './describe-page.ts';
import { readFirstScreen, readIndexTemplate } from './index-template.ts';
import { applyHead, jsonLdScriptBody } from './page-head.ts';

/** The page's first screen, drawn at build time, inside the app's root element (empty in the built template). */
const withFirstScreen = (html: string, firstScreen: string | null): string =>
  firstScreen === null
    ? html
    : html.replace(
        /(<div id="root">)(<\/div>)/,
        (_match, open: string, close: string) => `${open}${firstScreen}${close}`,
      );

/**
 * Any page of the web app: the built index.html with the page's own title, description, canonical URL, Open
 * Graph tags and (native jobs) JSON-LD, and 404 when the job or company it names does not exist; the home page also
 * with its first screen drawn ahead. The web app's router then renders the page itself. Never cached (a new build's
 * assets are named by the page), and its Content-Security-Policy allows the JSON-LD by its hash, no other inline script.
 */
export async function sendWebPage(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  webDistDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const template = await readIndexTemplate(webDistDir);
  if (template === null) return reply.status(404).send({ msg: messages.notFound });
  const head = await describePage(deps, request.url);
  const jsonLd = jsonLdScriptBody(head);
  const pathname = new URL(request.url, 'http://localhost').pathname;
  const firstScreen = head.status === 200 ? await readFirstScreen(webDistDir, pathname) : null;
  return pagePolicy(reply, deps.config.publicUrl, jsonLd === null ? [] : [jsonLd])
    .status(head.status)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(withFirstScreen(applyHead(template, head), firstScreen));
}
