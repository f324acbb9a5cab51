import { z } from 'zod';
import { messages } from './messages.ts';

/** What a contact-form message is about; "report-job" is how a scam or misleading post is reported (/support). */
export const contactTopics = ['general', 'report-job', 'privacy', 'employer', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Readonly<Record<ContactTopic, string>> = {
  general: 'A question about Orbit Jobs',
  'report-job': 'Report a job (scam or misleading post)',
  privacy: 'Privacy and my data',
  employer: 'Employers and job posts',
  other: 'Something else',
};

export const contactLimits = { nameMax: 120, messageMax: 5000, jobUrlMax: 2000, perHour: 5 } as const;

export const contactTexts = {
  name: 'Please enter your name',
  nameTooLong: `Your name must be at most ${contactLimits.nameMax} characters`,
  email: 'Please enter your email address',
  topic: 'Please choose a topic',
  message: 'Please write your message',
  messageTooLong: `Your message must be at most ${contactLimits.messageMax} characters`,
  jobUrl: "Please enter the job's full web address, starting with https://",
  sent: 'Thank you: your message has been sent. A copy is on its way to your inbox.',
  tooMany:
    'Too many messages have been sent from this network or email address in the last hour. Please try again later.',
} as const;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/**
 * `POST /api/contact`. `website` is a honeypot: the form hides it from people, so only a script fills it in (the
 * server then answers as if the message were sent, and keeps and sends nothing).
 */
export const contactMessageSchema = z.object({
  name: z
    .string({ error: contactTexts.name })
    .trim()
    .min(1, contactTexts.name)
    .max(contactLimits.nameMax, contactTexts.nameTooLong),
  email: z
    .string({ error: contactTexts.email })
    .trim()
    .min(1, contactTexts.email)
    .toLowerCase()
    .pipe(z.email(messages.invalidEmail).max(254, messages.invalidEmail)),
  topic: z.enum(contactTopics, { error: contactTexts.topic }),
  message: z
    .string({ error: contactTexts.message })
    .trim()
    .min(1, contactTexts.message)
    .max(contactLimits.messageMax, contactTexts.messageTooLong),
  jobUrl: z
    .string({ error: contactTexts.jobUrl })
    .trim()
    .max(contactLimits.jobUrlMax, contactTexts.jobUrl)
    .refine((value) => value === '' || isWebAddress(value), contactTexts.jobUrl)
    .optional()
    .transform((value) => value || null),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
