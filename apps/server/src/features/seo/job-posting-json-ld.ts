import type { jobs } from '../../db/schema/jobs.ts';
import { applicantLocations } from './applicant-locations.ts';
import { salaryRange } from '../../domain/jobs/job-salary.ts';
import { escapeHtml } from '../../lib/html/escape-html.ts';

/**
 * schema.org JobPosting for Google's job search. Native jobs only: the feeds' terms do not let us hand their
 * postings to search engines as ours, so the caller never builds this for an imported job.
 */

type JobRow = typeof jobs.$inferSelect;

export type JobForPosting = Pick<
  JobRow,
  | 'title'
  | 'company'
  | 'logo'
  | 'location'
  | 'regions'
  | 'remote'
  | 'employmentType'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'postedAt'
  | 'expiresAt'
  | 'description'
  | 'responsibilities'
  | 'requirements'
  | 'benefits'
> & { companyWebsite: string | null; companyLogo: string | null };

/** Our employment types (and employers' own words) → schema.org's fixed values; anything else is left out. */
const employmentTypes: [RegExp, string][] = [
  [/full[\s-]?time|permanent/i, 'FULL_TIME'],
  [/part[\s-]?time/i, 'PART_TIME'],
  [/contract|freelance/i, 'CONTRACTOR'],
  [/temp/i, 'TEMPORARY'],
  [/intern/i, 'INTERN'],
  [/volunteer/i, 'VOLUNTEER'],
  [/per[\s-]?diem/i, 'PER_DIEM'],
];

export function schemaEmploymentType(employmentType: string): string | undefined {
  return employmentTypes.find(([pattern]) => pattern.test(employmentType))?.[1];
}

const salaryUnits = { year: 'YEAR', month: 'MONTH', week: 'WEEK', day: 'DAY', hour: 'HOUR' } as const;

function baseSalary(job: JobForPosting) {
  const range = salaryRange(job);
  if (!range || !(range.min > 0) || !(range.max >= range.min)) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: range.currency.toUpperCase(),
    value: {
      '@type': 'QuantitativeValue',
      minValue: range.min,
      maxValue: range.max,
      unitText: salaryUnits[range.period],
    },
  };
}

/** An absolute http(s) URL, 'https://' added when the scheme is missing (as the company page does); else undefined. */
export function absoluteHttpUrl(value: string | null | undefined, addScheme = false): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) return undefined;
  const candidate = addScheme && !/^[a-z][a-z\d+.-]*:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Stored texts are sanitised HTML or plain text; Google wants HTML, so plain text becomes escaped paragraphs. */
function asHtml(text: string): string {
  if (/<\/?(?:p|br|ul|ol|li|strong|b|em|i|a|h[1-6]|blockquote|code|pre|div|span)\b[^>]*>/i.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function fullDescription(job: JobForPosting): string {
  const sections: [string | null, string][] = [
    [null, job.description],
    ['Responsibilities', job.responsibilities],
    ['Requirements', job.requirements],
    ['Benefits', job.benefits],
  ];
  const html = sections
    .filter(([, text]) => text.trim() !== '')
    .map(([heading, text]) => `${heading ? `<h3>${heading}</h3>` : ''}${asHtml(text)}`)
    .join('');
  return html || `<p>${escapeHtml(`${job.title} at ${job.company}`)}</p>`;
}

export function jobPostingLd(job: JobForPosting, pageUrl: string): Record<string, unknown> {
  const employmentType = schemaEmploymentType(job.employmentType);
  const salary = baseSalary(job);
  const sameAs = absoluteHttpUrl(job.companyWebsite, true);
  const logo = absoluteHttpUrl(job.logo) ?? absoluteHttpUrl(job.companyLogo);
  const requirements = applicantLocations(job.regions);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: fullDescription(job),
    datePosted: job.postedAt.toISOString(),
    validThrough: job.expiresAt.toISOString(),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      ...(sameAs ? { sameAs } : {}),
      ...(logo ? { logo } : {}),
    },
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          ...(requirements.length > 0 ? { applicantLocationRequirements: requirements } : {}),
        }
      : job.location.trim()
        ? {
            jobLocation: {
              '@type': 'Place',
              address: { '@type': 'PostalAddress', addressLocality: job.location.trim() },
            },
          }
        : {}),
    ...(salary ? { baseSalary: salary } : {}),
    url: pageUrl,
  };
}
