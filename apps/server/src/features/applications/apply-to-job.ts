import { and, eq, isNull } from 'drizzle-orm';
import type { ApplyRequest, ExternalSubmissionDetails } from '@orbit/shared/application-contracts';
import { isNativeJob } from '@orbit/shared/job-kind';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { isLiveJobRow } from '../../domain/jobs/live-jobs.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { emailDestinationProblem } from '../../lib/outbound/email-destination.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import { loadApplicant, loadApplyJob, type Applicant, type ApplyJob } from './applicant.ts';
import { applicationEmail } from './application-email.ts';
import { tellEmployerOfApplication } from './employer-application-emails.ts';
import { presentApplication, type ApplicationRow } from './present-application.ts';
import { scoreApplication } from './score-application.ts';
import { apiApplicationBody, submitToApi } from './submit-to-api.ts';

export type ApplyInput = Required<Pick<ApplyRequest, 'jobId'>> & { notes: string; coverLetter: string };

/** A transaction of the database (what a guard runs its checks in). */
export type ApplyTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ApplyOptions {
  /**
   * An application Autopilot sends: marked `autopilotGenerated`, and `guard` runs first inside the transaction that
   * inserts it (Autopilot's caps and "never twice", under the seeker's lock); throwing stops the insert. Autopilot
   * never sends to url, form or unknown methods: nobody can complete those for the seeker.
   */
  autopilot?: { guard: (tx: ApplyTransaction) => Promise<void> };
}

export interface ApplyResult {
  application: ReturnType<typeof presentApplication>;
  redirectUrl?: string;
  matchScore?: number;
}

type NewApplication = typeof applications.$inferInsert;

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** Runs an insert (or a transaction around one); the live (seeker, job) unique index turns a second try into a 409. */
async function onceOnly<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', messages.alreadyApplied);
    throw error;
  }
}

async function insertApplication(db: Pick<Db, 'insert'>, values: NewApplication): Promise<ApplicationRow> {
  const [row] = await db.insert(applications).values(values).returning();
  if (!row) throw new Error('application insert returned no row');
  return row;
}

type Guard = NonNullable<ApplyOptions['autopilot']>['guard'] | undefined;

/** Inserts on its own, or, with a guard, in a transaction that runs the guard first. */
async function guardedInsert(db: Db, guard: Guard, values: NewApplication): Promise<ApplicationRow> {
  if (!guard) return insertApplication(db, values);
  return db.transaction(async (tx) => {
    await guard(tx);
    return insertApplication(tx, values);
  });
}

const isHttpUrl = (value: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Applies the signed-in seeker to a job (spec section 4, "Applying"). Native jobs are stored as Applied for their
 * employer, with the match score and its breakdown, and the employer is told in the same transaction (at once, or in
 * the next daily digest: employer-application-emails.ts). External jobs go by their application method: e-mail is
 * stored and queued in one transaction; an API submission is stored first (Pending, so the unique index has already
 * settled duplicates) and then posted outside any transaction, ending Applied or Failed; url, form and unknown are
 * stored and say what the seeker does next.
 */
/** What applying needs: the database, clock, config, log and a queue to send through (a request's or a task's). */
export type ApplyDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'log'> & { boss: TaskSender };

export async function applyToJob(
  deps: ApplyDeps,
  seekerId: string,
  input: ApplyInput,
  options: ApplyOptions = {},
): Promise<ApplyResult> {
  const guard = options.autopilot?.guard;
  const applicant = await loadApplicant(deps.db, seekerId);
  if (!isUuid(input.jobId)) throw new AppError('NOT_FOUND', messages.jobNotFound);
  const job = await loadApplyJob(deps.db, input.jobId);
  if (!job) throw new AppError('NOT_FOUND', messages.jobNotFound);
  const now = deps.clock.now();
  if (!isLiveJobRow(job, now)) throw new AppError('CONFLICT', messages.jobNoLongerOpen);

  const native = isNativeJob(job);
  const method = native ? null : job.applicationMethodType;
  if (guard && method !== null && method !== 'email' && method !== 'api') {
    throw new AppError(
      'BAD_REQUEST',
      'Autopilot applies only to jobs it can submit: Orbit Jobs, e-mail or an employer API',
    );
  }
  if ((method === 'email' || method === 'api') && !applicant.resume) {
    throw new AppError('BAD_REQUEST', messages.resumeRequiredToApply);
  }

  await retireFailedAttempt(deps, seekerId, job.id);
  const score = await scoreApplication(deps.db, seekerId, job.id);
  const matchScore = score?.matchScore ?? null;

  const base: NewApplication = {
    seekerId,
    jobId: job.id,
    status: 'Applied',
    notes: input.notes,
    coverLetter: input.coverLetter,
    resumeFileId: applicant.resume?.fileId ?? null,
    matchScore,
    matchBreakdown: score?.matchBreakdown ?? null,
    isExternal: !native,
    autopilotGenerated: guard !== undefined,
    // Where the applicant was when they applied: the analytics' applicants by region read it from here.
    applicantLocation: applicant.location,
    appliedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const destination = job.applicationMethodValue.trim();
  const details = (
    extra: Omit<ExternalSubmissionDetails, 'method' | 'submittedAt' | 'targetDestination'>,
  ): ExternalSubmissionDetails => ({
    method: method ?? 'unknown',
    targetDestination: destination,
    submittedAt: now.toISOString(),
    ...extra,
  });
  const done = (row: ApplicationRow, redirectUrl?: string): ApplyResult => ({
    application: presentApplication(row, job),
    ...(redirectUrl ? { redirectUrl } : {}),
    ...(matchScore !== null ? { matchScore } : {}),
  });

  switch (method) {
    case null:
      // Stored for the job's employer, who is told in the same transaction (at once, or in tomorrow's digest).
      return done(
        await onceOnly(() =>
          deps.db.transaction(async (tx) => {
            await guard?.(tx);
            const row = await insertApplication(tx, base);
            await tellEmployerOfApplication(tx, deps, row, job, applicant);
            return row;
          }),
        ),
      );
    case 'email':
      return done(await applyByEmail(deps, job, applicant, base, details, guard));
    case 'api':
      return done(await applyByApi(deps, job, applicant, base, details, guard));
    case 'url': {
      const redirectUrl = isHttpUrl(destination) ? destination : undefined;
      const externalSubmission = details({
        ...(redirectUrl ? { redirectUrl } : {}),
        responseDetails: 'Saved locally (external job)',
        storedLocallyOnly: true,
      });
      return done(await onceOnly(() => insertApplication(deps.db, { ...base, externalSubmission })), redirectUrl);
    }
    case 'form': {
      const externalSubmission = details({
        responseDetails: isHttpUrl(destination)
          ? "Saved on Orbit Jobs with your notes and cover letter; complete the employer's own form to finish"
          : 'Saved on Orbit Jobs with your notes and cover letter',
        storedLocallyOnly: true,
      });
      return done(await onceOnly(() => insertApplication(deps.db, { ...base, externalSubmission })));
    }
    default: {
      const externalSubmission = details({
        responseDetails: 'Saved on Orbit Jobs with your notes and cover letter; the posting does not say how to apply',
        storedLocallyOnly: true,
      });
      return done(await onceOnly(() => insertApplication(deps.db, { ...base, externalSubmission })));
    }
  }
}

/**
 * A failed attempt (the e-mail bounced, the employer's API refused) must not block trying again, and the spec lets
 * seekers withdraw only Applied/Pending/Reviewing; so a new try retires it (as withdrawn: kept, no longer listed).
 * Two simultaneous retries still meet the unique index: one wins, the other gets the usual 409.
 */
async function retireFailedAttempt(deps: ApplyDeps, seekerId: string, jobId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .update(applications)
    .set({ withdrawnAt: now, updatedAt: now })
    .where(
      and(
        eq(applications.seekerId, seekerId),
        eq(applications.jobId, jobId),
        eq(applications.status, 'Failed'),
        isNull(applications.withdrawnAt),
      ),
    );
}

type Details = (
  extra: Omit<ExternalSubmissionDetails, 'method' | 'submittedAt' | 'targetDestination'>,
) => ExternalSubmissionDetails;

/** The application and its e-mail are committed together; a refused address is stored as Failed and sends nothing. */
async function applyByEmail(
  deps: ApplyDeps,
  job: ApplyJob,
  applicant: Applicant,
  base: NewApplication,
  details: Details,
  guard: Guard,
): Promise<ApplicationRow> {
  const to = job.applicationMethodValue.trim();
  const problem = emailDestinationProblem(to);
  if (problem) {
    const values = {
      ...base,
      status: 'Failed' as const,
      failureReason: problem,
      externalSubmission: details({ responseDetails: `Not sent: ${problem}` }),
    };
    return onceOnly(() => guardedInsert(deps.db, guard, values));
  }
  const externalSubmission = details({ responseDetails: 'Sent by e-mail with your resume attached' });
  return onceOnly(() =>
    deps.db.transaction(async (tx) => {
      await guard?.(tx);
      const row = await insertApplication(tx, { ...base, externalSubmission });
      await enqueueEmail(
        tx,
        deps.boss,
        applicationEmail(job, applicant, row.coverLetter, {
          to,
          applicationId: row.id,
          publicUrl: deps.config.publicUrl,
        }),
      );
      return row;
    }),
  );
}

async function applyByApi(
  deps: ApplyDeps,
  job: ApplyJob,
  applicant: Applicant,
  base: NewApplication,
  details: Details,
  guard: Guard,
): Promise<ApplicationRow> {
  const endpoint = job.applicationMethodValue.trim();
  const pending = await onceOnly(() =>
    guardedInsert(deps.db, guard, {
      ...base,
      status: 'Pending',
      externalSubmission: details({ responseDetails: "Sending to the employer's API" }),
    }),
  );
  const outcome = endpoint
    ? await submitToApi(
        deps.config,
        endpoint,
        apiApplicationBody(deps.config, job, applicant, {
          id: pending.id,
          coverLetter: pending.coverLetter,
          submittedAt: pending.appliedAt,
        }),
      )
    : {
        ok: false,
        responseDetails: 'Not submitted: the posting gives no API endpoint',
        failureReason: 'The posting gives no API endpoint',
      };
  if (!outcome.ok)
    deps.log.warn({ applicationId: pending.id, reason: outcome.failureReason }, 'application API submission failed');
  const [row] = await deps.db
    .update(applications)
    .set({
      status: outcome.ok ? 'Applied' : 'Failed',
      failureReason: outcome.failureReason,
      externalSubmission: details({ responseDetails: outcome.responseDetails }),
      updatedAt: deps.clock.now(),
    })
    // A seeker who withdrew meanwhile keeps the withdrawal.
    .where(and(eq(applications.id, pending.id), isNull(applications.withdrawnAt)))
    .returning();
  return row ?? pending;
}
