import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { analyseResumeContract, enqueueResumeAnalysis } from '../../domain/resumes/resume-files.ts';
import { defineTask, type TaskSender } from '../../lib/tasks/define-task.ts';
import { analyseResume, type AnalyseResumeDeps } from './analyse-resume.ts';

/**
 * Reads uploaded resumes on the job queue (PDF parsing can take a second; the upload answers at once). At start it
 * also queues current resumes that were never read — uploaded before resume reading existed, or seeded (server.ts
 * seeds the demo data before starting the tasks for this).
 */
export const analyseResumeTask = defineTask(analyseResumeContract, {
  handler: (deps: AnalyseResumeDeps, { fileId }) => analyseResume(deps, fileId),
  onStart: (deps, boss) => queueUnreadResumes(deps.db, boss),
});

async function queueUnreadResumes(db: Db, boss: TaskSender): Promise<void> {
  const unread = await db
    .select({ fileId: users.resumeFileId, userId: users.id })
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(and(isNotNull(users.resumeFileId), isNull(resumeAnalyses.fileId)));
  for (const { fileId, userId } of unread) {
    if (fileId) await db.transaction((tx) => enqueueResumeAnalysis(tx, boss, { fileId, userId }));
  }
}
