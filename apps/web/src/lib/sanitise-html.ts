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

let hookAdded = false;

export function sanitiseJobHtml(html: string): string {
  if (!hookAdded) {
    // Links in a posting lead off-site: new tab, no referrer or opener, and not endorsed (nofollow ugc).
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
      }
    });
    hookAdded = true;
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
