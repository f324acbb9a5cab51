import { decodeEntities } from '../../../lib/rich-text.ts';

/**
 * A job text stored as HTML (posts made before the server kept the employer's Markdown, and the demo catalogue) as
 * Markdown for the edit form: saving sends Markdown, and the server would show HTML tags typed into Markdown as text.
 * It reads the job texts' allow-list (paragraphs, breaks, lists, bold, italics, links, headings, code, rules); other
 * tags keep only their text. Nested lists come out flat.
 */
export function htmlToMarkdown(html: string): string {
  const numbered = (inner: string) => {
    let n = 0;
    return `\n${inner.replace(/<li[^>]*>/gi, () => `${(n += 1)}. `).replace(/<\/li>/gi, '\n')}\n`;
  };
  return decodeEntities(
    html
      .replace(/\r\n?/g, '\n')
      .replace(/>\s*\n\s*</g, '><')
      .replace(/<ol[^>]*>([\s\S]*?)<\/ol>/gi, (_whole, inner: string) => numbered(inner))
      .replace(
        /<ul[^>]*>([\s\S]*?)<\/ul>/gi,
        (_whole, inner: string) => `\n${inner.replace(/<li[^>]*>/gi, '- ').replace(/<\/li>/gi, '\n')}\n`,
      )
      .replace(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/gi, '\n### $1\n\n')
      .replace(/<h[4-6][^>]*>([\s\S]*?)<\/h[4-6]>/gi, '\n#### $1\n\n')
      .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '[$2]($1)')
      .replace(/<\/?(?:strong|b)(?:\s[^>]*)?>/gi, '**')
      .replace(/<\/?(?:em|i)(?:\s[^>]*)?>/gi, '*')
      .replace(/<\/?code(?:\s[^>]*)?>/gi, '`')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<hr\s*\/?>/gi, '\n---\n')
      .replace(/<\/(?:p|div|blockquote|pre)>/gi, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
