import type { Application } from '@orbit/shared/application-contracts';
import { companySiteUrl } from '@orbit/shared/company-site';
import { type applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationJob = Pick<
  typeof jobs.$inferSelect,
  | 'id'
  | 'title'
  | 'company'
  | 'location'
  | 'postedBy'
  | 'source'
  | 'sourceUrl'
  | 'applicationMethodType'
  | 'applicationMethodValue'
>;

/**
 * The columns of the job an application shows (spec: job _id, title, company, location), and those its
 * "Apply on the company site" link is worked out from.
 */
export const applicationJobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  postedBy: jobs.postedBy,
  source: jobs.source,
  sourceUrl: jobs.sourceUrl,
  applicationMethodType: jobs.applicationMethodType,
  applicationMethodValue: jobs.applicationMethodValue,
};

/** The application as the API shows it: listed fields only (not the resume file id, seeker id or withdrawal). */
export function presentApplication(row: ApplicationRow, job: ApplicationJob): Application {
  return {
    _id: row.id,
    job: {
      _id: job.id,
      title: job.title,
      company: job.company,
      location: job.location,
      companySiteUrl: companySiteUrl(job),
    },
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    notes: row.notes,
    coverLetter: row.coverLetter,
    feedback: row.feedback,
    matchScore: row.matchScore,
    autopilotGenerated: row.autopilotGenerated,
    isExternal: row.isExternal,
    externalSubmissionDetails: row.externalSubmission ?? null,
    failureReason: row.failureReason,
    firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
    followedUpAt: row.followedUpAt?.toISOString() ?? null,
  };
}
