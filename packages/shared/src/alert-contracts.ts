import { z } from 'zod';
import { jobWorkplaces, workplaceInvalidMessage, type JobWorkplace } from './job-contracts.ts';

/**
 * Job alerts: a saved search — words, filters, "open to my country" — e-mailed instantly, daily or weekly when new jobs
 * match it. Signed in, an alert goes to the account's address; signed out, to the `email` given, once its owner has
 * followed the confirmation link. The texts both sides show, and the request and answer shapes.
 */

export const alertFrequencies = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/** Alerts one address may keep (confirmed ones; a new one past it is refused with `tooManyAlerts`). */
export const maxAlertsPerAddress = 20;
/** Jobs listed in one e-mail; the rest are "and N more" behind a link to the search. */
export const maxJobsPerAlertEmail = 10;
/** How long a signed-out alert's confirmation link works. */
export const alertConfirmationHours = 48;

export const alertMessages = {
  created: 'Job alert created. We will e-mail you when new jobs match it.',
  confirmationSent: 'Almost done: we sent you an e-mail with a link to confirm the alert.',
  confirmed: 'Your job alert is confirmed. We will e-mail you when new jobs match it.',
  confirmationInvalid: 'This confirmation link is not valid or has expired. Please create the alert again.',
  emailRequired: 'Please enter your e-mail address to get job alerts',
  emailInvalid: 'Please enter a valid e-mail address',
  frequencyInvalid: 'frequency must be instant, daily or weekly',
  openToInvalid: 'openTo must be a two-letter country code',
  tooManyAlerts: `You can keep at most ${maxAlertsPerAddress} job alerts. Please delete one before creating another.`,
  tooManyRequests: 'Too many job alerts requested. Please try again later.',
  deleted: 'Job alert deleted',
  notFound: 'Job alert not found',
  unsubscribed: 'You are unsubscribed: this alert will send no more e-mails.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid.',
} as const;

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (max: number) =>
  z.preprocess(
    blankAsMissing,
    z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`).optional(),
  );

/** `POST /api/alerts`: the /jobs filters as the job list reads them (`jobListQuerySchema`), and how often. */
export const createAlertSchema = z.object({
  search: text(200),
  location: text(120),
  type: text(40),
  category: text(100),
  openTo: z.preprocess(
    blankAsMissing,
    z
      .string({ error: alertMessages.openToInvalid })
      .regex(/^[A-Za-z]{2}$/, alertMessages.openToInvalid)
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
  /** With openTo: also the jobs that do not say who may apply. */
  includeUnknown: z.boolean({ error: 'includeUnknown must be true or false' }).optional(),
  /** As the job list reads it: with a location, remote (the default), hybrid, onsite or any. */
  workplace: z.preprocess(blankAsMissing, z.enum(jobWorkplaces, { error: workplaceInvalidMessage }).optional()),
  frequency: z.enum(alertFrequencies, { error: alertMessages.frequencyInvalid }),
  /** Signed out only (signed in, the account's address is used). */
  email: z.preprocess(
    blankAsMissing,
    z
      .string({ error: alertMessages.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, alertMessages.emailInvalid)
      .pipe(z.email({ error: alertMessages.emailInvalid }))
      .optional(),
  ),
});
export type CreateAlertInput = z.output<typeof createAlertSchema>;

export const alertSchema = z.object({
  _id: z.string(),
  email: z.string(),
  search: z.string(),
  location: z.string(),
  type: z.string(),
  category: z.string(),
  openTo: z.string().nullable(),
  includeUnknown: z.boolean(),
  workplace: z.enum(jobWorkplaces).nullable(),
  frequency: z.enum(alertFrequencies),
  createdAt: z.string(),
  /** When it last e-mailed new jobs; null = never yet. */
  lastSentAt: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** Signed in: the alert, working at once. Signed out: no alert until the link in the e-mail is followed. */
export const createAlertResponseSchema = z.object({ msg: z.string(), alert: alertSchema.nullable() });
export type CreateAlertResponse = z.infer<typeof createAlertResponseSchema>;

export const alertListResponseSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;

export const alertIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** The token of a confirmation or unsubscribe link. */
export const alertTokenSchema = z.object({
  token: z.string({ error: 'token is required' }).trim().min(1, 'token is required').max(300, 'token is not valid'),
});

/** What the unsubscribe and confirmation pages show: the message, and the search the alert was for. */
export const alertLinkResponseSchema = z.object({ msg: z.string(), summary: z.string() });
export type AlertLinkResponse = z.infer<typeof alertLinkResponseSchema>;

/**
 * An alert in words: '“react” · Africa · Full-time · open to Nigeria' (the e-mails' subject and the pages).
 * `countryName` names a country code: the server's country table, the browser's Intl (no table shipped).
 */
export function alertSummary(
  alert: Pick<Alert, 'search' | 'location' | 'type' | 'category' | 'openTo'> & { workplace?: JobWorkplace | null },
  countryName: (code: string) => string = (code) => code,
): string {
  const parts = [
    alert.search ? `“${alert.search}”` : '',
    alert.category,
    alert.type,
    alert.location,
    alert.workplace ? workplaceWords[alert.workplace] : '',
    alert.openTo ? `open to ${countryName(alert.openTo)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'All remote jobs';
}

/** The workplace in an alert's words. */
const workplaceWords: Record<JobWorkplace, string> = {
  remote: 'remote',
  hybrid: 'hybrid',
  onsite: 'on-site',
  any: 'remote, hybrid or on-site',
};

/** The /jobs address of an alert's search (the same query parameters the job list reads). */
export function alertSearchParams(
  alert: Pick<Alert, 'search' | 'location' | 'type' | 'category' | 'openTo' | 'includeUnknown'> & {
    workplace?: JobWorkplace | null;
  },
): URLSearchParams {
  const params = new URLSearchParams();
  if (alert.search) params.set('search', alert.search);
  if (alert.location) params.set('location', alert.location);
  if (alert.workplace) params.set('workplace', alert.workplace);
  if (alert.type) params.set('type', alert.type);
  if (alert.category) params.set('category', alert.category);
  if (alert.openTo) params.set('openTo', alert.openTo);
  if (alert.openTo && alert.includeUnknown) params.set('includeUnknown', 'true');
  return params;
}
