import { contactRequestLifetimeDays, declineCooldownDays } from '@orbit/shared/policy-figures';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/**
 * The e-mails of a contact request. Everything an employer wrote (the subject, the message, a job title) is passed as
 * text: emailLayout escapes it into the HTML part, so a message holding markup reaches the seeker as the characters
 * typed. Subjects are one line, since a line break in a header could add headers of its own.
 */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const pay = (request: { salaryMin: number; salaryMax: number; salaryCurrency: string }) =>
  `${request.salaryCurrency} ${request.salaryMin.toLocaleString('en-US')} – ${request.salaryMax.toLocaleString('en-US')}`;

export interface NewRequestEmail {
  to: string;
  seekerName: string;
  company: string;
  verified: boolean;
  /** The job's title, or the subject the employer wrote. */
  about: { job: string } | { subject: string };
  salaryMin: number;
  salaryMax: number;
  salaryCurrency: string;
  publicUrl: string;
}

/**
 * To the seeker: who asks, about what, for what pay; nothing of the seeker was shared yet. The employer's own words
 * stay in the inbox: a stranger's message in an e-mail reaches a mail client that turns its addresses into links and
 * that no report button sits beside, which is where fake recruiters want seekers to answer.
 */
export function newRequestEmail(content: NewRequestEmail): OutgoingEmail {
  const about = 'job' in content.about ? `the job “${content.about.job}”` : `“${content.about.subject}”`;
  const trust = content.verified
    ? 'A verified employer: their e-mail address is at the company website’s domain.'
    : 'Not a verified employer: we could not tie their e-mail address to the company’s website. Be careful, and never pay anything to be hired.';
  return emailLayout({
    to: content.to,
    subject: oneLine(`${content.company} would like to talk to you on Orbit Jobs`).slice(0, 250),
    lines: [
      `Hi ${content.seekerName},`,
      `${content.company} sent you a contact request about ${about}.`,
      trust,
      `Pay offered: ${pay(content)}`,
      `Read their message in your inbox. They see your anonymous card only. Your name, e-mail, phone and resume are shared if you accept. You have ${contactRequestLifetimeDays} days to accept, decline or report it as suspicious in your inbox.`,
    ],
    action: { label: 'Answer in your inbox', url: `${content.publicUrl}/inbox` },
  });
}

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
