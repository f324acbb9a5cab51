import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { resumeAnalyses, uploadedFiles } from '../../db/schema/files.ts';
import type { Clock } from '../../lib/clock.ts';
import { readDocumentText, type DocumentReaderLimits } from '../../lib/documents/read-document-text.ts';
import { sniffDocument } from '../../lib/file-signature.ts';
import { readResumeText } from './read-resume-text.ts';

export interface AnalyseResumeDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  uploadDir: string;
  /** Each file is read in a worker thread under these limits (RESUME_READ_TIMEOUT_MS, RESUME_READ_MEMORY_MB). */
  resumeReading: DocumentReaderLimits;
}

/**
 * Reads one uploaded resume: its text (PDF, DOCX or DOC), then skills, years of experience and the latest title.
 * Idempotent: only a pending analysis is worked on, and the result is written only while it is still pending, so a
 * retried or duplicated job changes nothing. A file that cannot be read is marked unreadable with the reason — the
 * resume itself is kept; so is one too large to read (a zip bomb, or more than the reader's memory). A file removed meanwhile (replaced by a newer resume) leaves nothing to do.
 */
export async function analyseResume(deps: AnalyseResumeDeps, fileId: string): Promise<void> {
  const [row] = await deps.db
    .select({ status: resumeAnalyses.status, storedName: uploadedFiles.storedName })
    .from(resumeAnalyses)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, resumeAnalyses.fileId))
    .where(eq(resumeAnalyses.fileId, fileId));
  if (!row || row.status !== 'pending') return;

  let bytes: Buffer;
  try {
    bytes = await fs.readFile(path.join(deps.uploadDir, row.storedName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      deps.log.warn({ fileId }, 'resume file is missing on disk; marked unreadable');
      await finish(deps, fileId, { status: 'unreadable', failure: 'corrupt' });
      return;
    }
    throw error; // a passing I/O fault: the queue retries
  }
  const kind = sniffDocument(bytes);
  const extracted = kind
    ? await readDocumentText(bytes, kind, deps.resumeReading)
    : ({ ok: false, reason: 'corrupt', detail: 'unknown signature' } as const);
  if (!extracted.ok) {
    deps.log.info({ fileId, reason: extracted.reason, detail: extracted.detail }, 'resume could not be read');
    await finish(deps, fileId, { status: 'unreadable', failure: extracted.reason });
    return;
  }
  const reading = readResumeText(extracted.text, deps.clock.now());
  await finish(deps, fileId, {
    status: 'done',
    textContent: extracted.text,
    skills: reading.skills,
    yearsOfExperience: reading.yearsOfExperience,
    latestTitle: reading.latestTitle,
  });
  deps.log.info({ fileId, skills: reading.skills.length }, 'resume read');
}

type Outcome = Pick<
  typeof resumeAnalyses.$inferInsert,
  'status' | 'failure' | 'textContent' | 'skills' | 'yearsOfExperience' | 'latestTitle'
>;

async function finish(deps: AnalyseResumeDeps, fileId: string, outcome: Outcome): Promise<void> {
  await deps.db
    .update(resumeAnalyses)
    .set({ ...outcome, analysedAt: deps.clock.now() })
    .where(and(eq(resumeAnalyses.fileId, fileId), eq(resumeAnalyses.status, 'pending')));
}
