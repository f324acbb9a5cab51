import { z } from 'zod';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { AppError } from '../../lib/errors.ts';
import { documentKindMatches, mimeTypes, sniffDocument, type DocumentKind } from '../../lib/file-signature.ts';
import { defineTaskContract, type TaskSender } from '../../lib/tasks/define-task.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { storeFile, type ReceivedFile } from '../../lib/uploads.ts';

/**
 * Resumes arrive two ways (the onboarding wizard and /upload-resume); both check and store them here, so every
 * stored resume is a real PDF/DOC/DOCX and is queued to be read, whichever way it came.
 */

/**
 * Reading a resume, as senders see it: queued here with the upload, worked by features/resumes (analyseResumeTask).
 * One job per file at a time; a passing I/O fault is retried three times with backoff.
 */
export const analyseResumeContract = defineTaskContract({
  name: 'resume-analyse',
  payload: z.object({ fileId: z.uuid() }),
  options: {
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    singletonKey: (payload: { fileId: string }) => payload.fileId,
  },
});

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
  deps: { boss: TaskSender; uploadDir: string },
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
  boss: TaskSender,
  resume: { fileId: string; userId: string },
): Promise<void> {
  await tx.insert(resumeAnalyses).values({ fileId: resume.fileId, userId: resume.userId }).onConflictDoNothing();
  await sendTask(boss, analyseResumeContract, { fileId: resume.fileId }, { tx });
}
