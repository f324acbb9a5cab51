import { escapeHtml } from '../../lib/html/escape-html.ts';
import { jsonForScript } from './markup.ts';

export const siteName = 'Orbit Jobs';

/** What the server says about one page before the web app runs: for search engines and link previews. */
export interface PageHead {
  /**
   * 404 for a job or company that does not exist; the web app still renders its not-found state. 503 when the page
   * could not be described (the database unreachable): the page shows its error state.
   */
  status: 200 | 404 | 503;
  /** The whole <title>, as the web app sets it ('Senior Engineer at Acme | Orbit Jobs'). */
  title: string;
  /** og:title: the page's own name, without the site's (og:site_name carries that). */
  socialTitle: string;
  description: string;
  /** Absolute; null when the page names nothing that exists. */
  canonicalUrl: string | null;
  /** false → `noindex` (private pages, expired jobs, searches, not-found pages). */
  indexable: boolean;
  /** schema.org JSON-LD (JobPosting), or null. */
  jsonLd: Record<string, unknown> | null;
  /** A live job posted here: opening its page counts as a view, as the API's answer to the page's data call did. */
  viewedJob?: { id: string; companyId: string | null } | undefined;
}

/** The web app's title format ('Login | Orbit Jobs'); apps/web/src/lib/use-document-title.ts. */
export const documentTitle = (page: string | null): string => (page ? `${page} | ${siteName}` : siteName);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The body of the page's one inline script (JSON-LD), or null; its hash is allowed by the page's CSP. */
export const jsonLdScriptBody = (head: PageHead): string | null => (head.jsonLd ? jsonForScript(head.jsonLd) : null);

export function renderHeadTags(head: PageHead, separator = '\n'): string {
  const jsonLd = jsonLdScriptBody(head);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    ...(head.canonicalUrl ? [`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`] : []),
    meta('property', 'og:title', head.socialTitle),
    meta('property', 'og:description', head.description),
    ...(head.canonicalUrl ? [meta('property', 'og:url', head.canonicalUrl)] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('name', 'twitter:card', 'summary'),
    ...(jsonLd !== null ? [`<script type="application/ld+json">${jsonLd}</script>`] : []),
  ];
  return tags.join(separator);
}

/**
 * Tags of the template that the page's own replace: its default <title> and description, and any robots,
 * canonical, Open Graph or Twitter tag a later template might carry, so no page ever has two.
 */
const replacedTags =
  /[ \t]*<(?:title\b[^>]*>[\s\S]*?<\/title\s*>|meta\s+(?:name|property)\s*=\s*["'](?:description|robots|og:[\w:]+|twitter:[\w:]+)["'][^>]*>|link\s+rel\s*=\s*["']canonical["'][^>]*>)[ \t]*(?:\r?\n)?/gi;

/** The built index.html with this page's head. Replacements are functions, so '$&' in a job title stays text. */
export function applyHead(template: string, head: PageHead): string {
  const stripped = template.replace(replacedTags, '');
  const headEnd = /([ \t]*)(<\/head\s*>)/i;
  if (!headEnd.test(stripped)) return `${renderHeadTags(head)}\n${stripped}`;
  return stripped.replace(headEnd, (_end, indent: string, tag: string) => {
    const inner = `${indent}  `;
    return `${inner}${renderHeadTags(head, `\n${inner}`)}\n${indent}${tag}`;
  });
}
