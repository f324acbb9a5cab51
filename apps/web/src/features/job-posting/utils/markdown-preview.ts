import type { JobTextRenderer } from '../../../components/job-text-section.tsx';
import { markdownToHtml } from '../../../lib/markdown.ts';
import { sanitiseJobHtml } from '../../../lib/sanitise-html.ts';

/**
 * The employer's Markdown as the job page will show it: rendered as the server renders posts, then through the job
 * texts' allow-list. For the live previews beside the fields and the preview step.
 */
export const markdownPreviewHtml: JobTextRenderer = (text) => sanitiseJobHtml(markdownToHtml(text));
