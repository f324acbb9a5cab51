import { z } from 'zod';
import { messageMaxLength } from './policy-figures.ts';
import { postingCurrencies } from './posting-contracts.ts';

/**
 * Employers reaching seekers and the two talking: contact requests, conversation threads, messages, and the
 * moderators' reports. The seeker decides: a request shows the company, the job or subject and the pay before anything
 * about the seeker is shared, and the seeker can accept, decline or report it.
 */

export const outreachMessages = {
  messageRequired: 'Please write a message of at least 20 characters',
  messageTooLong: 'Messages are at most 2000 characters',
  subjectOrJob: 'Choose one of your active jobs or write a subject',
  salaryRequired: 'Please give the salary range you are offering',
  salaryOrder: 'The minimum salary cannot be above the maximum',
  salaryCurrency: 'Choose the salary currency',
  alreadyOpen: 'You already have an open request to this candidate',
  declinedRecently: 'This candidate declined your company’s request; you may ask again 90 days after',
  dailyLimit: 'You have sent as many contact requests as your company may today. Please try again tomorrow',
  suspended: 'Your company’s outreach is suspended. Please contact support',
  bodyRequired: 'Please write a message',
  bodyTooLong: `Messages are at most ${messageMaxLength} characters`,
  messageHeld:
    'This message was held for review: it seems to ask for money or to move the conversation off Orbit Jobs. A moderator will read it.',
  requestHeld:
    'This request was held for review: it seems to ask for money or to move the conversation off Orbit Jobs. A moderator will read it before the candidate does.',
} as const;

const wholeAmount = z
  .number({ error: outreachMessages.salaryRequired })
  .int(outreachMessages.salaryRequired)
  .min(1, outreachMessages.salaryRequired)
  .max(100_000_000, outreachMessages.salaryRequired);

/** `POST /api/candidates/:id/contact`. */
export const contactRequestInputSchema = z
  .object({
    jobId: z.uuid({ error: outreachMessages.subjectOrJob }).optional(),
    subject: z.string().trim().max(120, 'Subjects are at most 120 characters').optional(),
    message: z
      .string({ error: outreachMessages.messageRequired })
      .trim()
      .min(20, outreachMessages.messageRequired)
      .max(2000, outreachMessages.messageTooLong),
    salaryMin: wholeAmount,
    salaryMax: wholeAmount,
    salaryCurrency: z.enum(postingCurrencies, { error: outreachMessages.salaryCurrency }),
  })
  .refine((input) => input.jobId !== undefined || (input.subject ?? '') !== '', {
    message: outreachMessages.subjectOrJob,
    path: ['subject'],
  })
  .refine((input) => input.salaryMin <= input.salaryMax, {
    message: outreachMessages.salaryOrder,
    path: ['salaryMin'],
  });
export type ContactRequestInput = z.infer<typeof contactRequestInputSchema>;

export const contactRequestStatuses = ['pending', 'accepted', 'declined', 'expired', 'reported'] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

/** A request as either side sees it. The seeker sees the company; the company sees the candidate's display name. */
export const contactRequestSchema = z.object({
  _id: z.string(),
  company: z.object({ _id: z.string(), name: z.string(), verified: z.boolean() }),
  /** The candidate's card name ('Amara O.'); absent for the seeker's own view. */
  candidate: z.object({ _id: z.string().nullable(), displayName: z.string() }).optional(),
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
  subject: z.string(),
  message: z.string(),
  salaryMin: z.number(),
  salaryMax: z.number(),
  salaryCurrency: z.string(),
  status: z.enum(contactRequestStatuses),
  /** Held for a moderator by screening: only the company that sent it sees it (a seeker's list never holds one). */
  held: z.boolean(),
  declineReason: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** `POST /api/contact-requests/:id`: the seeker's answer. */
export const contactRequestDecisionSchema = z.object({
  decision: z.enum(['accept', 'decline', 'report'], { error: 'Choose accept, decline or report' }),
  reason: z.string().trim().max(500, 'Reasons are at most 500 characters').optional(),
});

export const messageSides = ['seeker', 'employer'] as const;

/** A conversation between a company and a seeker, as the caller's side lists it. */
export const threadSchema = z.object({
  _id: z.string(),
  company: z.object({ _id: z.string(), name: z.string() }),
  /** The other side's name: the company's for a seeker; the seeker's full name for the company (shared by then). */
  with: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }).nullable(),
  lastMessageAt: z.string().nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int().min(0),
});
export type Thread = z.infer<typeof threadSchema>;

/** A message: its text is shown as text, never as HTML. */
export const threadMessageSchema = z.object({
  _id: z.string(),
  side: z.enum(messageSides),
  mine: z.boolean(),
  body: z.string(),
  /** Held for a moderator: only its sender sees it, marked so. */
  held: z.boolean(),
  createdAt: z.string(),
  /** To the company only: which team member wrote its side's message (absent once their account is gone). */
  author: z.string().optional(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const messageInputSchema = z.object({
  body: z
    .string({ error: outreachMessages.bodyRequired })
    .trim()
    .min(1, outreachMessages.bodyRequired)
    .max(messageMaxLength, outreachMessages.bodyTooLong),
});

export const inboxResponseSchema = z.object({
  requests: z.array(contactRequestSchema),
  threads: z.array(threadSchema),
});

export const reportKinds = ['contact-request', 'message'] as const;

/** A report in the moderators' queue, with what was reported. */
export const outreachReportSchema = z.object({
  _id: z.string(),
  kind: z.enum(reportKinds),
  company: z.object({ _id: z.string(), name: z.string(), suspended: z.boolean() }),
  /** The reported request's or message's text, as written. */
  text: z.string(),
  reason: z.string(),
  /** Screening held the message by itself (no seeker reported it). */
  heldByScreening: z.boolean(),
  heldReasons: z.array(z.string()),
  status: z.enum(['open', 'dismissed', 'employer-suspended']),
  createdAt: z.string(),
});
export type OutreachReport = z.infer<typeof outreachReportSchema>;

export const reportDecisionSchema = z.object({
  decision: z.enum(['dismiss', 'suspend-employer'], { error: 'Choose dismiss or suspend-employer' }),
  reason: z.string().trim().max(500, 'Reasons are at most 500 characters').optional(),
});

/** A suspended company on /moderation, with the reason its employers were given. */
export const suspendedCompanySchema = z.object({
  _id: z.string(),
  name: z.string(),
  suspendedAt: z.string(),
  reason: z.string(),
});
export type SuspendedCompany = z.infer<typeof suspendedCompanySchema>;

/** `POST /api/moderation/companies/:id/lift-suspension`: the note the company's employers are e-mailed. */
export const liftSuspensionSchema = z.object({
  reason: z.string().trim().max(500, 'Notes are at most 500 characters').optional(),
});
