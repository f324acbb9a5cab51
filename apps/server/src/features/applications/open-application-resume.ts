import fs from 'node:fs';
import path from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import { messages } from '@orbit/shared/messages';
import { teamMessages } from '@orbit/shared/team-contracts';
import { applications } from '../../db/schema/applications.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { auditEntries } from '../../db/schema/team.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { loadMember, memberMay } from '../../lib/auth/team-policy.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { OpenedFile } from '../../lib/send-stored-file.ts';
import { verifyResumeLink, type ResumeLinkQuery } from './resume-links.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/**
 * A browser or PDF viewer fetches one opened resume several times (a prefetch, a reload, range requests): one opening
 * by one member of one application is one entry a minute.
 */
export const resumeViewAuditWindowMs = 60 * 1000;

/**
 * The resume behind a signed link. A bad or expired signature is a 403. A link made for a team member (the applicants
 * page) asks the team policy again, now, for that member: removed, moved to another company, or a hiring manager no
 * longer assigned to the job is a 403 whatever the link's expiry; each opening is written to the company's audit
 * trail in the member's name. The employer API's links name no member and are not audited. A withdrawn application,
 * or a resume since replaced, is a 404.
 */
export async function openApplicationResume(
  deps: Deps,
  applicationId: string,
  link: ResumeLinkQuery,
): Promise<OpenedFile> {
  if (!isUuid(applicationId)) throw new AppError('NOT_FOUND', messages.notFound);
  const now = deps.clock.now();
  if (!verifyResumeLink(deps.config.jwtSecret, applicationId, link, now) || (link.m !== undefined && !isUuid(link.m)))
    throw new AppError('FORBIDDEN', messages.resumeLinkInvalid);
  const [row] = await deps.db
    .select({
      withdrawnAt: applications.withdrawnAt,
      job: { id: jobs.id, companyId: jobs.companyId, status: jobs.status },
      file: {
        storedName: uploadedFiles.storedName,
        mimeType: uploadedFiles.mimeType,
        originalName: uploadedFiles.originalName,
        sizeBytes: uploadedFiles.sizeBytes,
      },
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    // A left join: an application whose resume is gone is a 404, but only after the member's check.
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, applications.resumeFileId))
    .where(eq(applications.id, applicationId));
  if (!row) throw new AppError('NOT_FOUND', messages.notFound);
  const viewer = link.m === undefined ? null : await loadMember(deps.db, link.m);
  const refused = !viewer || viewer.companyId !== row.job.companyId || !memberMay(viewer, 'manage-applicants', row.job);
  if (link.m !== undefined && refused) throw new AppError('FORBIDDEN', teamMessages.forbidden);
  const { file } = row;
  if (row.withdrawnAt || !file) throw new AppError('NOT_FOUND', messages.notFound);
  const fullPath = path.join(deps.config.uploadDir, file.storedName);
  if (!fs.existsSync(fullPath)) throw new AppError('NOT_FOUND', messages.notFound);
  if (viewer)
    await recordResumeView(deps, {
      companyId: viewer.companyId,
      actorId: viewer.userId,
      jobId: row.job.id,
      applicationId,
      at: now,
    });
  return {
    stream: fs.createReadStream(fullPath),
    mimeType: file.mimeType,
    originalName: file.originalName,
    sizeBytes: file.sizeBytes,
  };
}

/**
 * `resume viewed` in the member's name, unless the same member opened the same application within the last minute.
 * The check and the write hold a transaction lock on (member, application), so two of a viewer's parallel fetches
 * write one entry; the look-back reads the (company, at) index.
 */
async function recordResumeView(
  deps: Deps,
  view: { companyId: string; actorId: string; jobId: string; applicationId: string; at: Date },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`orbit:resume-view:${view.actorId}:${view.applicationId}`}))`,
    );
    const [recent] = await tx
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.companyId, view.companyId),
          gt(auditEntries.at, new Date(view.at.getTime() - resumeViewAuditWindowMs)),
          eq(auditEntries.actorId, view.actorId),
          eq(auditEntries.applicationId, view.applicationId),
          eq(auditEntries.action, 'resume.viewed'),
        ),
      )
      .limit(1);
    if (!recent) await recordAudit(tx, { ...view, action: 'resume.viewed', detail: 'Applicants page' });
  });
}
