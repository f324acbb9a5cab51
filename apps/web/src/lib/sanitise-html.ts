import DOMPurify from 'dompurify';

/**
 * The allow-list for job texts (spec section 5: "text with HTML tags is sanitised before display"): feeds' HTML and
 * the HTML made from an employer's Markdown go through the same list. No headings above h3 (the page owns h1/h2), no
 * images, styles, forms or scripts; links keep only href.
 */
const allowedTags = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'span',
  'div',
  'hr',
];
const allowedAttributes = ['href'];
const allowedUri = /^(?:https?:|mailto:)/i;
/** Links in a posting lead off-site: new tab, no referrer or opener, and not endorsed (nofollow ugc). */
const linkAttributes = { target: '_blank', rel: 'noopener noreferrer nofollow ugc' };

/** The allow-list as data, for a sanitiser that is not DOMPurify. */
export const jobHtmlRules = { allowedTags, allowedAttributes, allowedUri, linkAttributes } as const;
export type JobHtmlRules = typeof jobHtmlRules;

let sanitiseWithoutDom: ((html: string, rules: JobHtmlRules) => string) | null = null;

/**
 * DOMPurify needs a DOM, which a page rendered on the server (entry-server.tsx) has not: the server hands in its own
 * HTML sanitiser, applying the same allow-list.
 */
export function sanitiseOnServerWith(sanitiser: (html: string, rules: JobHtmlRules) => string): void {
  sanitiseWithoutDom = sanitiser;
}

let hookAdded = false;

export function sanitiseJobHtml(html: string): string {
  if (typeof window === 'undefined') {
    if (!sanitiseWithoutDom) throw new Error('no HTML sanitiser outside the browser: see sanitiseOnServerWith');
    return sanitiseWithoutDom(html, jobHtmlRules);
  }
  if (!hookAdded) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', linkAttributes.target);
        node.setAttribute('rel', linkAttributes.rel);
      }
    });
    hookAdded = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
  });
}
