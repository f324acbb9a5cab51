import { contactTopicLabels, type ContactMessage } from '@orbit/shared/support-contracts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/** Header values come from the form: no line breaks may reach a header, and a subject stays short. */
const oneLine = (text: string, max: number) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, max);

/** One paragraph, a line per fact. */
const details = (message: ContactMessage, reference: string) =>
  [
    `From: ${message.name} <${message.email}>`,
    `Topic: ${contactTopicLabels[message.topic]}`,
    ...(message.jobUrl ? [`Job reported: ${message.jobUrl}`] : []),
    `Reference: ${reference}`,
  ].join('\n');

/** To the support inbox: everything the sender wrote, and replying answers them (Reply-To). */
export function supportInboxEmail(to: string, message: ContactMessage, reference: string): OutgoingEmail {
  return emailLayout({
    to,
    subject: oneLine(`[${contactTopicLabels[message.topic]}] ${message.name}`, 200),
    lines: [details(message, reference), message.message, 'Reply to this e-mail to answer the sender.'],
    replyTo: message.email,
  });
}

/** The sender's copy: what they sent, and that a reply comes to this address; replying reaches support. */
export function senderCopyEmail(supportEmail: string, message: ContactMessage, reference: string): OutgoingEmail {
  return emailLayout({
    to: message.email,
    subject: 'We received your message to Orbit Jobs',
    lines: [
      `Hi ${oneLine(message.name, 120)},`,
      'Thank you for writing to Orbit Jobs. We read every message and will answer at this address. This is a copy of what you sent:',
      details(message, reference),
      message.message,
      'To add anything, reply to this e-mail. If you did not send this message, you can ignore this e-mail.',
    ],
    replyTo: supportEmail,
  });
}
