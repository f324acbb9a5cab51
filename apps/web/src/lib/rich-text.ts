/**
 * Job texts arrive either as sanitised HTML (some feeds) or as plain text with line breaks (others). Spec
 * section 2: "Text that looks like HTML is rendered after sanitising with an allow-list; otherwise plain text."
 */

/** Block and inline tags feeds actually use; a lone "<" or a generic like "List<T>" is not HTML. */
const htmlTagPattern =
  /<\/?(?:p|br|hr|div|span|ul|ol|li|strong|b|em|i|u|a|h[1-6]|blockquote|pre|code|table|thead|tbody|tr|td|th|img|section|article)(?:\s[^<>]*)?\/?>/i;

export function looksLikeHtml(text: string | null | undefined): boolean {
  return typeof text === 'string' && htmlTagPattern.test(text);
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return namedEntities[code.toLowerCase()] ?? whole;
  });
}

/** Tags inside a run of text: removed without a space, or "our <a>blog</a>." would read "our blog ." */
const inlineTagPattern = /<\/?(?:a|b|strong|em|i|u|span|code|small|sub|sup|mark|abbr)(?:\s[^<>]*)?>/gi;

/**
 * A one-paragraph text for cards: tags removed (block ends become spaces so words do not run together),
 * entities decoded, whitespace collapsed. Never inserted as HTML, so it needs no sanitising.
 */
export function toPlainText(text: string | null | undefined): string {
  if (!text) return '';
  const withoutMarkup = looksLikeHtml(text)
    ? text
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
        .replace(inlineTagPattern, '')
        .replace(/<[^>]+>/g, ' ')
    : text;
  return decodeEntities(withoutMarkup).replace(/\s+/g, ' ').trim();
}
