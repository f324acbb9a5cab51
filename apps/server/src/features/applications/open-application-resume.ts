import fs from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import { applications } from '../../db/schema/applications.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { OpenedFile } from '../../lib/send-stored-file.ts';
import { verifyResumeLink } from './resume-links.ts';

/**
 * The resume behind a signed link (employers' application APIs fetch it). A bad or expired signature is a 403; a
 * withdrawn application, or a resume since replaced, is a 404.
 */
export async function openApplicationResume(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  applicationId: string,
  link: { exp: number; sig: string },
): Promise<OpenedFile> {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', messages.notFound);
  if (!verifyResumeLink(deps.config.jwtSecret, applicationId, link.exp, link.sig, deps.clock.now())) {
    throw new AppError('FORBIDDEN', messages.resumeLinkInvalid);
  }
  const [file] = await deps.db
    .select({
      storedName: uploadedFiles.storedName,
      mimeType: uploadedFiles.mimeType,
      originalName: uploadedFiles.originalName,
      sizeBytes: uploadedFiles.sizeBytes,
    })
    .from(applications)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId))
    .where(and(eq(applications.id, applicationId), isNull(applications.withdrawnAt)));
  if (!file) throw new AppError('NOT_FOUND', messages.notFound);
  const fullPath = path.join(deps.config.uploadDir, file.storedName);
  if (!fs.existsSync(fullPath)) throw new AppError('NOT_FOUND', messages.notFound);
  return {
    stream: fs.createReadStream(fullPath),
    mimeType: file.mimeType,
    originalName: file.originalName,
    sizeBytes: file.sizeBytes,
  };
}
