import { Marked } from 'marked';

/**
 * Employers write their job texts in Markdown; the server renders them with marked (GitHub-style line breaks, raw
 * HTML escaped) and its allow-list, which turns h1–h3 into h3 and h4–h6 into h4. This is the same parser with the same
 * options, so the post-job preview shows what the job page will. The caller sanitises the result (sanitiseJobHtml).
 */
const parser = new Marked({ gfm: true, breaks: true, async: false });
parser.use({
  renderer: {
    // No raw HTML passes as HTML: it is shown as the text the employer typed.
    html: ({ text }) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    // The page owns h1 and h2; the server's allow-list maps headings the same way.
    heading({ tokens, depth }) {
      const tag = depth <= 3 ? 'h3' : 'h4';
      return `<${tag}>${this.parser.parseInline(tokens)}</${tag}>`;
    },
  },
});

/** An employer's Markdown as HTML ('' for blank text), before sanitising. */
export function markdownToHtml(markdown: string): string {
  const trimmed = markdown.trim();
  if (!trimmed) return '';
  return (parser.parse(trimmed) as string).replace(/>\n+</g, '><').trim();
}
