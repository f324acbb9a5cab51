import { alertConfirmationHours, type AlertFrequency } from '@orbit/shared/alert-contracts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import type { AlertLinks } from './alert-links.ts';

/** The e-mails of job alerts: the confirmation of a signed-out alert, and the digest of new matching jobs. */

const frequencyWords: Record<AlertFrequency, string> = {
  instant: 'as soon as they are posted',
  daily: 'once a day',
  weekly: 'once a week',
};

/** Subjects and lines come from feeds' and employers' words: one line each. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

export function alertConfirmationEmail(
  to: string,
  summary: string,
  frequency: AlertFrequency,
  confirmUrl: string,
): OutgoingEmail {
  return emailLayout({
    to,
    subject: 'Confirm your job alert on Orbit Jobs',
    lines: [
      'Hi,',
      `Someone — we hope you — asked Orbit Jobs to e-mail new remote jobs matching ${oneLine(summary)} to this address, ${frequencyWords[frequency]}.`,
      `Confirm the alert within ${alertConfirmationHours} hours and we will start sending. If it was not you, ignore this e-mail: nothing will be sent.`,
    ],
    action: { label: 'Confirm the job alert', url: confirmUrl },
  });
}

/** One job as the digest lists it. */
export interface DigestJob {
  title: string;
  company: string;
  /** Who may apply, as the job card's badge says it ('Open worldwide', 'Nigeria only', 'Eligibility not stated'). */
  eligibility: string;
  /** '' when the job does not say. */
  salary: string;
  url: string;
}

export interface AlertDigestContent {
  to: string;
  summary: string;
  jobs: DigestJob[];
  /** New matching jobs not listed (past the e-mail's cap). */
  more: number;
  searchUrl: string;
  links: AlertLinks;
}

export function alertDigestEmail(content: AlertDigestContent): OutgoingEmail {
  const total = content.jobs.length + content.more;
  const summary = oneLine(content.summary);
  const email = emailLayout({
    to: content.to,
    subject: `${total} new ${total === 1 ? 'job' : 'jobs'} for your alert: ${summary}`.slice(0, 250),
    lines: [`New remote jobs matching your alert ${summary}:`],
    items: [
      ...content.jobs.map((job) => ({
        label: `${oneLine(job.title)} — ${oneLine(job.company)}`,
        details: [job.eligibility, job.salary].filter(Boolean).join(' · '),
        url: job.url,
      })),
      ...(content.more > 0 ? [{ label: `And ${content.more} more`, url: content.searchUrl }] : []),
    ],
    action: { label: 'See every matching job', url: content.searchUrl },
    footer: {
      text: 'You get this e-mail because you created a job alert on Orbit Jobs.',
      label: 'Unsubscribe from this alert',
      url: content.links.unsubscribePage,
    },
  });
  return {
    ...email,
    // One-click unsubscribe from the mail client itself (RFC 8058): it POSTs to this address.
    headers: {
      'List-Unsubscribe': `<${content.links.unsubscribeOneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
