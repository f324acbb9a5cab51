import { getTableColumns } from 'drizzle-orm';
import type { Job } from '@orbit/shared/job-contracts';
import { sourceLabel } from '@orbit/shared/job-sources';
import { jobs } from '../../db/schema/jobs.ts';
import { jobSalary } from './job-salary.ts';
import { isLiveJobRow } from './live-jobs.ts';

/** Every column a presented job needs: not the search vector, digest, dedupe key or the list filters' keys. */
const {
  searchVector: _vector,
  contentHash: _hash,
  dedupeKey: _key,
  lastSeenAt: _seen,
  employmentTypeKey: _typeKey,
  worldRegions: _regions,
  listFacets: _facets,
  ...presentedColumns
} = getTableColumns(jobs);
export const jobColumns = presentedColumns;

export type JobRow = Omit<
  typeof jobs.$inferSelect,
  'searchVector' | 'contentHash' | 'dedupeKey' | 'lastSeenAt' | 'employmentTypeKey' | 'worldRegions' | 'listFacets'
>;

/** The job as the API shows it; a live row past its 30 days reads as expired. */
export function presentJob(row: JobRow, now: Date): Job {
  const status = row.status === 'live' && !isLiveJobRow(row, now) ? 'expired' : row.status;
  return {
    _id: row.id,
    title: row.title,
    company: row.company,
    companyId: row.companyId,
    logo: row.logo,
    location: row.location,
    regions: row.regions,
    remote: row.remote,
    employmentType: row.employmentType,
    experienceLevel: row.experienceLevel,
    salary: jobSalary(row),
    createdAt: row.createdAt.toISOString(),
    postedAt: row.postedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status,
    category: row.category,
    description: row.description,
    responsibilities: row.responsibilities,
    requirements: row.requirements,
    benefits: row.benefits,
    skills: row.skills,
    tags: row.tags,
    postedBy: row.postedBy,
    source: row.source,
    sourceLabel: sourceLabel(row.source),
    sourceUrl: row.sourceUrl,
    alsoListedOn: row.extraSourceLinks.map((link) => ({
      source: link.source,
      label: sourceLabel(link.source),
      url: link.url,
    })),
    applicationMethod: { type: row.applicationMethodType, value: row.applicationMethodValue },
    eligibility: row.eligibility,
    timezoneOverlap: row.timezoneOverlap,
    applicationDeadline: row.applicationDeadline?.toISOString() ?? null,
    closedReason: row.closedReason,
  };
}
