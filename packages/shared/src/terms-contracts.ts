import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * `POST /api/users/accept-terms`: the version the user was shown, so an answer to an older text is not recorded as a
 * newer one. Apart from auth-contracts (which the web app's first load carries) because only the server reads it.
 */
export const acceptTermsSchema = z.object({
  version: z.string({ error: messages.acceptTerms }).trim().min(1, messages.acceptTerms).max(40),
});

export const termsVersionOutdated =
  'The terms have changed since this page was loaded. Please reload the page and review them again.';
