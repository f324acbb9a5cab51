import type { EmployerJobDetail, PostingResponse } from '@orbit/shared/posting-contracts';
import type { jobs } from '../../db/schema/jobs.ts';
import { presentJob } from '../../domain/jobs/present-job.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { postingCounts } from './list-employer-jobs.ts';
import { postingStatusOf } from '../../domain/jobs/posting-status.ts';
import { canRenew, presentPosting } from './present-posting.ts';

type JobRow = typeof jobs.$inferSelect;

/**
 * The job as the employer edits it: the Markdown they wrote rather than its rendering (the edit form starts from it),
 * and its state.
 */
function asWritten(row: JobRow, now: Date) {
  return { ...presentJob(row, now), ...(row.postingSource ?? {}) };
}

/** `POST /api/jobs`, `PUT /api/jobs/:id`: the job as shown, with its state. */
export async function presentPostingResponse(deps: Pick<AppDeps, 'clock'>, row: JobRow): Promise<PostingResponse> {
  const now = deps.clock.now();
  return {
    ...presentJob(row, now),
    postingStatus: postingStatusOf(row, now),
    findings: row.screeningFindings,
    canRenew: canRenew(row, now),
  };
}

/** `GET /api/employer/jobs/:id`: one post of the company, whatever its state. */
export async function employerJobDetail(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  employerId: string,
  jobId: string,
): Promise<EmployerJobDetail> {
  const { job } = await findCompanyJob(deps.db, employerId, jobId);
  const counts = await postingCounts(deps.db, [job.id]);
  const now = deps.clock.now();
  return {
    job: asWritten(job, now),
    posting: presentPosting(
      job,
      { applicants: counts.applicants.get(job.id) ?? 0, views: counts.views.get(job.id) ?? 0 },
      now,
    ),
  };
}
