import { eq } from 'drizzle-orm';
import { queueAlertMatching } from '../../domain/alerts/alert-matching.ts';
import { queueAutopilotRound } from '../../domain/autopilot/autopilot-round.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import {
  isDeadlineTooFar,
  postingLifetimeDays,
  postingMessages,
  type JobPosting,
} from '@orbit/shared/posting-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isVerifiedEmployer } from '../../domain/companies/company-trust.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { needsScreeningAgain, postingColumns } from './posting-columns.ts';
import { screenPosting } from './screen-posting.ts';

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

/** The employer and their company, as posting needs them. */
async function loadPoster(db: Pick<Db, 'select'>, employerId: string) {
  const [row] = await db
    .select({ email: users.email, isEmailVerified: users.isEmailVerified, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, employerId));
  if (!row?.company) throw new AppError('CONFLICT', postingMessages.noCompany);
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
 * Edits a post of the employer's company. An Active post stays live, unless the title, salary or who may apply
 * changed and screening now finds something: then it goes back to review. A Pending post is screened again (a fixed
 * post by a verified employer goes live). Closed posts are not edited: post a new job.
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
  const screenAgain = job.status === 'pending' || needsScreeningAgain(job, posting);
  const findings = screenAgain ? screenPosting({ posting, verifiedEmployer: poster.verified }) : job.screeningFindings;
  // Not screened again: it keeps its state (a post a moderator approved despite findings stays live).
  const status = screenAgain ? (findings.length === 0 ? 'live' : 'pending') : job.status;
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
