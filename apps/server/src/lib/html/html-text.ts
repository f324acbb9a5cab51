import sanitizeHtml from 'sanitize-html';

/** Elements whose content is never words of the text (scripts, styles, embedded documents). */
export const nonTextTags = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'template',
  'title',
  'head',
];

const blockTag = /<\/?(?:p|br|li|ul|ol|div|h[1-6]|blockquote|pre|tr|td|th|table)\b[^>]*>/gi;

/**
 * Words only, from sanitised HTML or plain text: for matching and short fields on import, and for meta descriptions
 * and RSS. Tags dropped (blocks become spaces so words do not merge), every HTML entity decoded (Jobicy titles carry
 * '&amp;' and '&#8217;'), whitespace collapsed. The caller escapes the result for its own format.
 */
export function htmlToPlainText(html: string): string {
  const stripped = sanitizeHtml(html.replace(blockTag, ' $&'), { allowedTags: [], allowedAttributes: {}, nonTextTags });
  // sanitize-html re-escapes the few characters that matter in HTML; undo that for plain text.
  return stripped
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
