import { useMemo } from 'react';
import { sanitiseJobHtml } from '../lib/sanitise-html.ts';

/** A job text that looks like HTML, shown after sanitising with the allow-list (DOMPurify, in this chunk). */
export function SanitisedHtml({ html, className }: { html: string; className: string }) {
  const clean = useMemo(() => sanitiseJobHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
