import { z } from 'zod';
import { emailField, requiredText } from './auth-contracts.ts';
import { messages } from './messages.ts';

export const waitlistPlatforms = ['both', 'ios', 'android'] as const;
export const waitlistDefaultSource = 'mobile_app_waitlist';

/** `POST /api/waitlist` (spec sections 3 and 5): name, location and e-mail required; platform defaults to both. */
export const waitlistEntrySchema = z.object({
  name: requiredText(messages.fillRequiredFields, 120),
  location: requiredText(messages.fillRequiredFields, 120),
  email: emailField(messages.fillRequiredFields),
  source: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((value) => value || waitlistDefaultSource),
  appPreferences: z
    .object({
      os: z.enum(waitlistPlatforms, { error: 'os must be both, ios or android' }).default('both'),
      notifications: z.boolean({ error: 'notifications must be true or false' }).default(true),
    })
    .optional()
    .transform((value) => value ?? { os: 'both' as const, notifications: true }),
});
export type WaitlistEntryInput = z.input<typeof waitlistEntrySchema>;
