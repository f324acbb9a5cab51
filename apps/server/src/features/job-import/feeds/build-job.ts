import { extractSkills } from '@orbit/shared/skills';
import { categorizeJob } from './categorize-job.ts';
import { deriveApplicationMethod, isHttpUrl } from './derive-application-method.ts';
import { inferExperienceLevel } from './infer-experience-level.ts';
import type { ParseResult, SkippedRecord } from './job-source.ts';
import { normalisedJobSchema, type EmploymentType, type NormalisedJob, type Salary } from './normalised-job.ts';
import { htmlToPlainText } from '../../../lib/html/html-text.ts';
import { sanitizeJobHtml } from '../../../lib/html/sanitize-html.ts';

/**
 * The "normalise" step every source shares: a source maps its record to a RawJob (its fields, lightly cleaned);
 * this turns it into a NormalisedJob — sanitised HTML, category, skills, level, application method — or a skip
 * with a reason. One bad record never stops the others.
 */

export interface RawJob {
  source: string;
  sourceId: string;
  sourceUrl: string;
  /** May contain HTML entities; decoded here. */
  title: string;
  company: string;
  companyLogo?: string;
  companyWebsite?: string;
  location?: string;
  remote?: boolean;
  /** The feed's words or list ('full_time', ['full-time'], 'Contract'). */
  employmentType?: string | readonly string[];
  sourceLevel?: string;
  salary?: Salary;
  postedAt: Date | null;
  descriptionHtml: string;
  tags?: readonly string[];
  /** False when the feed derives tags from the text by keyword (Remote OK): then skills come from the text only. */
  trustTags?: boolean;
  sourceCategory?: string | readonly string[];
  applyEmail?: string;
  applyUrl?: string;
  regions?: string;
}

export type RecordOutcome = RawJob | { skip: string; sourceId?: string };

const employmentTypes: [RegExp, EmploymentType][] = [
  [/^full[\s_-]?time|^permanent|^festanstellung/, 'Full-time'],
  [/^part[\s_-]?time|^teilzeit/, 'Part-time'],
  [/^contract|^freelance|^contractor/, 'Contract'],
  [/^temp/, 'Temporary'],
  [/^intern|^praktikum|^werkstudent|^working student/, 'Internship'],
];

export function normaliseEmploymentType(value: string | readonly string[] | undefined): EmploymentType {
  const candidates = typeof value === 'string' ? [value] : (value ?? []);
  for (const candidate of candidates) {
    const lower = candidate.trim().toLowerCase();
    const found = employmentTypes.find(([pattern]) => pattern.test(lower));
    if (found) return found[1];
  }
  return '';
}

/**
 * Feed dates: epoch seconds or milliseconds, ISO 8601, RFC 822 (RSS). A date-time without a zone
 * ("2024-12-07 04:10:26", Remotive's and Jobicy's form) is read as UTC, not as the server's local time.
 */
export function parseFeedDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return new Date(value < 1e12 ? value * 1000 : value);
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return parseFeedDate(Number(trimmed));
  const zoneless = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/.test(trimmed);
  const date = new Date(zoneless ? `${trimmed.replace(' ', 'T')}Z` : trimmed);
  return Number.isNaN(date.getTime()) ? null : date;
}

function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of tags) {
    const clean = htmlToPlainText(tag);
    const key = clean.toLowerCase();
    if (clean === '' || clean.length > 60 || seen.has(key)) continue;
    seen.add(key);
    result.push(clean);
  }
  return result;
}

export function buildJob(raw: RawJob): { job: NormalisedJob } | { skipped: SkippedRecord } {
  const sourceId = raw.sourceId.trim();
  const skip = (reason: string) => ({ skipped: sourceId ? { sourceId, reason } : { reason } });
  if (!sourceId) return skip('missing id');
  const title = htmlToPlainText(raw.title);
  if (!title) return skip('missing title');
  const company = htmlToPlainText(raw.company);
  if (!company) return skip('missing company');
  if (!isHttpUrl(raw.sourceUrl)) return skip('missing or invalid posting URL');
  if (!raw.postedAt || Number.isNaN(raw.postedAt.getTime())) return skip('missing or invalid date');

  const descriptionHtml = sanitizeJobHtml(raw.descriptionHtml);
  const descriptionText = htmlToPlainText(descriptionHtml);
  const tags = uniqueTags(raw.tags ?? []);
  const remote = raw.remote ?? true;
  const location = htmlToPlainText(raw.location ?? '') || (remote ? 'Remote' : '');
  const regions = raw.regions ? htmlToPlainText(raw.regions) : '';
  const salary = typeof raw.salary === 'string' ? raw.salary.slice(0, 200) : (raw.salary ?? null);

  const candidate = {
    source: raw.source,
    sourceId,
    sourceUrl: raw.sourceUrl,
    title,
    company,
    companyLogo: raw.companyLogo && isHttpUrl(raw.companyLogo) ? raw.companyLogo : '',
    ...(raw.companyWebsite && isHttpUrl(raw.companyWebsite) ? { companyWebsite: raw.companyWebsite } : {}),
    location: location.slice(0, 300),
    remote,
    employmentType: normaliseEmploymentType(raw.employmentType),
    experienceLevel: inferExperienceLevel({ title, description: descriptionText, sourceLevel: raw.sourceLevel }),
    salary,
    postedAt: raw.postedAt,
    descriptionHtml,
    tags,
    skills: extractSkills(`${title} ${descriptionText}`, raw.trustTags === false ? [] : tags),
    category: categorizeJob({ title, tags, sourceCategory: raw.sourceCategory }),
    applicationMethod: deriveApplicationMethod({
      applyEmail: raw.applyEmail,
      applyUrl: raw.applyUrl,
      fallbackUrl: raw.sourceUrl,
    }),
    ...(regions ? { regions: regions.slice(0, 300) } : {}),
  };
  const checked = normalisedJobSchema.safeParse(candidate);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return skip(`invalid ${issue?.path.join('.') || 'record'}: ${issue?.message ?? 'unknown problem'}`);
  }
  return { job: checked.data };
}

/** Runs every record through `toRaw` and `buildJob`, skipping (with reasons) rather than throwing. */
export function collectJobs(records: readonly unknown[], toRaw: (record: unknown) => RecordOutcome): ParseResult {
  const result: ParseResult = { jobs: [], skipped: [] };
  const seen = new Set<string>();
  for (const record of records) {
    try {
      const outcome = toRaw(record);
      if ('skip' in outcome) {
        result.skipped.push(
          outcome.sourceId ? { sourceId: outcome.sourceId, reason: outcome.skip } : { reason: outcome.skip },
        );
        continue;
      }
      const built = buildJob(outcome);
      if ('skipped' in built) {
        result.skipped.push(built.skipped);
      } else if (seen.has(built.job.sourceId)) {
        result.skipped.push({ sourceId: built.job.sourceId, reason: 'duplicate id in the same feed' });
      } else {
        seen.add(built.job.sourceId);
        result.jobs.push(built.job);
      }
    } catch (error) {
      // A record shaped in a way no rule foresaw: report it, keep going.
      result.skipped.push({ reason: `unreadable record: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return result;
}
