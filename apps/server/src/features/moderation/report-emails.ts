import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/** What an applicant reads on a job closed because its company was suspended: the fact, not the report. */
export const suspendedJobClosingMessage =
  'This job was closed by Orbit Jobs: the company’s account is suspended while our moderators review it. Thank you for your interest.';

export const reportMessages = {
  notFound: 'This report does not exist',
  alreadyDecided: 'This report was already decided',
  reasonRequired: 'Please give the reason the employer will read',
  dismissed: 'Report dismissed',
  suspended: 'Employer suspended',
} as const;

/** To each employer account of a suspended company: why, what stopped, and where to answer. */
export const employerSuspendedEmail = (email: {
  to: string;
  name: string;
  companyName: string;
  reason: string;
  closedJobs: number;
  contactUrl: string;
}): OutgoingEmail =>
  emailLayout({
    to: email.to,
    subject: `${email.companyName}’s account on Orbit Jobs is suspended`,
    lines: [
      `Hi ${email.name},`,
      `After a report from a job seeker, a moderator suspended ${email.companyName} on Orbit Jobs, for this reason:`,
      email.reason,
      [
        'Your company can no longer contact candidates or send messages; its open contact requests were withdrawn.',
        email.closedJobs > 0
          ? `Its ${email.closedJobs === 1 ? 'open job post was' : `${email.closedJobs} open job posts were`} closed and the applicants told, and it cannot post new ones.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      'If you believe this is a mistake, please write to us.',
    ],
    action: { label: 'Contact Orbit Jobs', url: email.contactUrl },
  });

export const suspensionMessages = {
  notFound: 'This company does not exist',
  notSuspended: 'This company is not suspended',
  noteRequired: 'Please write the note the employer will read',
  lifted: 'Suspension lifted',
} as const;

/**
 * To each employer account of a company whose suspension a moderator lifted: what works again, and that the posts the
 * suspension closed stay closed (their applicants were told), for the employer to post again.
 */
export const employerReinstatedEmail = (email: {
  to: string;
  name: string;
  companyName: string;
  note: string;
  dashboardUrl: string;
}): OutgoingEmail =>
  emailLayout({
    to: email.to,
    subject: `${email.companyName}’s account on Orbit Jobs is active again`,
    lines: [
      `Hi ${email.name},`,
      `A moderator lifted the suspension of ${email.companyName} on Orbit Jobs. Their note:`,
      email.note,
      'Your company can post jobs, contact candidates and send messages again. Job posts closed by the suspension stay closed, and their applicants were told: post them again from your dashboard when you are ready. Contact requests withdrawn by the suspension stay withdrawn.',
    ],
    action: { label: 'Go to your dashboard', url: email.dashboardUrl },
  });
