import { z } from 'zod';
import { messages } from './messages.ts';
import { educationOptions, employerIndustryOptions, experienceOptions, passwordMinLength } from './options.ts';
import { resumeInsightsSchema } from './resume-contracts.ts';
import { hiddenFromCompaniesSchema, talentVisibilitySchema } from './talent-contracts.ts';

/** A required text field: missing, non-string and blank all read as the spec's "required" message. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value ?? '');

export const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .toLowerCase()
    .pipe(z.email(messages.invalidEmail).max(254, messages.invalidEmail));

export const newPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(passwordMinLength, messages.passwordTooShort)
    .max(200, messages.passwordTooLong);

/** Accepting is `true`, never just truthy: a form that sends "on" or 1 did not show the checkbox it should. */
const acceptTermsField = z.literal(true, { error: messages.acceptTerms });

const phoneField = requiredText(messages.fillRequiredFields, 40).regex(
  /^[+()\d\s.-]{5,40}$/,
  'Please enter a valid phone number',
);

export const candidateRegistrationSchema = z.object({
  userType: z.literal('candidate'),
  name: requiredText(messages.fillRequiredFields, 120),
  email: emailField(messages.fillRequiredFields),
  password: newPasswordField(messages.fillRequiredFields),
  phone: phoneField,
  location: optionalText(120),
  /** The terms and privacy notice (the current version is recorded with the moment); last, so other fields' messages come first. */
  acceptTerms: acceptTermsField,
});

export const employerRegistrationSchema = z.object({
  userType: z.literal('employer'),
  /** The employer form's contact name travels as `name` (spec section 3). */
  name: requiredText(messages.fillRequiredFields, 120),
  email: emailField(messages.fillRequiredFields),
  password: newPasswordField(messages.fillRequiredFields),
  phone: phoneField,
  location: optionalText(120),
  companyName: requiredText(messages.fillRequiredFields, 160),
  industry: z.enum(employerIndustryOptions, { error: messages.fillRequiredFields }),
  acceptTerms: acceptTermsField,
});

/**
 * Someone registering through a company's team invitation: an employer of that company, so no company fields (the
 * invitation names the company and the role). Told apart by its `invitationToken`.
 */
export const invitedEmployerRegistrationSchema = z.object({
  userType: z.literal('invited-employer'),
  name: requiredText(messages.fillRequiredFields, 120),
  email: emailField(messages.fillRequiredFields),
  password: newPasswordField(messages.fillRequiredFields),
  phone: phoneField,
  location: optionalText(120),
  invitationToken: z.string({ error: 'This invitation link is invalid' }).trim().min(16).max(200),
  acceptTerms: acceptTermsField,
});

/** userType defaults to candidate, the spec's default role; a body with an `invitationToken` is an invited employer. */
export const registrationSchema = z.preprocess(
  (input) => {
    if (!input || typeof input !== 'object') return input;
    if ('invitationToken' in input) return { ...input, userType: 'invited-employer' };
    return 'userType' in input ? input : { ...input, userType: 'candidate' };
  },
  z.discriminatedUnion(
    'userType',
    [candidateRegistrationSchema, employerRegistrationSchema, invitedEmployerRegistrationSchema],
    { error: 'userType must be candidate or employer' },
  ),
);
export type RegistrationInput =
  z.input<typeof candidateRegistrationSchema> | z.input<typeof employerRegistrationSchema>;

export const loginSchema = z.object({
  email: z.string({ error: messages.fillAllFields }).trim().min(1, messages.fillAllFields).toLowerCase().max(254),
  password: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields).max(200),
  /** "Remember for 30 days": the session lasts 30 days without use instead of 24 hours. */
  remember: z.boolean().optional().default(false),
});

export const emailOnlySchema = z.object({ email: emailField(messages.fillRequiredFields) });

export const tokenSchema = z.object({
  token: z
    .string({ error: 'A token is required' })
    .trim()
    .min(16, 'This link is invalid')
    .max(200, 'This link is invalid'),
});

export const resetPasswordSchema = tokenSchema.extend({ password: newPasswordField(messages.fillRequiredFields) });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: messages.fillAllFields }).min(1, messages.fillAllFields).max(200),
  newPassword: newPasswordField(messages.fillAllFields),
});

const stringList = (max: number) => z.array(z.string().trim().min(1).max(80)).max(max);

/** Profile edits: every field optional, blank strings clear a field. */
export const profileUpdateSchema = z.object({
  name: requiredText('Name cannot be empty', 120).optional(),
  phone: optionalText(40).optional(),
  location: optionalText(120).optional(),
  title: optionalText(120).optional(),
  experience: z.union([z.enum(experienceOptions), z.literal('')]).optional(),
  education: z.union([z.enum(educationOptions), z.literal('')]).optional(),
  skills: stringList(100).optional(),
  jobTypes: stringList(20).optional(),
  salaryExpectation: optionalText(60).optional(),
  bio: optionalText(2000).optional(),
  /** Seekers only: who may find them in the talent pool, and companies that never may. */
  talentVisibility: talentVisibilitySchema.optional(),
  hiddenFromCompanies: hiddenFromCompaniesSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** A JSON-encoded list inside a multipart form (skills and jobTypes travel that way). */
const jsonList = (message: string) =>
  z
    .string({ error: message })
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.string().trim().min(1).max(80), { error: message }).min(1, message).max(100));

/** The text fields of the onboarding multipart form (files are checked separately). */
export const onboardingFieldsSchema = z.object({
  title: requiredText(messages.fillRequiredFields, 120),
  experience: z.enum(experienceOptions, { error: messages.fillRequiredFields }),
  education: z.enum(educationOptions, { error: messages.fillRequiredFields }),
  location: requiredText(messages.fillRequiredFields, 120),
  skills: jsonList(messages.selectSkill),
  jobTypes: jsonList(messages.selectJobType),
  salaryExpectation: optionalText(60),
  bio: optionalText(2000),
});

export const userRoleSchema = z.enum(['jobseeker', 'employer']);
export const userTypeSchema = z.enum(['candidate', 'employer']);

/** What `GET /api/users/profile` answers: the spec's User fields plus the profile the forms edit. */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  /**
   * The country the location names (ISO code, English name, the posting form's world region), read on the server so
   * browsers need no country table: the jobs page's "Open to my country" and the apply area's eligibility warning.
   */
  country: z.object({ code: z.string(), name: z.string(), region: z.string().nullable() }).nullable(),
  role: userRoleSchema,
  userType: userTypeSchema,
  isEmailVerified: z.boolean(),
  onboardingComplete: z.boolean(),
  profilePictureUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  resumeFileName: z.string().nullable(),
  /** What was read from the current resume, and the suggestions still on offer; null without a resume. */
  resume: resumeInsightsSchema.nullable(),
  title: z.string(),
  experience: z.string(),
  education: z.string(),
  skills: z.array(z.string()),
  jobTypes: z.array(z.string()),
  salaryExpectation: z.string(),
  bio: z.string(),
  company: z.object({ _id: z.string(), name: z.string(), industry: z.string() }).nullable(),
  profileCompleteness: z.number().int().min(0).max(100),
  subscription: z.object({ isPremium: z.boolean(), features: z.object({ autopilot: z.boolean() }) }),
  /** Reviews job posts (/moderation): the account is named in MODERATOR_EMAILS. */
  isModerator: z.boolean(),
  /** Employers: new applications e-mailed at once or as one daily digest. */
  applicationEmails: z.enum(['instant', 'daily']),
  /** Seekers: application status e-mails turned off (by the unsubscribe link or on the profile). */
  statusEmailsOff: z.boolean(),
  /** Seekers: who may find them in the talent pool ('hidden' for employers, who are never in it). */
  talentVisibility: talentVisibilitySchema,
  /** Seekers: companies that must never find them, as they typed them ([] for employers). */
  hiddenFromCompanies: z.array(z.string()),
  /** The terms and privacy notice version this user accepted (null: never, e.g. an account older than the checkbox). */
  termsVersion: z.string().nullable(),
  /** The accepted version is not the current one: the web app asks once (POST /api/users/accept-terms). */
  needsTermsAcceptance: z.boolean(),
  /** A Google account is linked: the person can sign in with Google (features/google-sign-in). */
  googleLinked: z.boolean(),
  /** The account has a password (one made through Google sign-in has none until its owner sets one). */
  hasPassword: z.boolean(),
  /** Two-step verification (TOTP) is on; moderators must have it. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const tokenResponseSchema = z.object({ token: z.string() });
/** A session, or — two-step verification on — a challenge to answer with a code at /api/users/login/two-factor. */
export const loginResponseSchema = z.union([
  tokenResponseSchema,
  z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const messageResponseSchema = z.object({ msg: z.string() });
export const registrationResponseSchema = z.object({ msg: z.string(), email: z.string() });

/** Every 4xx/5xx body: `msg` always, `errors` for validation failures (the spec reads either). */
export const errorResponseSchema = z.object({
  msg: z.string(),
  errors: z.array(z.object({ msg: z.string(), path: z.string() })).optional(),
  retryAfterSeconds: z.number().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
