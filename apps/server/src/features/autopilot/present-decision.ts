import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AutopilotDecision } from '@orbit/shared/autopilot-contracts';
import { isNativeJob } from '@orbit/shared/job-kind';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJobRow } from '../../domain/jobs/live-jobs.ts';

/** Decisions with their job and, once sent, the resume that went with them: the queue and the activity log read these. */

const decisionColumns = {
  id: autopilotDecisions.id,
  outcome: autopilotDecisions.outcome,
  reasonCode: autopilotDecisions.reasonCode,
  reason: autopilotDecisions.reason,
  matchScore: autopilotDecisions.matchScore,
  matchReasons: autopilotDecisions.matchReasons,
  coverLetter: autopilotDecisions.coverLetter,
  applicationId: autopilotDecisions.applicationId,
  sendAfter: autopilotDecisions.sendAfter,
  expiresAt: autopilotDecisions.expiresAt,
  updatedAt: autopilotDecisions.updatedAt,
  jobId: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  postedBy: jobs.postedBy,
  source: jobs.source,
  method: jobs.applicationMethodType,
  status: jobs.status,
  expiresAtJob: jobs.expiresAt,
  resumeFileName: uploadedFiles.originalName,
};

type DecisionRow = Awaited<ReturnType<typeof selectDecisions>>[number];

function selectDecisions(
  db: Pick<Db, 'select'>,
  seekerId: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  return (
    db
      .select(decisionColumns)
      .from(autopilotDecisions)
      .innerJoin(jobs, eq(jobs.id, autopilotDecisions.jobId))
      .leftJoin(applications, eq(applications.id, autopilotDecisions.applicationId))
      .leftJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId))
      .where(and(eq(autopilotDecisions.seekerId, seekerId), where))
      // Newest first; one scan's decisions (one moment) best match first.
      .orderBy(
        desc(autopilotDecisions.updatedAt),
        sql`${autopilotDecisions.matchScore} desc nulls last`,
        desc(autopilotDecisions.id),
      )
      .limit(page.limit)
      .offset(page.offset)
  );
}

function presentDecision(row: DecisionRow, now: Date): AutopilotDecision {
  return {
    _id: row.id,
    outcome: row.outcome,
    reasonCode: row.reasonCode,
    reason: row.reason,
    job: {
      _id: row.jobId,
      title: row.title,
      company: row.company,
      location: row.location,
      method: isNativeJob(row) ? 'native' : row.method,
      isLive: isLiveJobRow({ status: row.status, expiresAt: row.expiresAtJob }, now),
    },
    matchScore: row.matchScore === null ? null : Math.round(row.matchScore),
    matchReasons: row.matchReasons,
    coverLetter: row.coverLetter,
    applicationId: row.applicationId,
    resumeFileName: row.resumeFileName,
    decidedAt: row.updatedAt.toISOString(),
    sendAfter: row.sendAfter?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The seeker's decisions matching `where`, newest first. */
export async function readDecisions(
  db: Pick<Db, 'select'>,
  seekerId: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  now: Date,
) {
  const rows = await selectDecisions(db, seekerId, where, page);
  return rows.map((row) => presentDecision(row, now));
}
