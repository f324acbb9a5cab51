import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../db/client.ts';
import { applications } from '../db/schema/applications.ts';
import { uploadedFiles } from '../db/schema/files.ts';
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
    .where(and(eq(applications.id, applicationId), eq(applications.seekerId, seekerId), isNull(applications.withdrawnAt)));
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
