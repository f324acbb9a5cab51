import { and, asc, eq, inArray, like, ne } from 'drizzle-orm';
import { dataRightsMessages } from '@orbit/shared/data-rights-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { companyMembers } from '../../db/schema/team.ts';
import { closeJobApplications } from '../applications/close-job-applications.ts';
import type { StatusEmailSender } from '../applications/status-email.ts';
import type { DepartedJobs } from './data-rights-emails.ts';

type Tx = Pick<Db, 'select' | 'update' | 'delete' | 'execute'>;

/**
 * What happens to an employer's posts and company when their account is deleted, in the deletion's transaction.
 *
 * A company with other employer accounts goes on: the posts become the longest-standing colleague's (they are the
 * company's, and its colleagues already see and run them), and so does the company logo this account uploaded.
 * Otherwise nobody is left to hire: every open post (live, pending, expired) is closed as cancelled, each application
 * still waiting answered with a message saying why and its seeker e-mailed (closeJobApplications, as closing a job
 * does); the company row goes with its logo (imported jobs naming the company get a row again at their next import).
 */
export async function departEmployer(
  tx: Tx,
  deps: StatusEmailSender,
  user: { id: string; companyId: string | null },
): Promise<DepartedJobs> {
  const now = deps.clock.now();
  const [heir] = user.companyId
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, user.companyId), eq(users.userType, 'employer'), ne(users.id, user.id)))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(1)
    : [];
  if (heir && user.companyId) {
    const handed = await tx
      .update(jobs)
      .set({ postedBy: heir.id, updatedAt: now })
      .where(eq(jobs.postedBy, user.id))
      .returning({ id: jobs.id });
    const [company] = await tx
      .select({ logoFileId: companies.logoFileId })
      .from(companies)
      .where(eq(companies.id, user.companyId));
    if (company?.logoFileId) {
      await tx
        .update(uploadedFiles)
        .set({ ownerUserId: heir.id })
        .where(and(eq(uploadedFiles.id, company.logoFileId), eq(uploadedFiles.ownerUserId, user.id)));
    }
    // A team is never left without an owner: the colleague who takes the posts over becomes one if nobody else is.
    const [otherOwner] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.companyId, user.companyId),
          eq(companyMembers.role, 'owner'),
          ne(companyMembers.userId, user.id),
        ),
      )
      .limit(1);
    if (!otherOwner)
      await tx.update(companyMembers).set({ role: 'owner', jobIds: [] }).where(eq(companyMembers.userId, heir.id));
    return { closed: 0, handedOver: handed.length };
  }

  const open = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.postedBy, user.id), inArray(jobs.status, ['live', 'pending', 'expired'])));
  const close = { reason: 'cancelled', message: dataRightsMessages.jobClosedAccountDeleted } as const;
  for (const job of open) {
    await tx
      .update(jobs)
      .set({
        status: 'closed',
        closedReason: close.reason,
        closedMessage: close.message,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id));
    await closeJobApplications(tx, deps, job.id, close);
  }
  if (user.companyId) {
    // The uploaded logo is about to go: no job may keep pointing at it.
    await tx
      .update(jobs)
      .set({ logo: '', updatedAt: now })
      .where(and(eq(jobs.companyId, user.companyId), like(jobs.logo, `/api/companies/${user.companyId}/logo%`)));
    await tx.delete(companies).where(eq(companies.id, user.companyId));
  }
  return { closed: open.length, handedOver: 0 };
}
