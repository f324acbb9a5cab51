import { z } from 'zod';
import { securityMessages } from './security-contracts.ts';

/**
 * A user's rights over their data (issue "Trust", section 1): a copy of everything kept about them ("Download my
 * data": a zip built on the job queue, e-mailed as a signed link) and erasure ("Delete my account", with the password
 * re-entered). The texts both sides show, and the request and answer shapes.
 */

/** How long the e-mailed download link works (the zip is removed when it stops). */
export const dataExportLinkHours = 48;

/** One copy of one's data an hour is plenty: building it reads every table and copies every upload. */
export const dataExportsPerHour = 1;

/** The name an employer's pipeline shows for an application whose seeker deleted their account. */
export const anonymisedApplicantName = 'Deleted account';

export const dataRightsMessages = {
  exportRequested: `We are preparing a copy of your data. We will e-mail you a download link within a few minutes; it works for ${dataExportLinkHours} hours.`,
  exportTooSoon:
    'You asked for a copy of your data less than an hour ago. Please check your e-mail, or try again later.',
  exportLinkInvalid: 'This download link is not valid.',
  exportLinkExpired: 'This download link has expired. You can ask for a new copy of your data on your profile.',
  passwordRequired: 'Please enter your password to delete your account',
  passwordWrong: 'The password is incorrect. Your account has not been deleted.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  /** An account without a password (made through Google) confirms by typing its address instead. */
  emailRequired: 'Please type your e-mail address to delete your account',
  emailWrong: 'That is not the e-mail address of your account. Your account has not been deleted.',
  accountDeleted: 'Your account has been deleted. We have sent a confirmation to your e-mail address.',
  /** What applicants read (and are e-mailed) when a job closes because its employer deleted their account. */
  jobClosedAccountDeleted:
    'The employer has closed their Orbit Jobs account, so this job is no longer open. Thank you for your interest.',
} as const;

/**
 * `POST /api/users/delete-account`. An account with a password re-enters it; one without (made through Google) types
 * its e-mail address, and a current code when two-step verification is on. Which fields are required depends on the
 * account, so the server's delete-account checks presence; here only the shapes.
 */
export const deleteAccountSchema = z.object({
  password: z.string({ error: dataRightsMessages.passwordRequired }).max(200).optional(),
  email: z
    .string({ error: dataRightsMessages.emailRequired })
    .trim()
    .max(320, dataRightsMessages.emailWrong)
    .optional(),
  code: z.string({ error: securityMessages.codeRequired }).trim().max(40, securityMessages.codeWrong).optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** `GET /api/users/data-export/:id?token=…`: the link e-mailed to the user. */
export const dataExportLinkQuerySchema = z.object({
  token: z
    .string({ error: dataRightsMessages.exportLinkInvalid })
    .min(1, dataRightsMessages.exportLinkInvalid)
    .max(200),
});
