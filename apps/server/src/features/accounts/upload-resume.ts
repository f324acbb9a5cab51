import { eq } from 'drizzle-orm';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { checkResumeFile, storeResume } from '../../domain/resumes/resume-files.ts';
import { removeReplacedFiles, type MultipartForm } from '../../lib/uploads.ts';
import { loadUser } from './present-user.ts';

/**
 * `POST /api/users/resume` (/upload-resume): replaces the seeker's resume. The file is checked (PDF/DOC/DOCX by
 * extension and signature; the size was capped while reading the form) before anything is written, and its reading
 * is queued in the same transaction, so the answer already shows it as pending.
 */
export async function uploadResume(deps: AppDeps, userId: string, form: MultipartForm): Promise<User> {
  const [before] = await deps.db
    .select({ userType: users.userType, resumeFileId: users.resumeFileId })
    .from(users)
    .where(eq(users.id, userId));
  if (!before) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  if (before.userType !== 'candidate') throw new AppError('FORBIDDEN', messages.resumeCandidatesOnly);
  const resume = checkResumeFile(form.files.resume, messages.noFileSelected);

  const uploadDir = deps.config.uploadDir;
  await deps.db.transaction(async (tx) => {
    const resumeFileId = await storeResume(tx, { boss: deps.boss, uploadDir }, userId, resume);
    await tx.update(users).set({ resumeFileId, updatedAt: deps.clock.now() }).where(eq(users.id, userId));
  });
  if (before.resumeFileId) await removeReplacedFiles({ db: deps.db, uploadDir }, [before.resumeFileId]);
  return loadUser(deps, userId);
}
