import { z } from 'zod';
import { messages } from './messages.ts';
import { experienceOptions, uploadLimits } from './options.ts';

/**
 * What Orbit Jobs read from the seeker's current resume (`user.resume` on `GET /api/users/profile`). The text is
 * extracted on the job queue after an upload, so `status` starts as pending. What was read only ever becomes a
 * suggestion: the profile changes when the seeker accepts one (a normal profile update), and a dismissed
 * suggestion is not offered again for that file.
 */
export const resumeAnalysisStatuses = ['pending', 'done', 'unreadable'] as const;
export type ResumeAnalysisStatus = (typeof resumeAnalysisStatuses)[number];

export const resumeInsightsSchema = z.object({
  status: z.enum(resumeAnalysisStatuses),
  /** For unreadable files: why, in a sentence the seeker can act on. */
  message: z.string().nullable(),
  analysedAt: z.string().nullable(),
  /** Everything read from the file: canonical skill names, years of experience, the latest job title. */
  skills: z.array(z.string()),
  yearsOfExperience: z.number().nullable(),
  latestTitle: z.string().nullable(),
  /** What is still on offer: read from the file, not yet in the profile, not dismissed. */
  suggestions: z.object({
    skills: z.array(z.string()),
    title: z.string().nullable(),
    /** The onboarding bucket the years fall in ('5-10'). */
    experience: z.enum(experienceOptions).nullable(),
  }),
});
export type ResumeInsights = z.infer<typeof resumeInsightsSchema>;

/** `POST /api/users/resume/suggestions/dismiss`: what the seeker does not want offered again. */
export const dismissResumeSuggestionsSchema = z.object({
  skills: z.array(z.string().trim().min(1).max(80)).max(200).optional(),
  title: z.boolean().optional(),
  experience: z.boolean().optional(),
});
export type DismissResumeSuggestionsInput = z.infer<typeof dismissResumeSuggestionsSchema>;

export type ExperienceBucket = (typeof experienceOptions)[number];

/** The onboarding bucket a number of years falls in: 3 years is '3-5', 10 is '10+'. */
export function experienceBucketOf(years: number): ExperienceBucket {
  if (years < 1) return '0-1';
  if (years < 3) return '1-3';
  if (years < 5) return '3-5';
  if (years < 10) return '5-10';
  return '10+';
}

const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * The browser's check of a chosen resume (spec section 5: pdf, doc or docx, any case) plus the 10MB the server
 * enforces anyway, which spares sending a file that would be refused. The server also checks the file's signature,
 * which a name cannot prove. The message, or null when the file may be sent.
 */
export function resumeFileProblem(file: { name: string; size: number } | null, missingMessage: string): string | null {
  if (!file) return missingMessage;
  if (!(uploadLimits.resumeExtensions as readonly string[]).includes(extensionOf(file.name)))
    return messages.resumeTypeInvalid;
  if (file.size > uploadLimits.resumeMaxBytes) return messages.resumeTooLarge;
  return null;
}
