import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/**
 * To an account's owner when it was signed in from a device it had not used before: a taken-over employer account
 * is how scam recruiters reach seekers, and the owner is the first who can notice. The one action is the sessions
 * list, where that session can be ended.
 */
export const newDeviceEmail = (
  to: string,
  name: string,
  sign: { device: string; address: string; at: Date; sessionsUrl: string },
): OutgoingEmail =>
  emailLayout({
    to,
    subject: 'New sign-in to your Orbit Jobs account',
    lines: [
      `Hi ${name},`,
      `Your Orbit Jobs account was just signed in from a device it has not used before: ${sign.device}, from the address ${sign.address || 'unknown'}, on ${sign.at.toUTCString()}.`,
      'If it was you, there is nothing to do.',
      'If it was not you, sign that session out from your profile, then change your password and turn on two-step verification.',
    ],
    action: { label: 'See where you are signed in', url: sign.sessionsUrl },
  });
