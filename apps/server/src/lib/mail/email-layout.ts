import { escapeHtml } from '../html/escape-html.ts';
import type { OutgoingEmail } from './enqueue-email.ts';

export interface EmailContent {
  to: string;
  subject: string;
  /** Paragraphs of plain text (escaped into the HTML part). */
  lines: string[];
  /** A list after the paragraphs (a digest's jobs): each a linked title with a line of details under it. */
  items?: { label: string; url: string; details?: string }[];
  /** The one thing to do, as a button (and a plain link for clients that hide buttons). */
  action?: { label: string; url: string };
  /** Why they got it and how to stop it (an unsubscribe link for notifications). */
  footer?: { text: string; url?: string; label?: string };
  replyTo?: string;
}

/** One look for every e-mail the app sends: plain text and simple HTML with the same words. */
export function emailLayout(content: EmailContent): OutgoingEmail {
  const { action, footer } = content;
  const items = content.items ?? [];
  const text = [
    ...content.lines,
    ...items.flatMap((item) => ['', item.label, ...(item.details ? [item.details] : []), item.url]),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    '— Orbit Jobs',
    ...(footer ? ['', footer.url ? `${footer.text} ${footer.label ?? ''}: ${footer.url}` : footer.text] : []),
  ].join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:12px">If the button does not work, copy this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const footerHtml = footer
    ? `<p style="color:#6b7280;font-size:12px">${escapeHtml(footer.text)}${footer.url ? ` <a href="${escapeHtml(footer.url)}">${escapeHtml(footer.label ?? footer.url)}</a>` : ''}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
${content.lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('\n')}
${items.map((item) => `<p><a href="${escapeHtml(item.url)}" style="font-weight:600;color:#4338ca">${escapeHtml(item.label)}</a>${item.details ? `<br><span style="color:#4b5563">${escapeHtml(item.details)}</span>` : ''}</p>`).join('\n')}
${button}
<p>— Orbit Jobs</p>${footerHtml}</body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
