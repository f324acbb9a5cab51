import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { findOwnFile } from '../../domain/ownership.ts';
import { AppError } from '../../lib/errors.ts';
import type { OpenedFile } from '../../lib/send-stored-file.ts';

/**
 * Opens an upload for its owner. Anyone else gets the same 404 as for a missing file, so ids
 * cannot be probed. (Employers will see applicants' resumes through the applications feature.)
 */
export async function openOwnFile(db: Db, uploadDir: string, fileId: string, userId: string): Promise<OpenedFile> {
  const file = await findOwnFile(db, userId, fileId);
  const fullPath = path.join(uploadDir, file.storedName);
  if (!fs.existsSync(fullPath)) throw new AppError('NOT_FOUND', messages.notFound);
  return {
    stream: fs.createReadStream(fullPath),
    mimeType: file.mimeType,
    originalName: file.originalName,
    sizeBytes: file.sizeBytes,
  };
}
