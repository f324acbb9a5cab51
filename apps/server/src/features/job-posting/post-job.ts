import { eq } from 'drizzle-orm';
import { queueAlertMatching } from '../../domain/alerts/alert-matching.ts';
import { queueAutopilotRound } from '../../domain/autopilot/autopilot-round.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import {
  isDeadlineTooFar,
  postingLifetimeDays,
  postingMessages,
  type JobPosting,
  type ScreeningFinding,
} from '@orbit/shared/posting-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isVerifiedEmployer } from '../../domain/companies/company-trust.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { changesWhatWasReviewed, postingColumns } from './posting-columns.ts';
import { screenPosting, unacceptedFindings } from './screen-posting.ts';

const dayMs = 24 * 60 * 60 * 1000;

const deadlineError = (msg: string) =>
  new AppError('VALIDATION', msg, { errors: [{ msg, path: 'applicationDeadline' }] });

/**
 * When a post stops taking applications: its 30 days (or its renewed end), or the employer's deadline if sooner. The
 * listing ends with it, so nobody finds a job they can no longer apply to. The deadline runs from now to a year
 * ahead by the app's clock (a date in the year 10000 is a typo, and PostgreSQL refused it with a 500).
 */
function closingTime(naturalEnd: Date, deadline: string | null | undefined, now: Date): Date {
  if (!deadline) return naturalEnd;
  const at = new Date(deadline);
  if (at.getTime() <= now.getTime()) throw deadlineError(postingMessages.deadlinePast);
  if (isDeadlineTooFar(deadline, now.toISOString().slice(0, 10))) throw deadlineError(postingMessages.deadlineTooFar);
  return at.getTime() < naturalEnd.getTime() ? at : naturalEnd;
}

type JobRow = typeof jobs.$inferSelect;

export const suspendedCompanyMessage = 'Your company’s account is suspended, so it cannot post jobs. Please contact us';

/** The employer and their company, as posting needs them. */
async function loadPoster(db: Pick<Db, 'select'>, employerId: string) {
  const [row] = await db
    .select({ email: users.email, isEmailVerified: users.isEmailVerified, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, employerId));
  if (!row?.company) throw new AppError('CONFLICT', postingMessages.noCompany);
  // Suspended by a moderator: its posts were closed, and it may not put new ones in front of seekers.
  if (row.company.suspendedAt) throw new AppError('FORBIDDEN', suspendedCompanyMessage);
  return { company: row.company, verified: isVerifiedEmployer(row.email, row.isEmailVerified, row.company.website) };
}

/**
 * Posts a job for the employer's company. Screening runs first: a clean post by a verified employer is Active (public)
 * at once; anything else waits as Pending for a moderator, with what screening found. Open for 30 days from now.
 */
export async function postJob(
  deps: Pick<AppDeps, 'db' | 'clock'> & { boss?: TaskSender },
  employerId: string,
  posting: JobPosting,
): Promise<JobRow> {
  const poster = await loadPoster(deps.db, employerId);
  const findings = screenPosting({ posting, verifiedEmployer: poster.verified });
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(jobs)
    .values({
      ...postingColumns(posting, poster.company),
      postedBy: employerId,
      postedAt: now,
      expiresAt: closingTime(new Date(now.getTime() + postingLifetimeDays * dayMs), posting.applicationDeadline, now),
      status: findings.length === 0 ? 'live' : 'pending',
      screeningFindings: findings,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('job insert returned no row');
  // Live at once: Autopilot looks at it in its next round rather than an hour later.
  if (row.status === 'live' && deps.boss) await queueAutopilotRound(deps.boss, now);
  if (row.status === 'live' && deps.boss) await queueAlertMatching(deps.boss);
  return row;
}

/**
 * What an edit leaves a post as. Every edit's text is screened. A live post stays live unless screening finds
 * something a moderator has not accepted (its findings when it went live), or the title, pay or who may apply changed
 * while it is live only because a moderator accepted its findings. A Pending post goes live once screening finds
 * nothing (a fixed post by a verified employer); otherwise a moderator decides.
 */
function statusAfterEdit(job: JobRow, posting: JobPosting, findings: ScreeningFinding[]): 'live' | 'pending' {
  if (findings.length === 0) return 'live';
  if (job.status !== 'live') return 'pending';
  if (unacceptedFindings(findings, job.screeningFindings).length > 0) return 'pending';
  return changesWhatWasReviewed(job, posting) ? 'pending' : 'live';
}

/**
 * Edits a post of the employer's company, screened as `statusAfterEdit` says; the employer learns the outcome from the
 * answer's state and findings, as when posting. Closed posts are not edited: post a new job.
 */
export async function editJob(
  deps: Pick<AppDeps, 'db' | 'clock'> & { boss?: TaskSender },
  employerId: string,
  jobId: string,
  posting: JobPosting,
): Promise<JobRow> {
  const { job } = await findCompanyJob(deps.db, employerId, jobId);
  const now = deps.clock.now();
  if (job.status === 'closed' || job.status === 'expired' || job.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('CONFLICT', postingMessages.jobClosed);
  }
  const poster = await loadPoster(deps.db, employerId);
  // The end without a deadline: 30 days from posting, or later once renewed.
  const naturalEnd = new Date(Math.max(job.expiresAt.getTime(), job.postedAt.getTime() + postingLifetimeDays * dayMs));
  const expiresAt = closingTime(naturalEnd, posting.applicationDeadline, now);
  // Stored whatever the outcome: a post that stays live keeps only findings a moderator accepted, and one sent back
  // shows the moderator everything, the new findings with the ones accepted before.
  const findings = screenPosting({ posting, verifiedEmployer: poster.verified });
  const status = statusAfterEdit(job, posting, findings);
  const [row] = await deps.db
    .update(jobs)
    .set({
      ...postingColumns(posting, poster.company),
      status,
      screeningFindings: findings,
      expiresAt,
      updatedAt: now,
    })
    .where(eq(jobs.id, job.id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', postingMessages.jobClosed);
  if (row.status === 'live' && job.status === 'pending' && deps.boss) await queueAutopilotRound(deps.boss, now);
  if (row.status === 'live' && job.status === 'pending' && deps.boss) await queueAlertMatching(deps.boss);
  return row;
}
