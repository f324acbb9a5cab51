import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { candidateMessages, type CandidateDetail } from '@orbit/shared/candidate-contracts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses, uploadedFiles } from '../../db/schema/files.ts';
import { talentViews } from '../../db/schema/talent.ts';
import {
  acceptedRequestFrom,
  applicationsToCompany,
  contactStatesAmong,
  sharedResumeFileId,
} from '../../domain/outreach/contact-access.ts';
import { findCompanyJob } from '../../domain/ownership.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { matchProfileColumns } from '../../domain/matching/match-profile.ts';
import { isVisibleToCompany, type LookingCompany } from '../../domain/talent/talent-visibility.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { OpenedFile } from '../../lib/send-stored-file.ts';
import { candidateResumePath, cardColumns, presentCandidateCard, presentCandidateDetail } from './present-candidate.ts';
import { scoreCandidateForJob } from './rank-candidates.ts';
import { requireLookingCompany } from './search-candidates.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const notFound = () => new AppError('NOT_FOUND', candidateMessages.notFound);

/**
 * The seeker as this company may reach them: visible to it in the talent pool, or one who shared their details with it
 * (domain/outreach/contact-access.ts: an application to its jobs, or its contact request accepted). Anyone else — not visible, hidden from this company, not a seeker, no such id — is the
 * same 404, so an id never tells whether its seeker exists.
 */
async function reachableSeeker(deps: Deps, company: LookingCompany, seekerId: string) {
  if (!isUuid(seekerId)) throw notFound();
  const [row] = await deps.db
    .select({
      ...cardColumns,
      ...matchProfileColumns,
      email: users.email,
      phone: users.phone,
      isEmailVerified: users.isEmailVerified,
      talentVisibility: users.talentVisibility,
      hiddenCompanyKeys: users.hiddenCompanyKeys,
      profileResumeFileId: users.resumeFileId,
    })
    .from(users)
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(eq(users.id, seekerId));
  if (!row || row.userType !== 'candidate') throw notFound();
  const sent = await applicationsToCompany(deps.db, company.id, seekerId);
  const accepted = await acceptedRequestFrom(deps.db, company.id, seekerId);
  if (sent.length === 0 && !accepted && !isVisibleToCompany(row, company)) throw notFound();
  const resumeFileId = sharedResumeFileId(sent, accepted ? row : null);
  return { row, shared: sent.length > 0 || accepted, resumeFileId };
}

/** Who looked, and when: the seeker sees it on their profile. */
async function recordView(
  deps: Deps,
  view: { seekerId: string; companyId: string; viewerId: string; what: 'profile' | 'resume' },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.insert(talentViews).values({ ...view, viewedAt: now });
    // The company's audit trail names the resumes its members opened (not every card they glanced at).
    if (view.what === 'resume')
      await recordAudit(tx, {
        companyId: view.companyId,
        actorId: view.viewerId,
        action: 'resume.viewed',
        at: now,
        detail: view.seekerId,
      });
  });
}

/**
 * `GET /api/candidates/:id`: the card (scored for `forJob`, one of the company's jobs), and the name, e-mail, phone and
 * resume address only when the seeker shared them with the company. Every opening is recorded as a profile view.
 */
export async function viewCandidate(
  deps: Deps,
  employerId: string,
  seekerId: string,
  forJob?: string,
): Promise<CandidateDetail> {
  const company = await requireLookingCompany(deps.db, employerId);
  const job = forJob ? (await findCompanyJob(deps.db, employerId, forJob)).job : null;
  const { row, shared, resumeFileId } = await reachableSeeker(deps, company, seekerId);
  await recordView(deps, { seekerId, companyId: company.id, viewerId: employerId, what: 'profile' });
  const matchScore = job ? (scoreCandidateForJob(row, job, deps.clock.now()) ?? undefined) : undefined;
  const states = await contactStatesAmong(deps.db, company.id, [seekerId], deps.clock.now());
  const card = presentCandidateCard(row, { contact: states.get(seekerId) ?? 'none', matchScore });
  if (!shared) return presentCandidateDetail(card, null);
  return presentCandidateDetail(card, {
    name: row.name,
    email: row.email,
    phone: row.phone,
    resumeUrl: resumeFileId ? candidateResumePath(seekerId) : null,
  });
}

/**
 * `GET /api/candidates/:id/resume`: the resume the seeker sent the company with their newest application that had
 * one, or, once they accepted its contact request, the one on their profile; a 404 where nothing was shared (a card in the pool alone never opens the resume). Recorded as a resume view.
 */
export async function openCandidateResume(deps: Deps, employerId: string, seekerId: string): Promise<OpenedFile> {
  const company = await requireLookingCompany(deps.db, employerId);
  const { resumeFileId: fileId } = await reachableSeeker(deps, company, seekerId);
  if (!fileId) throw notFound();
  const [file] = await deps.db
    .select({
      storedName: uploadedFiles.storedName,
      mimeType: uploadedFiles.mimeType,
      originalName: uploadedFiles.originalName,
      sizeBytes: uploadedFiles.sizeBytes,
    })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.ownerUserId, seekerId)));
  const fullPath = file ? path.join(deps.config.uploadDir, file.storedName) : null;
  if (!file || !fullPath || !fs.existsSync(fullPath)) throw notFound();
  await recordView(deps, { seekerId, companyId: company.id, viewerId: employerId, what: 'resume' });
  return {
    stream: fs.createReadStream(fullPath),
    mimeType: file.mimeType,
    originalName: file.originalName,
    sizeBytes: file.sizeBytes,
  };
}
