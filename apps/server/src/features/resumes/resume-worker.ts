import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import {
  analyseResumePayload,
  analyseResumeQueue,
  enqueueResumeAnalysis,
  type AnalyseResumePayload,
} from '../../domain/resumes/resume-files.ts';
import { analyseResume, type AnalyseResumeDeps } from './analyse-resume.ts';

export interface ResumeWorkerOptions extends AnalyseResumeDeps {
  boss: PgBoss;
  pollingIntervalSeconds?: number;
}

/**
 * Reads uploaded resumes on the job queue (PDF parsing can take a second; the upload answers at once). At start it
 * also queues current resumes that were never read — uploaded before resume reading existed, or seeded.
 */
export async function startResumeWorker(options: ResumeWorkerOptions): Promise<void> {
  const { boss, pollingIntervalSeconds, ...deps } = options;
  await boss.createQueue(analyseResumeQueue);
  await boss.work<AnalyseResumePayload>(analyseResumeQueue, { pollingIntervalSeconds: pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) await analyseResume(deps, analyseResumePayload.parse(job.data).fileId);
  });
  await queueUnreadResumes(deps.db, boss);
}

async function queueUnreadResumes(db: Db, boss: PgBoss): Promise<void> {
  const unread = await db
    .select({ fileId: users.resumeFileId, userId: users.id })
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(and(isNotNull(users.resumeFileId), isNull(resumeAnalyses.fileId)));
  for (const { fileId, userId } of unread) {
    if (fileId) await db.transaction((tx) => enqueueResumeAnalysis(tx, boss, { fileId, userId }));
  }
}
