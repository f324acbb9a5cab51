import { escapeHtml } from '../../lib/html/escape-html.ts';

/**
 * Escaping for the three places the SEO feature writes untrusted text (job titles, company names, feed
 * descriptions): HTML text and attributes (lib/html/escape-html.ts), XML (sitemap, RSS) and JSON inside a <script>
 * element.
 */

/**
 * Characters XML 1.0 forbids outright (control characters, unpaired surrogates, U+FFFE/U+FFFF). Feeds do
 * carry them now and then, and one is enough to make a whole sitemap or RSS document unreadable.
 */
const invalidXmlChars =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return escapeHtml(text.replace(invalidXmlChars, ''));
}

/**
 * JSON for a <script type="application/ld+json"> element. `</script>` or `<!--` inside a description must not end
 * or change the element, so '<', '>' and '&' become \u escapes, which JSON parsers read back as the same text.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** At most `max` characters, cut at a word boundary with an ellipsis when shortened. */
export function excerpt(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  // A single very long word is cut where it is rather than dropped.
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
