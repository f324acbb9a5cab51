import type { Job } from '@orbit/shared/job-contracts';
import {
  isDeadlineTooFar,
  jobPostingSchema,
  postingCurrencies,
  postingMessages,
  postingSalaryPeriods,
  type JobPosting,
  type JobPostingInput,
} from '@orbit/shared/posting-contracts';
import { isApiError } from '../../../lib/api-error.ts';
import { looksLikeHtml } from '../../../lib/rich-text.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';

/**
 * The post-job form as state (strings, as inputs hold them), and the two ways across: to the `jobPostingSchema` body
 * the API takes, and back from a stored job for the edit form. Validation is the shared schema's, so the form and the
 * server say the same thing about the same mistake.
 */
export interface PostingFormValues {
  title: string;
  description: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  skills: string[];
  category: string;
  employmentType: string;
  experienceLevel: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  location: string;
  worldwide: boolean;
  countries: string[];
  regions: string[];
  timezoneEnabled: boolean;
  timezoneHours: string;
  timezoneOffset: string;
  /** 'YYYY-MM-DD' from the date input, '' for none. */
  applicationDeadline: string;
  acceptsAutopilot: boolean;
}

/** Every field that can carry an error, in the order the form shows them: the first one in error gets the focus. */
export const postingFields = [
  'title',
  'category',
  'employmentType',
  'experienceLevel',
  'location',
  'description',
  'responsibilities',
  'requirements',
  'benefits',
  'skills',
  'salaryMin',
  'salaryMax',
  'salaryCurrency',
  'salaryPeriod',
  'eligibility',
  'countries',
  'regions',
  'timezone',
  'applicationDeadline',
  'acceptsAutopilot',
] as const;
export type PostingField = (typeof postingFields)[number];
export type PostingErrors = Partial<Record<PostingField, string>>;

export const emptyPostingForm = (): PostingFormValues => ({
  title: '',
  description: '',
  responsibilities: '',
  requirements: '',
  benefits: '',
  skills: [],
  category: '',
  employmentType: '',
  experienceLevel: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  location: 'Remote',
  worldwide: true,
  countries: [],
  regions: [],
  timezoneEnabled: false,
  timezoneHours: '4',
  timezoneOffset: '0',
  applicationDeadline: '',
  acceptsAutopilot: true,
});

const oneOf = (list: readonly string[], value: string | null | undefined): string =>
  value && list.includes(value) ? value : '';

/** A text as the employer wrote it: Markdown, or (for a post older than the kept Markdown) its HTML turned back. */
const asMarkdown = (text: string): string => (looksLikeHtml(text) ? htmlToMarkdown(text) : text);

/** Whether the edit form had to turn stored HTML back into Markdown (the page asks the employer to check it). */
export const hasHtmlTexts = (
  job: Pick<Job, 'description' | 'responsibilities' | 'requirements' | 'benefits'>,
): boolean => [job.description, job.responsibilities, job.requirements, job.benefits].some(looksLikeHtml);

/**
 * The edit form's values from the stored job. `acceptsAutopilot` comes with the posting (the job does not carry it);
 * unknown means the default, on. A salary the form cannot hold (text, a weekly rate) leaves those fields to fill in.
 */
export function postingFormFromJob(job: Job, acceptsAutopilot: boolean | undefined): PostingFormValues {
  const salary = job.salary !== null && typeof job.salary === 'object' ? job.salary : null;
  const empty = emptyPostingForm();
  return {
    title: job.title,
    description: asMarkdown(job.description),
    responsibilities: asMarkdown(job.responsibilities),
    requirements: asMarkdown(job.requirements),
    benefits: asMarkdown(job.benefits),
    skills: [...job.skills],
    category: job.category,
    employmentType: job.employmentType,
    experienceLevel: job.experienceLevel,
    salaryMin: salary ? String(salary.min) : '',
    salaryMax: salary ? String(salary.max) : '',
    salaryCurrency: salary ? oneOf(postingCurrencies, salary.currency.toUpperCase()) : empty.salaryCurrency,
    salaryPeriod: salary ? oneOf(postingSalaryPeriods, salary.period) : empty.salaryPeriod,
    location: job.location,
    worldwide: job.eligibility?.worldwide ?? true,
    countries: [...(job.eligibility?.countries ?? [])],
    regions: [...(job.eligibility?.regions ?? [])],
    timezoneEnabled: job.timezoneOverlap !== null,
    timezoneHours: job.timezoneOverlap ? String(job.timezoneOverlap.hours) : empty.timezoneHours,
    timezoneOffset: job.timezoneOverlap ? String(job.timezoneOverlap.utcOffset) : empty.timezoneOffset,
    applicationDeadline: /^\d{4}-\d{2}-\d{2}/.test(job.applicationDeadline ?? '')
      ? (job.applicationDeadline ?? '').slice(0, 10)
      : '',
    acceptsAutopilot: acceptsAutopilot ?? true,
  };
}

/** '80,000' or '80 000' as typed → '80000'; blank → undefined, so the schema says the salary is missing. */
const amount = (text: string): string | undefined => {
  const digits = text.replace(/[\s,_]/g, '');
  return digits === '' ? undefined : digits;
};

/** The request body before the schema's coercion (amounts and overlap as typed; the schema turns them into numbers). */
export function postingBody(values: PostingFormValues): JobPostingInput {
  return {
    title: values.title,
    description: values.description,
    responsibilities: values.responsibilities,
    requirements: values.requirements,
    benefits: values.benefits,
    skills: values.skills,
    category: values.category as JobPostingInput['category'],
    employmentType: values.employmentType as JobPostingInput['employmentType'],
    experienceLevel: values.experienceLevel as JobPostingInput['experienceLevel'],
    salaryMin: amount(values.salaryMin),
    salaryMax: amount(values.salaryMax),
    salaryCurrency: values.salaryCurrency as JobPostingInput['salaryCurrency'],
    salaryPeriod: values.salaryPeriod as JobPostingInput['salaryPeriod'],
    location: values.location,
    eligibility: values.worldwide
      ? { worldwide: true, countries: [], regions: [] }
      : {
          worldwide: false,
          countries: values.countries,
          regions: values.regions as JobPostingInput['eligibility']['regions'],
        },
    timezoneOverlap: values.timezoneEnabled ? { hours: values.timezoneHours, utcOffset: values.timezoneOffset } : null,
    applicationDeadline: values.applicationDeadline === '' ? null : values.applicationDeadline,
    acceptsAutopilot: values.acceptsAutopilot,
  };
}

/**
 * The form field an error path names, from zod (['eligibility', 'countries', 0]) or the server ('eligibility.countries.0');
 * null for a path the form has no field for.
 */
export function fieldOfPath(path: string | readonly PropertyKey[]): PostingField | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [head, next] = parts;
  if (head === 'eligibility')
    return next === 'countries' ? 'countries' : next === 'regions' ? 'regions' : 'eligibility';
  if (head === 'timezoneOverlap') return 'timezone';
  return (postingFields as readonly string[]).includes(head ?? '') ? (head as PostingField) : null;
}

/** Adds an error unless the field already has one (the first message of a field is the one to fix first). */
function addError(errors: PostingErrors, field: PostingField | null, message: string): boolean {
  if (field === null) return false;
  errors[field] ??= message;
  return true;
}

export type PostingValidation = { ok: true; body: JobPosting } | { ok: false; errors: PostingErrors };

/**
 * The shared schema's verdict, per field, plus the rule it leaves to the server's clock: a deadline from `today`
 * ('YYYY-MM-DD', the employer's own calendar day) to a year ahead.
 */
export function validatePosting(values: PostingFormValues, today: string): PostingValidation {
  const errors: PostingErrors = {};
  const parsed = jobPostingSchema.safeParse(postingBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(errors, fieldOfPath(issue.path), issue.message);
  }
  // As dates, not strings: '10000-01-01' sorts before '2025-06-01'.
  if (values.applicationDeadline !== '' && Date.parse(values.applicationDeadline) < Date.parse(today)) {
    addError(errors, 'applicationDeadline', postingMessages.deadlinePast);
  }
  if (values.applicationDeadline !== '' && isDeadlineTooFar(values.applicationDeadline, today)) {
    addError(errors, 'applicationDeadline', postingMessages.deadlineTooFar);
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}

/** A 400 from the server: its field errors on their fields, and whatever names no field as general messages. */
export function serverPostingErrors(error: unknown): { errors: PostingErrors; general: string[] } {
  const errors: PostingErrors = {};
  const general: string[] = [];
  if (!isApiError(error)) return { errors, general };
  for (const item of error.errors) {
    if (!addError(errors, fieldOfPath(item.path), item.msg)) general.push(item.msg);
  }
  if (error.errors.length === 0 && error.msg) general.push(error.msg);
  return { errors, general: [...new Set(general)] };
}

export const firstErrorField = (errors: PostingErrors): PostingField | null =>
  postingFields.find((field) => errors[field] !== undefined) ?? null;

/** The control to focus for a field's error: its input by name; who-may-apply errors go to the Worldwide checkbox. */
export const errorFocusSelector = (field: PostingField): string =>
  `[name="${field === 'eligibility' || field === 'regions' ? 'worldwide' : field}"]`;

/** Today as 'YYYY-MM-DD' in the employer's own time zone (the date input's format). */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The fields whose message a change to `key` may have answered (a country answers "say where candidates may live"). */
const answeredBy: Partial<Record<keyof PostingFormValues, readonly PostingField[]>> = {
  worldwide: ['eligibility', 'countries', 'regions'],
  countries: ['countries', 'eligibility'],
  regions: ['regions', 'eligibility'],
  salaryMin: ['salaryMin'],
  // The order message ("minimum above maximum") sits on the minimum; changing the maximum may answer it.
  salaryMax: ['salaryMax', 'salaryMin'],
  timezoneEnabled: ['timezone'],
  timezoneHours: ['timezone'],
  timezoneOffset: ['timezone'],
};

/** The errors left once `key` changed: its own message goes (and those it answers); the rest wait for the next check. */
export function errorsAfterChange(errors: PostingErrors, key: keyof PostingFormValues): PostingErrors {
  const cleared = answeredBy[key] ?? ((postingFields as readonly string[]).includes(key) ? [key as PostingField] : []);
  if (!cleared.some((field) => errors[field] !== undefined)) return errors;
  const next = { ...errors };
  for (const field of cleared) delete next[field];
  return next;
}
