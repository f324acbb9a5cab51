import { declineCooldownDays } from '@orbit/shared/policy-figures';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/**
 * The e-mails answering a contact request, to the employer who sent it (the seeker's e-mail about a new request is
 * domain/outreach/request-delivery.ts: a moderator releasing a held request sends it too). Subjects are one line,
 * since a line break in a header could add headers of its own; names are passed as text for emailLayout to escape.
 */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** To the employer who sent it: the seeker said yes, and where to talk. */
export function acceptedEmail(content: {
  to: string;
  employerName: string;
  seekerName: string;
  threadUrl: string;
}): OutgoingEmail {
  return emailLayout({
    to: content.to,
    subject: oneLine(`${content.seekerName} accepted your contact request`).slice(0, 250),
    lines: [
      `Hi ${content.employerName},`,
      `${content.seekerName} accepted your contact request on Orbit Jobs. Their contact details and resume are now on their card, and your conversation is open.`,
    ],
    action: { label: 'Open the conversation', url: content.threadUrl },
  });
}

/** To the employer who sent it: a no, with the seeker's reason when they gave one. */
export function declinedEmail(content: {
  to: string;
  employerName: string;
  seekerName: string;
  reason: string;
  searchUrl: string;
}): OutgoingEmail {
  return emailLayout({
    to: content.to,
    subject: oneLine(`${content.seekerName} declined your contact request`).slice(0, 250),
    lines: [
      `Hi ${content.employerName},`,
      `${content.seekerName} declined your contact request on Orbit Jobs.`,
      ...(content.reason ? [`Their reason:\n${content.reason}`] : []),
      `Your company may not ask them again for ${declineCooldownDays} days.`,
    ],
    action: { label: 'Search candidates', url: content.searchUrl },
  });
}
