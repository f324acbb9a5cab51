import { z } from 'zod';
import { newPasswordField, requiredText } from './auth-contracts.ts';
import { messages } from './messages.ts';
import { employerIndustryOptions } from './options.ts';

/** The answers of the Google sign-in steps and of the profile's sign-in methods. */
export const googleMessages = {
  ticketExpired: 'This Google sign-in expired or was already used. Please sign in with Google again.',
  notConfigured: 'Google sign-in is not available on this site.',
  accountExists: 'An account with this address was just created. Please sign in with Google again.',
  inUse: 'That Google account is already linked to another Orbit Jobs account.',
  otherLinked: 'Your account is linked to a different Google account. Unlink it on your profile first.',
  linked: 'Google is now linked to your account.',
  unlinked: 'Google is no longer linked to your account.',
  notLinked: 'Google is not linked to your account.',
  unlinkNeedsPassword: 'Set a password before unlinking Google, or you could not sign in any more.',
  passwordAlreadySet: 'Your account already has a password. Change it with your current password.',
  passwordSet: 'Your password is set. You can now sign in with it too.',
} as const;

/** Which sign-in providers this server has configured: the Google button shows only when it is. */
export const authProvidersResponseSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;

/**
 * Where a sign-in may send the person back to: a path of this site, never another origin (`//evil.example` and
 * `/\evil.example` read as one in browsers).
 */
export const returnUrlSchema = z
  .string()
  .max(500)
  .refine((value) => /^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value), 'Must be a path of this site');

/** `GET /api/auth/google`: start a sign-in (or, from the profile, a link with the ticket of `POST .../link-ticket`). */
export const googleStartQuerySchema = z.object({
  returnUrl: returnUrlSchema.optional().catch(undefined),
  intent: z.enum(['signin', 'link']).default('signin'),
  ticket: z.string().min(16).max(200).optional(),
  /** The login form's "Remember for 30 days". */
  remember: z.enum(['true', 'false']).default('false'),
});

export const googleCallbackQuerySchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});

/** A one-time ticket or code the web app received in a URL fragment after the provider's redirect. */
export const googleTicketSchema = z.object({
  ticket: z.string({ error: googleMessages.ticketExpired }).min(16, googleMessages.ticketExpired).max(200),
});

export const googleLinkTicketResponseSchema = z.object({ ticket: z.string() });

/** The pending sign-up the consent step shows: the Google account's address and name. */
export const googlePendingSignUpSchema = z.object({ email: z.string(), name: z.string() });

const phoneField = requiredText(messages.fillRequiredFields, 40).regex(
  /^[+()\d\s.-]{5,40}$/,
  'Please enter a valid phone number',
);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');
const acceptTermsField = z.literal(true, { error: messages.acceptTerms });

/** The consent step: the fields registration asks, less the address and password Google stands for. */
export const googleSignUpSchema = z.preprocess(
  (input) =>
    input && typeof input === 'object' && !('userType' in input) ? { ...input, userType: 'candidate' } : input,
  z.discriminatedUnion(
    'userType',
    [
      z.object({
        ticket: googleTicketSchema.shape.ticket,
        userType: z.literal('candidate'),
        name: requiredText(messages.fillRequiredFields, 120),
        phone: phoneField,
        location: optionalText(120),
        acceptTerms: acceptTermsField,
      }),
      z.object({
        ticket: googleTicketSchema.shape.ticket,
        userType: z.literal('employer'),
        name: requiredText(messages.fillRequiredFields, 120),
        phone: phoneField,
        location: optionalText(120),
        companyName: requiredText(messages.fillRequiredFields, 160),
        industry: z.enum(employerIndustryOptions, { error: messages.fillRequiredFields }),
        acceptTerms: acceptTermsField,
      }),
    ],
    { error: 'userType must be candidate or employer' },
  ),
);
export type GoogleSignUpInput = z.input<typeof googleSignUpSchema>;

/** Linking Google to an account whose address is not verified on both sides: its password, once. */
export const googleLinkPasswordSchema = googleTicketSchema.extend({
  password: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields).max(200),
});

/** A Google-only account choosing its first password. */
export const setPasswordSchema = z.object({ password: newPasswordField(messages.fillAllFields) });

/** The `error` codes a Google sign-in comes back to /login (or /profile, linking) with, and what each says. */
export const googleErrorMessages = {
  cancelled: 'Google sign-in was cancelled. Nothing was changed.',
  expired: 'That Google sign-in expired or was already used. Please try again.',
  unverified_email:
    'Google has not verified the address of that Google account, so it cannot be used to sign in. Verify it with Google, or sign in with your password.',
  provider_unavailable: 'Google sign-in is not available right now. Please try again in a few minutes.',
  google_in_use: 'That Google account is already linked to another Orbit Jobs account.',
  other_google_linked:
    'Your Orbit Jobs account is linked to a different Google account. Sign in with that one, or with your password.',
  too_many: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  not_configured: 'Google sign-in is not available on this site.',
  failed: 'Google sign-in did not work. Please try again.',
} as const;
export type GoogleErrorCode = keyof typeof googleErrorMessages;

export const isGoogleErrorCode = (value: unknown): value is GoogleErrorCode =>
  typeof value === 'string' && Object.hasOwn(googleErrorMessages, value);
