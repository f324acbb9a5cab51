import { dataExportLinkHours } from '@orbit/shared/data-rights-contracts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/** The e-mails of "Download my data" and "Delete my account". */

export const dataExportReadyEmail = (to: string, name: string, url: string): OutgoingEmail =>
  emailLayout({
    to,
    subject: 'Your Orbit Jobs data is ready to download',
    lines: [
      `Hi ${name},`,
      'The copy of your Orbit Jobs data you asked for is ready: a zip with one JSON file holding everything we keep about you, and the files you uploaded.',
      `The link works for ${dataExportLinkHours} hours; after that the file is deleted and you can ask for a new copy on your profile.`,
      'If you did not ask for this, change your password: someone else may be signed in to your account.',
    ],
    action: { label: 'Download your data', url },
  });

export const dataExportFailedEmail = (to: string, name: string, profileUrl: string): OutgoingEmail =>
  emailLayout({
    to,
    subject: 'We could not prepare your Orbit Jobs data',
    lines: [
      `Hi ${name},`,
      'Something went wrong while we were preparing the copy of your data you asked for. Please ask again in an hour.',
    ],
    action: { label: 'Go to your profile', url: profileUrl },
  });

/** What became of a deleted employer's posts: closed (applicants told), or kept by the company's other accounts. */
export interface DepartedJobs {
  closed: number;
  handedOver: number;
}

export const accountDeletedEmail = (to: string, name: string, jobs: DepartedJobs, contactUrl: string): OutgoingEmail =>
  emailLayout({
    to,
    subject: 'Your Orbit Jobs account has been deleted',
    lines: [
      `Hi ${name},`,
      'As you asked, we have deleted your Orbit Jobs account: your profile, sessions, uploaded files, resume text, Autopilot settings and history, and our copies of the e-mails we sent you.',
      'Applications you sent to employers on Orbit Jobs stay in their lists without your name, contact details, resume or cover letter.',
      ...(jobs.closed > 0
        ? [
            `${jobs.closed === 1 ? 'Your open job has' : `Your ${jobs.closed} open jobs have`} been closed, and every applicant still waiting has been told.`,
          ]
        : []),
      ...(jobs.handedOver > 0 ? ['The jobs you posted stay with the other accounts of your company.'] : []),
      'This is the last e-mail we send to this address.',
    ],
    footer: {
      text: 'If you did not delete your account, tell us at once:',
      label: 'contact Orbit Jobs',
      url: contactUrl,
    },
  });
