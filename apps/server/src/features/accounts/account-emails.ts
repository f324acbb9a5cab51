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

/**
 * To the owner of an address someone tried to register again (the answer to that registration was the same as for a
 * new address, so it reveals nothing). An unverified owner gets a fresh verification link as the one thing to do.
 */
export const existingAccountEmail = (
  to: string,
  name: string,
  links: { login: string; forgotPassword: string; verify: string | null },
): OutgoingEmail =>
  layout(
    to,
    'Someone tried to register with your Orbit Jobs address',
    [
      `Hi ${name},`,
      'Someone, perhaps you, just tried to create an Orbit Jobs account with this email address. You already have an account, so no new one was created and nothing about your account has changed.',
      links.verify
        ? 'If it was you: your address is not verified yet. Verify it with the button below (the link is valid for 24 hours), then log in with the password you chose when you first registered.'
        : 'If it was you, log in with your existing password.',
      `Forgotten your password? Choose a new one here: ${links.forgotPassword}`,
      'If it was not you, you can ignore this email.',
    ],
    links.verify ? { label: 'Verify email address', url: links.verify } : { label: 'Log in', url: links.login },
  );
