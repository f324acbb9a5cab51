import { nativeJobSource } from '@orbit/shared/job-contracts';
import { countryByCode } from '@orbit/shared/matching/places';
import type { Eligibility, JobPosting } from '@orbit/shared/posting-contracts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { dedupeKey } from '../../domain/jobs/job-keys.ts';
import { markdownToJobHtml } from '../../lib/html/markdown.ts';

/**
 * Who may apply, in words, for the `regions` column that the location filter (world_regions), the match score's
 * region signal and the JobPosting data read: 'Worldwide', or the countries and regions named ('Nigeria, Kenya, Europe').
 */
export function eligibilityText(eligibility: Eligibility): string {
  if (eligibility.worldwide) return 'Worldwide';
  const countries = eligibility.countries.map((code) => countryByCode.get(code)?.name ?? code);
  return [...countries, ...eligibility.regions].join(', ');
}

/** The jobs-table columns a post sets (on create and on every edit). */
export function postingColumns(posting: JobPosting, company: { id: string; name: string; logo: string }) {
  return {
    title: posting.title,
    company: company.name,
    companyKey: normalizeCompanyName(company.name),
    companyId: company.id,
    logo: company.logo,
    location: posting.location,
    regions: eligibilityText(posting.eligibility),
    remote: true,
    employmentType: posting.employmentType,
    experienceLevel: posting.experienceLevel,
    salaryMin: posting.salaryMin,
    salaryMax: posting.salaryMax,
    salaryCurrency: posting.salaryCurrency,
    salaryPeriod: posting.salaryPeriod,
    salaryText: null,
    category: posting.category,
    description: markdownToJobHtml(posting.description),
    responsibilities: markdownToJobHtml(posting.responsibilities),
    requirements: markdownToJobHtml(posting.requirements),
    benefits: markdownToJobHtml(posting.benefits),
    skills: posting.skills,
    tags: posting.skills.slice(0, 6),
    eligibility: posting.eligibility,
    timezoneOverlap: posting.timezoneOverlap ?? null,
    applicationDeadline: posting.applicationDeadline ? new Date(posting.applicationDeadline) : null,
    acceptsAutopilot: posting.acceptsAutopilot,
    postingSource: {
      description: posting.description,
      responsibilities: posting.responsibilities,
      requirements: posting.requirements,
      benefits: posting.benefits,
    },
    source: nativeJobSource,
    applicationMethodType: 'unknown' as const,
    applicationMethodValue: '',
    dedupeKey: dedupeKey(company.name, posting.title),
  };
}

/**
 * Who may apply, in one form whatever order the form sent or jsonb stored it in (PostgreSQL reorders an object's keys):
 * open worldwide ignores the lists, and countries and regions are sets.
 */
export function canonicalEligibility(eligibility: Eligibility | null): string {
  if (!eligibility) return 'null';
  if (eligibility.worldwide) return JSON.stringify({ worldwide: true });
  const set = (values: readonly string[]) => [...new Set(values.map((value) => value.toUpperCase()))].sort();
  return JSON.stringify({ worldwide: false, countries: set(eligibility.countries), regions: set(eligibility.regions) });
}

/**
 * Whether an edit changes what a moderator looked at beyond the text: which job it is (title), its pay, or who may
 * apply. A moderator's acceptance of a post's findings covers the post as they saw it.
 */
export function changesWhatWasReviewed(
  before: {
    title: string;
    salaryMin: number | null;
    salaryMax: number | null;
    salaryCurrency: string | null;
    salaryPeriod: string | null;
    eligibility: Eligibility | null;
  },
  after: JobPosting,
): boolean {
  return (
    before.title !== after.title ||
    before.salaryMin !== after.salaryMin ||
    before.salaryMax !== after.salaryMax ||
    before.salaryCurrency !== after.salaryCurrency ||
    before.salaryPeriod !== after.salaryPeriod ||
    canonicalEligibility(before.eligibility) !== canonicalEligibility(after.eligibility)
  );
}
