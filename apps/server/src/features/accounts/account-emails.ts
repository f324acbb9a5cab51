import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

const layout = (to: string, subject: string, lines: string[], action: { label: string; url: string }): OutgoingEmail =>
  emailLayout({ to, subject, lines, action });

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
