import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { z } from 'zod';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { AppError } from '../../lib/errors.ts';
import { documentKindMatches, mimeTypes, sniffDocument, type DocumentKind } from '../../lib/file-signature.ts';
import { storeFile, type ReceivedFile } from '../../lib/uploads.ts';

/**
 * Resumes arrive two ways (the onboarding wizard and /upload-resume); both check and store them here, so every
 * stored resume is a real PDF/DOC/DOCX and is queued to be read, whichever way it came.
 */

export const analyseResumeQueue = 'resume-analyse';
export const analyseResumePayload = z.object({ fileId: z.uuid() });
export type AnalyseResumePayload = z.infer<typeof analyseResumePayload>;

const validationError = (msg: string, path: string) => new AppError('VALIDATION', msg, { errors: [{ msg, path }] });

export interface CheckedResume {
  file: ReceivedFile;
  kind: DocumentKind;
}

/** An uploaded resume with its document kind, told by its extension and its first bytes; else the spec's message. */
export function checkResumeFile(file: ReceivedFile | undefined, missingMessage: string): CheckedResume {
  if (!file) throw validationError(missingMessage, 'resume');
  const kind = sniffDocument(file.bytes);
  if (!documentKindMatches(file.fileName, kind)) throw validationError(messages.resumeTypeInvalid, 'resume');
  return { file, kind };
}

/** Transaction handle: what Drizzle inserts with and pg-boss can send through. */
type Executor = Pick<Db, 'insert' | 'execute'>;

/**
 * Writes the resume, records it, and queues its reading in the caller's transaction: the reading job exists
 * exactly when the upload was committed. Returns the file id for `users.resume_file_id`.
 */
export async function storeResume(
  tx: Executor,
  deps: { boss: PgBoss; uploadDir: string },
  userId: string,
  { file, kind }: CheckedResume,
): Promise<string> {
  const fileId = await storeFile(tx, deps.uploadDir, {
    ownerUserId: userId,
    kind: 'resume',
    originalName: file.fileName,
    mimeType: mimeTypes[kind],
    extension: kind,
    bytes: file.bytes,
  });
  await enqueueResumeAnalysis(tx, deps.boss, { fileId, userId });
  return fileId;
}

/** A pending analysis row and its job; a file already queued is left as it is (safe to call twice). */
export async function enqueueResumeAnalysis(
  tx: Executor,
  boss: PgBoss,
  resume: { fileId: string; userId: string },
): Promise<void> {
  await tx.insert(resumeAnalyses).values({ fileId: resume.fileId, userId: resume.userId }).onConflictDoNothing();
  const payload: AnalyseResumePayload = { fileId: resume.fileId };
  await boss.send(analyseResumeQueue, payload, {
    singletonKey: resume.fileId,
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    db: fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql),
  });
}
