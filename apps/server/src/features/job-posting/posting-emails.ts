import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import { emailLayout } from '../../lib/mail/email-layout.ts';

interface PostingEmail {
  to: string;
  name: string;
  jobTitle: string;
  /** Where the employer manages the post. */
  url: string;
}

export const postingApprovedEmail = (email: PostingEmail): OutgoingEmail =>
  emailLayout({
    to: email.to,
    subject: `Your job “${email.jobTitle}” is live on Orbit Jobs`,
    lines: [
      `Hi ${email.name},`,
      `A moderator approved “${email.jobTitle}”. It is now public and open for applications for 30 days.`,
    ],
    action: { label: 'See your job postings', url: email.url },
  });

export const postingRejectedEmail = (email: PostingEmail & { reason: string }): OutgoingEmail =>
  emailLayout({
    to: email.to,
    subject: `Your job “${email.jobTitle}” was not published`,
    lines: [
      `Hi ${email.name},`,
      `A moderator reviewed “${email.jobTitle}” and did not publish it, for this reason:`,
      email.reason,
      'You are welcome to post it again once this is fixed.',
    ],
    action: { label: 'See your job postings', url: email.url },
  });
