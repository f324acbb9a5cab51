import { escapeHtml } from '../../lib/html/escape-html.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';


function layout(to: string, subject: string, lines: string[], action: { label: string; url: string }): OutgoingEmail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', '— Orbit Jobs'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#6b7280;font-size:12px">If the button does not work, copy this link into your browser: ${escapeHtml(action.url)}</p>
<p>— Orbit Jobs</p></body></html>`;
  return { to, subject, text, html };
}

export const verificationEmail = (to: string, name: string, url: string): OutgoingEmail =>
  layout(
    to,
    'Verify your email address for Orbit Jobs',
    [`Hi ${name},`, 'Welcome to Orbit Jobs! Please confirm your email address. The link is valid for 24 hours.'],
    { label: 'Verify email address', url },
  );

export const passwordResetEmail = (to: string, name: string, url: string): OutgoingEmail =>
  layout(
    to,
    'Reset your Orbit Jobs password',
    [
      `Hi ${name},`,
      'Someone asked to reset the password of your Orbit Jobs account. The link is valid for 1 hour and works once.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
