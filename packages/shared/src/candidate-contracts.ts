import { z } from 'zod';
import { candidateCardSchema } from './talent-contracts.ts';

/**
 * The employer's side of the talent pool: searching it (`GET /api/candidates`) and opening one candidate
 * (`GET /api/candidates/:id`). The card (talent-contracts.ts) is what every employer the seeker is visible to sees;
 * the seeker's name, e-mail, phone and resume are added only for a company the seeker has shared them with.
 */

/** Candidates on a page of the search. */
export const candidatesPageSize = 20;

/** The most skills one search asks for (each must be on the profile). */
export const candidateSkillsMax = 10;

export const candidateMessages = {
  notFound: 'Candidate not found',
  noCompany: 'Set up your company profile before searching candidates',
  page: 'page must be a whole number from 1 to 500',
  words: 'Search words are at most 200 characters',
  skills: `Ask for at most ${candidateSkillsMax} skills, each at most 60 characters`,
  country: 'country must be a two-letter country code, such as NG',
  region: 'region must be one of North America, South America, Europe, Africa, Asia, Australia',
  experience: 'experience must be one of 0-1, 1-3, 3-5, 5-10, 10+',
  jobType: 'type must be one of Full-time, Part-time, Contract, Internship, Remote, Hybrid',
  forJob: 'forJob must be the id of one of your jobs',
} as const;

export const candidateSearchResponseSchema = z.object({
  candidates: z.array(candidateCardSchema),
  /** Candidates the search found (when ranked for a job: those ranked, see the server feature's README). */
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type CandidateSearchResponse = z.infer<typeof candidateSearchResponseSchema>;

/**
 * One candidate: the card, and — only for a company the seeker shared them with (today: they applied to one of its
 * jobs) — their full name, e-mail, phone and the address of their resume (null when they sent none). Absent
 * otherwise, never empty strings: an absent key is what says "not shared".
 */
export const candidateDetailSchema = candidateCardSchema.extend({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  resumeUrl: z.string().nullable().optional(),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** Whether the detail carries the seeker's contact details (see candidateDetailSchema). */
export const sharesContactDetails = (detail: CandidateDetail): boolean => detail.email !== undefined;
