import { z } from 'zod';

/** The texts of sessions and two-step verification, shared by the server's answers and the web's screens. */
export const securityMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeWrong: 'That code is not right. Check the time on your phone and try the newest code.',
  tooManyCodes: 'Too many wrong codes. Wait 15 minutes, then try again.',
  challengeExpired: 'This sign-in took too long. Please log in again.',
  setupFirst: 'Start the setup again: scan the new QR code, then enter a code.',
  alreadyEnabled: 'Two-step verification is already on.',
  notEnabled: 'Two-step verification is not on.',
  enabled: 'Two-step verification is on.',
  disabled: 'Two-step verification is off.',
  moderatorNeedsTwoFactor:
    'Moderators must turn on two-step verification before moderating. Set it up under Security on your profile.',
  moderatorKeepsTwoFactor: 'Moderators must keep two-step verification on.',
  outreachNeedsTwoFactor:
    'Turn on two-step verification (Security on your profile) before contacting candidates who have not applied to your jobs.',
  sessionNotFound: 'Session not found',
  sessionEnded: 'Signed out of that session.',
  otherSessionsEnded: 'Signed out of every other session.',
} as const;

/** An authenticator code (6 digits; spaces allowed) or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeField = z
  .string({ error: securityMessages.codeRequired })
  .trim()
  .min(1, securityMessages.codeRequired)
  .max(40, securityMessages.codeWrong);

export const twoFactorCodeSchema = z.object({ code: twoFactorCodeField });

export const twoFactorLoginSchema = z.object({
  challenge: z.string({ error: securityMessages.challengeExpired }).min(1, securityMessages.challengeExpired).max(2000),
  code: twoFactorCodeField,
});

/** `POST /api/users/two-factor/setup`: the key in text, the otpauth:// URL and the same as a QR code (SVG data URL). */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

/** Shown once, when two-step verification is turned on; only their HMACs are kept. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const sessionSchema = z.object({
  _id: z.string(),
  /** Browser and system, e.g. "Chrome on macOS". */
  device: z.string(),
  /** The address it was first used from, partly masked. */
  firstAddress: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });

export const revokeSessionsQuerySchema = z.object({
  others: z.literal('true', { error: 'others must be true' }),
});
