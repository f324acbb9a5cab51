/**
 * The version of the Terms of Service and Privacy Policy in force: the date of their text. Registration records it
 * with the moment it was accepted; raising it asks every signed-in user, once, to accept the new text
 * (`POST /api/users/accept-terms`). Change it only together with the pages' text (apps/web/src/features/legal).
 * Alone in its module: the web's first load does not need it (its messages are in messages.ts), only the legal pages.
 */
export const currentTermsVersion = '2026-11-25';
