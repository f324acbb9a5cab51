import { lazy, Suspense, useMemo } from 'react';
import { looksLikeHtml } from '../lib/rich-text.ts';

/** How a job text becomes HTML: sanitised HTML, or null to show it as plain text with its line breaks. */
export type JobTextRenderer = (text: string) => string | null;

/**
 * The sanitiser (DOMPurify, some 11 KB gzip) in a chunk of its own, asked for as soon as a job's texts may be shown:
 * a job page the server rendered shows its texts already sanitised, and becomes live without waiting for it.
 */
const loadSanitisedHtml = () => import('./sanitised-html.tsx');
const SanitisedHtml = lazy(async () => ({ default: (await loadSanitisedHtml()).SanitisedHtml }));
if (typeof window !== 'undefined') void loadSanitisedHtml().catch(() => undefined);

const richTextClasses = 'rich-text mt-3 text-slate-700';

/**
 * One text block of the job (description, responsibilities, requirements, benefits); nothing when empty. The job
 * page's rule (spec section 2): "Text that looks like HTML is rendered after sanitising with an allow-list; otherwise
 * plain text." Posts made here arrive as HTML (the server renders their Markdown). `render`: how the text becomes HTML
 * instead; the post-job preview passes its Markdown renderer.
 */
export function JobTextSection({
  title,
  text,
  render,
  headingLevel: Heading = 'h2',
}: {
  title: string;
  text: string;
  render?: JobTextRenderer;
  headingLevel?: 'h2' | 'h3';
}) {
  const rendered = useMemo(() => (render ? render(text) : null), [render, text]);
  if (text.trim() === '') return null;
  let body;
  if (rendered !== null) body = <div className={richTextClasses} dangerouslySetInnerHTML={{ __html: rendered }} />;
  else if (!render && looksLikeHtml(text))
    body = (
      <Suspense fallback={null}>
        <SanitisedHtml html={text} className={richTextClasses} />
      </Suspense>
    );
  else body = <p className="mt-3 whitespace-pre-line text-slate-700">{text.trim()}</p>;
  return (
    <section className="mt-8">
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {body}
    </section>
  );
}
