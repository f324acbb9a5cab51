import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { looksLikeHtml } from '../../../lib/rich-text.ts';

/**
 * The allow-list for job texts from feeds (spec section 5: "text with HTML tags is sanitised before display").
 * No headings above h3 (the page owns h1/h2), no images, styles, forms or scripts; links keep only href.
 */
const allowedTags = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'span', 'div', 'hr'];
const allowedAttributes = ['href'];

let hookAdded = false;
function sanitise(html: string): string {
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

/** One text block of the job (description, responsibilities, requirements, benefits); nothing when empty. */
export function JobTextSection({ title, text }: { title: string; text: string }) {
  const html = useMemo(() => (looksLikeHtml(text) ? sanitise(text) : null), [text]);
  if (text.trim() === '') return null;
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {html !== null ? (
        <div className="rich-text mt-3 text-slate-700" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="mt-3 whitespace-pre-line text-slate-700">{text.trim()}</p>
      )}
    </section>
  );
}
