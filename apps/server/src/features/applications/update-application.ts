import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ApplicationStatus } from '@orbit/shared/application-contracts';
import {
  canMoveStatus,
  pipelineMessages,
  type Applicant,
  type ApplicationUpdate,
  type EmployerStatus,
} from '@orbit/shared/pipeline-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { employerScope, findCompanyApplication } from '../../domain/ownership.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { firstResponseAt } from './first-response.ts';
import { loadApplicant } from './list-applicants.ts';
import { queueStatusEmail } from './status-email.ts';

/**
 * The company's moves on an application: a status by the table of moves (pipeline-contracts.ts), feedback the seeker
 * reads, notes they never see. A status moves atomically — `update … where status = <the status it moved from>` — so
 * of two moves from the same status one wins and the other is a 409, as is a move the table does not allow. The first
 * response the seeker can see (a status, feedback) is stamped once: opening an application (Applied → Reviewing) is
 * one. Every real change of status queues the seeker's status e-mail in the same transaction, and every change an
 * audit entry (domain/team/record-audit.ts); notes and feedback keep which team member wrote them last.
 */

type Tx = Pick<Db, 'update' | 'execute' | 'insert'>;

/** `PATCH /api/applications/:id`. */
export async function updateApplication(
  deps: AppDeps,
  employerId: string,
  applicationId: string,
  input: ApplicationUpdate,
): Promise<Applicant> {
  const { application, job, member } = await findCompanyApplication(
    deps.db,
    employerId,
    applicationId,
    'manage-applicants',
  );
  if (application.withdrawnAt) throw new AppError('CONFLICT', pipelineMessages.applicationClosed);
  const from = application.status;
  const to = input.status;
  if (to !== undefined && !canMoveStatus(from, to, 'employer'))
    throw new AppError('CONFLICT', pipelineMessages.moveNotAllowed);
  const moved = to !== undefined && to !== from;
  const now = deps.clock.now();

  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(applications)
      .set({
        ...(to !== undefined ? { status: to } : {}),
        ...(moved ? { statusChangedAt: now } : {}),
        ...(input.feedback !== undefined ? { feedback: input.feedback, feedbackBy: employerId } : {}),
        ...(input.employerNotes !== undefined
          ? { employerNotes: input.employerNotes, employerNotesBy: employerId }
          : {}),
        ...(to !== undefined || input.feedback !== undefined ? { firstResponseAt: firstResponseAt(now) } : {}),
        updatedAt: now,
      })
      .where(
        and(
          eq(applications.id, application.id),
          isNull(applications.withdrawnAt),
          // A status move holds only if nobody moved it meanwhile; feedback and notes need no such guard.
          ...(to !== undefined ? [eq(applications.status, from)] : []),
        ),
      )
      .returning({ id: applications.id, notifiedAt: applications.notifiedAt });
    if (!row)
      throw new AppError(
        'CONFLICT',
        to !== undefined ? pipelineMessages.moveNotAllowed : pipelineMessages.applicationClosed,
      );
    if (moved) await queueStatusEmail(tx, deps, row);
    const audit = { companyId: member.companyId, actorId: employerId, at: now, jobId: job.id, applicationId: row.id };
    if (moved) await recordAudit(tx, { ...audit, action: 'application.status', detail: `${from} → ${to}` });
    if (input.feedback !== undefined && input.feedback !== application.feedback)
      await recordAudit(tx, { ...audit, action: 'application.feedback' });
    if (input.employerNotes !== undefined && input.employerNotes !== application.employerNotes)
      await recordAudit(tx, { ...audit, action: 'application.note' });
  });
  return loadApplicant(deps, application.id, employerId);
}

const nobodyId = '00000000-0000-0000-0000-000000000000';

export interface BulkUpdate {
  ids: string[];
  status: EmployerStatus;
  feedback?: string | undefined;
}

/**
 * `POST /api/applications/bulk`: one status (and one feedback) for several applications. Each id that is the
 * company's, live and allowed to make the move is moved (atomically, as above); every other id — someone else's, a
 * withdrawn one, an unknown or malformed one, a move the table does not allow, one moved meanwhile — is skipped, and
 * all of those look the same, so nothing is learnt of other companies' applications.
 */
export async function bulkApplicationUpdates(
  deps: AppDeps,
  employerId: string,
  input: BulkUpdate,
): Promise<{ updated: string[]; skipped: string[] }> {
  const ids = [...new Set(input.ids)];
  const candidates = ids.filter(isUuid);
  const scope = await employerScope(deps.db, employerId);
  const companyId = scope?.companyId;
  // A hiring manager moves only their assigned jobs' applications; the others are skipped like strangers'.
  const jobScope = scope?.jobIds ? [inArray(jobs.id, scope.jobIds.length > 0 ? scope.jobIds : [nobodyId])] : [];
  const mine =
    companyId && candidates.length > 0
      ? await deps.db
          .select({ id: applications.id, status: applications.status, jobId: applications.jobId })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(
            and(
              inArray(applications.id, candidates),
              isNull(applications.withdrawnAt),
              eq(jobs.companyId, companyId),
              isNotNull(jobs.postedBy),
              ...jobScope,
            ),
          )
      : [];
  const byStatus = new Map<ApplicationStatus, string[]>();
  const jobOf = new Map(mine.map((row) => [row.id, row.jobId]));
  for (const row of mine) {
    if (canMoveStatus(row.status, input.status, 'employer'))
      byStatus.set(row.status, [...(byStatus.get(row.status) ?? []), row.id]);
  }
  const now = deps.clock.now();
  const updated = new Set<string>();
  if (byStatus.size > 0) {
    await deps.db.transaction(async (tx) => {
      for (const [from, group] of byStatus) {
        const rows = await moveGroup(tx, group, from, input, now);
        for (const row of rows) {
          updated.add(row.id);
          if (from !== input.status) await queueStatusEmail(tx, deps, row);
          if (from !== input.status && companyId)
            await recordAudit(tx, {
              companyId,
              actorId: employerId,
              action: 'application.status',
              at: now,
              jobId: jobOf.get(row.id) ?? null,
              applicationId: row.id,
              detail: `${from} → ${input.status}`,
            });
        }
      }
    });
  }
  return { updated: ids.filter((id) => updated.has(id)), skipped: ids.filter((id) => !updated.has(id)) };
}

function moveGroup(tx: Tx, ids: string[], from: ApplicationStatus, input: BulkUpdate, now: Date) {
  return tx
    .update(applications)
    .set({
      status: input.status,
      ...(from !== input.status ? { statusChangedAt: now } : {}),
      ...(input.feedback !== undefined ? { feedback: input.feedback } : {}),
      firstResponseAt: firstResponseAt(now),
      updatedAt: now,
    })
    .where(and(inArray(applications.id, ids), eq(applications.status, from), isNull(applications.withdrawnAt)))
    .returning({ id: applications.id, notifiedAt: applications.notifiedAt });
}
