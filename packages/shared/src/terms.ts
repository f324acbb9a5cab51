import { z } from 'zod';

/**
 * The version of the Terms of Service and Privacy Notice in force: the date of their text. Registration records it
 * with the moment it was accepted; raising it asks every signed-in user, once, to accept the new text
 * (`POST /api/users/accept-terms`). Change it only together with the pages' text (apps/web/src/features/legal).
 */
export const currentTermsVersion = '2026-11-25';

export const termsTexts = {
  acceptRequired: 'Please accept the terms and privacy policy',
  versionOutdated: 'The terms have changed since this page was loaded. Please reload the page and review them again.',
} as const;

/** `POST /api/users/accept-terms`: the version the user was shown, so an answer to an older text is not recorded as a newer one. */
export const acceptTermsSchema = z.object({
  version: z.string({ error: termsTexts.acceptRequired }).trim().min(1, termsTexts.acceptRequired).max(40),
});
export type AcceptTermsInput = z.input<typeof acceptTermsSchema>;

/** Accepting is `true`, never just truthy: a form that sends "on" or 1 did not show the checkbox it should. */
export const acceptTermsField = z.literal(true, { error: termsTexts.acceptRequired });
