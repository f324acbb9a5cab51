import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import { applications } from '../db/schema/applications.ts';
import { uploadedFiles } from '../db/schema/files.ts';
import { jobs } from '../db/schema/jobs.ts';
import { AppError } from '../lib/errors.ts';
import { isUuid } from '../lib/ids.ts';

/**
 * "Is this mine?" — one function per kind of resource. Someone else's resource, a missing one and a malformed id all
 * answer the same 404, so ids cannot be probed. Who the caller is (signed in, seeker or employer) is decided before,
 * by the access policy (lib/auth/access-policy.ts).
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
  const [employer] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, employerId));
  if (!employer?.companyId) throw new AppError('NOT_FOUND', messages.jobNotFound);
  return employer.companyId;
}

/** The employer's company, or null for an employer account without one yet (their lists are simply empty). */
export async function employerCompanyIdOrNull(db: Reader, employerId: string): Promise<string | null> {
  const [employer] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, employerId));
  return employer?.companyId ?? null;
}

/**
 * A job posted on Orbit Jobs by the employer's company (any of its accounts), or a 404 — also for a job of another
 * company or an imported one, so one employer cannot learn of another's posts. Removed jobs are gone for everyone.
 */
export async function findCompanyJob(db: Reader, employerId: string, jobId: string) {
  if (!isUuid(jobId)) throw new AppError('NOT_FOUND', messages.jobNotFound);
  const companyId = await employerCompanyId(db, employerId);
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), isNotNull(jobs.postedBy), ne(jobs.status, 'removed')),
    );
  if (!job) throw new AppError('NOT_FOUND', messages.jobNotFound);
  return { job, companyId };
}

/** An application to one of the employer's company's jobs, or a 404 (withdrawn ones included: the pipeline shows them). */
export async function findCompanyApplication(db: Reader, employerId: string, applicationId: string) {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', messages.applicationNotFound);
  const companyId = await employerCompanyId(db, employerId).catch(() => {
    throw new AppError('NOT_FOUND', messages.applicationNotFound);
  });
  const [row] = await db
    .select({ application: applications, job: jobs })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId), isNotNull(jobs.postedBy)));
  if (!row) throw new AppError('NOT_FOUND', messages.applicationNotFound);
  return row;
}
