import { eq, sql } from 'drizzle-orm';
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
import { companyMembers } from '../../db/schema/team.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { loadMember, memberMay } from '../../lib/auth/team-policy.ts';
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
 * A hiring manager's post is a Draft, assigned to them, until a recruiter or above saves it (editJob publishes it).
 */
export async function postJob(
  deps: Pick<AppDeps, 'db' | 'clock'> & { boss?: TaskSender },
  employerId: string,
  posting: JobPosting,
): Promise<JobRow> {
  const poster = await loadPoster(deps.db, employerId);
  const member = await loadMember(deps.db, employerId);
  const draft = member !== null && !memberMay(member, 'publish-job');
  const findings = screenPosting({ posting, verifiedEmployer: poster.verified });
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(jobs)
      .values({
        ...postingColumns(posting, poster.company),
        postedBy: employerId,
        postedAt: now,
        expiresAt: closingTime(new Date(now.getTime() + postingLifetimeDays * dayMs), posting.applicationDeadline, now),
        status: draft ? 'draft' : findings.length === 0 ? 'live' : 'pending',
        screeningFindings: findings,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('job insert returned no row');
    // The drafting hiring manager keeps seeing their draft, and later its applicants.
    if (draft)
      await tx
        .update(companyMembers)
        .set({ jobIds: sql`array_append(${companyMembers.jobIds}, ${inserted.id}::uuid)` })
        .where(eq(companyMembers.userId, employerId));
    if (member)
      await recordAudit(tx, {
        companyId: member.companyId,
        actorId: employerId,
        action: draft ? 'job.drafted' : 'job.posted',
        at: now,
        jobId: inserted.id,
        detail: inserted.title,
      });
    return inserted;
  });
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
 * answer's state and findings, as when posting. Closed posts are not edited: post a new job. A hiring manager edits
 * only their drafts, which stay drafts; a recruiter or above saving a draft publishes it, open 30 days from then.
 */
export async function editJob(
  deps: Pick<AppDeps, 'db' | 'clock'> & { boss?: TaskSender },
  employerId: string,
  jobId: string,
  posting: JobPosting,
): Promise<JobRow> {
  const member = await loadMember(deps.db, employerId);
  const publisher = member === null || memberMay(member, 'publish-job');
  const { job, companyId } = await findCompanyJob(deps.db, employerId, jobId, publisher ? 'publish-job' : 'draft-job');
  const now = deps.clock.now();
  const wasDraft = job.status === 'draft';
  if (!wasDraft && (job.status === 'closed' || job.status === 'expired' || job.expiresAt.getTime() <= now.getTime())) {
    throw new AppError('CONFLICT', postingMessages.jobClosed);
  }
  const poster = await loadPoster(deps.db, employerId);
  // The end without a deadline: 30 days from posting (a draft's: from publishing), or later once renewed.
  const postedAt = wasDraft ? now : job.postedAt;
  const naturalEnd = wasDraft
    ? new Date(now.getTime() + postingLifetimeDays * dayMs)
    : new Date(Math.max(job.expiresAt.getTime(), job.postedAt.getTime() + postingLifetimeDays * dayMs));
  const expiresAt = closingTime(naturalEnd, posting.applicationDeadline, now);
  // Stored whatever the outcome: a post that stays live keeps only findings a moderator accepted, and one sent back
  // shows the moderator everything, the new findings with the ones accepted before.
  const findings = screenPosting({ posting, verifiedEmployer: poster.verified });
  const status = wasDraft && !publisher ? 'draft' : statusAfterEdit(job, posting, findings);
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(jobs)
      .set({
        ...postingColumns(posting, poster.company),
        status,
        screeningFindings: findings,
        postedAt,
        expiresAt,
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', postingMessages.jobClosed);
    const published = wasDraft && status !== 'draft';
    await recordAudit(tx, {
      companyId,
      actorId: employerId,
      action: published ? 'job.published' : 'job.edited',
      at: now,
      jobId: job.id,
      detail: updated.title,
    });
    return updated;
  });
  const wentLive = row.status === 'live' && (job.status === 'pending' || wasDraft);
  if (wentLive && deps.boss) await queueAutopilotRound(deps.boss, now);
  if (wentLive && deps.boss) await queueAlertMatching(deps.boss);
  return row;
}
