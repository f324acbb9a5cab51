import { Marked } from 'marked';
import { sanitizeJobHtml } from './sanitize-html.ts';

// One parser for employers' Markdown: no raw HTML passes as HTML (it is escaped), GitHub-style line breaks.
const parser = new Marked({ gfm: true, breaks: true, async: false });
parser.use({
  renderer: { html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') },
});

/**
 * An employer's Markdown as job HTML: rendered, then put through the same allow-list as imported descriptions, so a
 * native post can hold no more than an imported one (no scripts, images, styles or unsafe links).
 */
export function markdownToJobHtml(markdown: string): string {
  const trimmed = markdown.trim();
  if (!trimmed) return '';
  // marked ends each block with a newline; between tags it is not text.
  return sanitizeJobHtml((parser.parse(trimmed) as string).replace(/>\n+</g, '><'));
}
