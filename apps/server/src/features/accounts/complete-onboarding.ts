import { eq } from 'drizzle-orm';
import { onboardingFieldsSchema, type User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { assertCleanInput } from '../../lib/http/input-guard.ts';
import { extensionOf, imageKindMatches, mimeTypes, sniffImage } from '../../lib/file-signature.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { checkResumeFile, storeResume } from '../../domain/resumes/resume-files.ts';
import { removeReplacedFiles, storeFile, type MultipartForm } from '../../lib/uploads.ts';
import { loadUser } from './present-user.ts';

const validationError = (msg: string, path: string) => new AppError('VALIDATION', msg, { errors: [{ msg, path }] });

/**
 * Saves the onboarding wizard: profile fields, the resume (required; PDF/DOC/DOCX by extension
 * and signature) and an optional picture (JPEG/PNG/WebP). Files are checked before anything is
 * written, so a refused upload changes nothing.
 */
export async function completeOnboarding(deps: AppDeps, userId: string, form: MultipartForm): Promise<User> {
  const parsed = onboardingFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({ msg: issue.message, path: issue.path.join('.') }));
    throw new AppError('VALIDATION', errors[0]?.msg ?? messages.profileUpdateFailed, { errors });
  }
  // The lists arrive as JSON text inside a form field: an escape there ("\u0000", "\ud800") passed the field's own
  // check as plain characters and only now is what PostgreSQL would refuse.
  assertCleanInput(parsed.data, 'text', 'body');
  const resume = checkResumeFile(form.files.resume, messages.resumeRequired);

  const picture = form.files.profilePicture;
  const pictureKind = picture ? sniffImage(picture.bytes) : undefined;
  if (picture && !imageKindMatches(picture.fileName, pictureKind)) {
    throw validationError(messages.pictureTypeInvalid, 'profilePicture');
  }

  const [before] = await deps.db
    .select({ userType: users.userType, resumeFileId: users.resumeFileId, pictureId: users.profilePictureFileId })
    .from(users)
    .where(eq(users.id, userId));
  if (!before) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  if (before.userType !== 'candidate') throw new AppError('FORBIDDEN', messages.onboardingCandidatesOnly);

  const uploadDir = deps.config.uploadDir;
  const replaced: string[] = [];
  await deps.db.transaction(async (tx) => {
    const resumeFileId = await storeResume(tx, { boss: deps.boss, uploadDir }, userId, resume);
    if (before.resumeFileId) replaced.push(before.resumeFileId);
    let profilePictureFileId = before.pictureId;
    if (picture && pictureKind) {
      profilePictureFileId = await storeFile(tx, uploadDir, {
        ownerUserId: userId,
        kind: 'profile_picture',
        originalName: picture.fileName,
        mimeType: mimeTypes[pictureKind],
        extension: extensionOf(picture.fileName) === 'jpg' ? 'jpg' : pictureKind,
        bytes: picture.bytes,
      });
      if (before.pictureId) replaced.push(before.pictureId);
    }
    await tx
      .update(users)
      .set({
        ...parsed.data,
        resumeFileId,
        profilePictureFileId,
        onboardingComplete: true,
        updatedAt: deps.clock.now(),
      })
      .where(eq(users.id, userId));
  });
  await removeReplacedFiles({ db: deps.db, uploadDir }, replaced);
  return loadUser(deps, userId);
}
