import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import { teamMessages } from '@orbit/shared/team-contracts';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema/applications.ts';
import { uploadedFiles } from '../db/schema/files.ts';
import { jobs } from '../db/schema/jobs.ts';
import { AppError } from '../lib/errors.ts';
import { isUuid } from '../lib/ids.ts';
import { loadMember, memberMay, visibleJobIds, type Member, type TeamAction } from '../lib/auth/team-policy.ts';

/**
 * "Is this mine?" — one function per kind of resource. Someone else's resource, a missing one and a malformed id all
 * answer the same 404, so ids cannot be probed. Who the caller is (signed in, seeker or employer) is decided before,
 * by the access policy (lib/auth/access-policy.ts). A company's resources are its team's: each look-up reads the
 * caller's membership now and asks the team policy (lib/auth/team-policy.ts) about the job — a job a hiring manager
 * is not assigned is a 404 like another company's, an action their role does not allow a 403.
 */

type Reader = Pick<Db, 'select'>;

/** The seeker's own live (not withdrawn) application, or a 404. */
export async function findOwnApplication(db: Reader, seekerId: string, applicationId: string) {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', messages.applicationNotFound);
  const [application] = await db
    .select({ id: applications.id, status: applications.status, jobId: applications.jobId })
    .from(applications)
    .where(
      and(eq(applications.id, applicationId), eq(applications.seekerId, seekerId), isNull(applications.withdrawnAt)),
    );
  if (!application) throw new AppError('NOT_FOUND', messages.applicationNotFound);
  return application;
}

/** An upload of the user's own (resume, picture), or a 404. */
export async function findOwnFile(db: Reader, userId: string, fileId: string) {
  if (!isUuid(fileId)) throw new AppError('NOT_FOUND', messages.notFound);
  const [file] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerUserId, userId)));
  if (!file) throw new AppError('NOT_FOUND', messages.notFound);
  return file;
}

/** The employer's company, or a 404 for an employer account without one (nothing of a company's can be theirs). */
export async function employerCompanyId(db: Reader, employerId: string): Promise<string> {
  const member = await loadMember(db, employerId);
  if (!member) throw new AppError('NOT_FOUND', messages.jobNotFound);
  return member.companyId;
}

/** The employer's company, or null for an employer account without one yet (their lists are simply empty). */
export async function employerCompanyIdOrNull(db: Reader, employerId: string): Promise<string | null> {
  return (await loadMember(db, employerId))?.companyId ?? null;
}

/**
 * What an employer's lists cover: their company, and the jobs they may see (null = all of the company's; a hiring
 * manager's assigned ones otherwise). Null for an employer of no company.
 */
export async function employerScope(
  db: Reader,
  employerId: string,
): Promise<{ companyId: string; jobIds: string[] | null; member: Member } | null> {
  const member = await loadMember(db, employerId);
  return member ? { companyId: member.companyId, jobIds: visibleJobIds(member), member } : null;
}

/**
 * A job posted on Orbit Jobs by the employer's company (any of its accounts), or a 404 — also for a job of another
 * company or an imported one, so one employer cannot learn of another's posts. Removed jobs are gone for everyone.
 */
export async function findCompanyJob(db: Reader, employerId: string, jobId: string, action: TeamAction = 'view-job') {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', messages.jobNotFound);
  const member = await loadMember(db, employerId);
  if (!member) throw new AppError('NOT_FOUND', messages.jobNotFound);
  const companyId = member.companyId;
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), isNotNull(jobs.postedBy), ne(jobs.status, 'removed')),
    );
  if (!job || !memberMay(member, 'view-job', job)) throw new AppError('NOT_FOUND', messages.jobNotFound);
  if (!memberMay(member, action, job)) throw new AppError('FORBIDDEN', teamMessages.forbidden);
  return { job, companyId, member };
}

/** An application to one of the employer's company's jobs, or a 404 (withdrawn ones included: the pipeline shows them). */
export async function findCompanyApplication(
  db: Reader,
  employerId: string,
  applicationId: string,
  action: TeamAction = 'view-job',
) {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', messages.applicationNotFound);
  const member = await loadMember(db, employerId);
  if (!member) throw new AppError('NOT_FOUND', messages.applicationNotFound);
  const companyId = member.companyId;
  const [row] = await db
    .select({ application: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId), isNotNull(jobs.postedBy)));
  if (!row || !memberMay(member, 'view-job', row.job)) throw new AppError('NOT_FOUND', messages.applicationNotFound);
  if (!memberMay(member, action, row.job)) throw new AppError('FORBIDDEN', teamMessages.forbidden);
  return { ...row, member };
}
