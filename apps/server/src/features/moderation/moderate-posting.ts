import { and, asc, eq } from 'drizzle-orm';
import { queueAlertMatching } from '../../domain/alerts/alert-matching.ts';
import { queueAutopilotRound } from '../../domain/autopilot/autopilot-round.ts';
import { postingMessages } from '@orbit/shared/posting-contracts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isVerifiedEmployer } from '../../domain/companies/company-trust.ts';
import { presentJob } from '../../domain/jobs/present-job.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { postingApprovedEmail, postingRejectedEmail } from '../job-posting/posting-emails.ts';
import { presentPosting } from '../job-posting/present-posting.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** `GET /api/moderation/jobs`: posts awaiting review, oldest first, with what screening found and who posted them. */
export async function listPendingPostings(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const rows = await deps.db
    .select({
      job: jobs,
      employer: { name: users.name, email: users.email, isEmailVerified: users.isEmailVerified },
      company: companies,
    })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.postedBy))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.status, 'pending'))
    .orderBy(asc(jobs.updatedAt));
  const now = deps.clock.now();
  return rows.map(({ job, employer, company }) => ({
    job: presentJob(job, now),
    posting: presentPosting(job, { applicants: 0, views: 0 }, now),
    employer: {
      name: employer?.name ?? '',
      email: employer?.email ?? '',
      companyName: company?.name ?? job.company,
      verified:
        employer && company ? isVerifiedEmployer(employer.email, employer.isEmailVerified, company.website) : false,
    },
    submittedAt: job.updatedAt.toISOString(),
  }));
}

/**
 * Approves (the post goes live: its 30 days start now, as nobody could apply while it waited) or rejects (it closes,
 * with the reason the employer sees). The employer is e-mailed either way, in the same transaction. A post already
 * decided (by another moderator, or edited back) is a 409.
 */
export async function moderatePosting(
  deps: Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>,
  moderatorId: string,
  jobId: string,
  decision: { decision: 'approve' | 'reject'; reason: string },
): Promise<void> {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', postingMessages.notPending);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const approved = decision.decision === 'approve';
    const [job] = await tx
      .update(jobs)
      .set(
        approved
          ? {
              status: 'live',
              postedAt: now,
              expiresAt: new Date(now.getTime() + 30 * dayMs),
              reviewedAt: now,
              reviewedBy: moderatorId,
              updatedAt: now,
            }
          : {
              status: 'closed',
              closedReason: 'rejected',
              closedMessage: decision.reason,
              closedAt: now,
              reviewedAt: now,
              reviewedBy: moderatorId,
              updatedAt: now,
            },
      )
      .where(and(eq(jobs.id, jobId), eq(jobs.status, 'pending')))
      .returning({ id: jobs.id, title: jobs.title, postedBy: jobs.postedBy });
    if (!job) throw new AppError('CONFLICT', postingMessages.notPending);
    if (approved) await queueAutopilotRound(deps.boss, now, tx);
    if (approved) await queueAlertMatching(deps.boss, tx);
    if (!job.postedBy) return;
    const [employer] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, job.postedBy));
    if (!employer) return;
    const email = {
      to: employer.email,
      name: employer.name,
      jobTitle: job.title,
      url: `${deps.config.publicUrl}/dashboard`,
    };
    await enqueueEmail(
      tx,
      deps.boss,
      approved ? postingApprovedEmail(email) : postingRejectedEmail({ ...email, reason: decision.reason }),
    );
  });
}
