import { useMemo } from 'react';
import { looksLikeHtml } from '../lib/rich-text.ts';
import { sanitiseJobHtml } from '../lib/sanitise-html.ts';

/** How a job text becomes HTML: sanitised HTML, or null to show it as plain text with its line breaks. */
export type JobTextRenderer = (text: string) => string | null;

/**
 * The job page's rule (spec section 2): "Text that looks like HTML is rendered after sanitising with an allow-list;
 * otherwise plain text." Posts made here arrive as HTML (the server renders their Markdown).
 */
export const jobTextHtml: JobTextRenderer = (text) => (looksLikeHtml(text) ? sanitiseJobHtml(text) : null);

/**
 * One text block of the job (description, responsibilities, requirements, benefits); nothing when empty. `render`:
 * how the text becomes HTML; the post-job preview passes its Markdown renderer.
 */
export function JobTextSection({
  title,
  text,
  render = jobTextHtml,
  headingLevel: Heading = 'h2',
}: {
  title: string;
  text: string;
  render?: JobTextRenderer;
  headingLevel?: 'h2' | 'h3';
}) {
  const html = useMemo(() => render(text), [render, text]);
  if (text.trim() === '') return null;
  return (
    <section className="mt-8">
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {html !== null ? (
        <div className="rich-text mt-3 text-slate-700" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="mt-3 whitespace-pre-line text-slate-700">{text.trim()}</p>
      )}
    </section>
  );
}
