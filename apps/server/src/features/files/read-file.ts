import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { uploadedFiles } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

export interface OpenedFile {
  stream: fs.ReadStream;
  mimeType: string;
  originalName: string;
  sizeBytes: number;
}

/**
 * Opens an upload for its owner. Anyone else gets the same 404 as for a missing file, so ids
 * cannot be probed. (Employers will see applicants' resumes through the applications feature.)
 */
export async function openOwnFile(db: Db, uploadDir: string, fileId: string, userId: string): Promise<OpenedFile> {
  const [file] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerUserId, userId)));
  if (!file) throw new AppError('NOT_FOUND', messages.notFound);
  const fullPath = path.join(uploadDir, file.storedName);
  if (!fs.existsSync(fullPath)) throw new AppError('NOT_FOUND', messages.notFound);
  return {
    stream: fs.createReadStream(fullPath),
    mimeType: file.mimeType,
    originalName: file.originalName,
    sizeBytes: file.sizeBytes,
  };
}
