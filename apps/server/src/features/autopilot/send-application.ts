import { and, eq } from 'drizzle-orm';
import type { AutopilotReasonCode } from '@orbit/shared/autopilot-contracts';
import { messages } from '@orbit/shared/messages';
import { placeSeeker } from '@orbit/shared/matching/places';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobColumns, presentJob } from '../../domain/jobs/present-job.ts';
import { AppError } from '../../lib/errors.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { applyToJob, type ApplyDeps, type ApplyTransaction } from '../applications/apply-to-job.ts';
import { companyCooldownDays } from '@orbit/shared/policy-figures';
import { companyKey } from './decide-job.ts';
import { jobEligibility } from './job-eligibility.ts';
import { lockSettings, recordSendFailure, recordSendSuccess } from './pause-autopilot.ts';
import { sendApplicationContract } from './scan-contract.ts';
import { countSends } from './seeker-history.ts';
import { startOfNextLocalDay, startOfNextLocalWeek } from './zoned-time.ts';

/**
 * Sends one queued Autopilot application when its slot comes. Just before sending it checks again — still queued and
 * Autopilot on, the job still live and the seeker eligible, never applied to, no application to the company within
 * 30 days, and the caps — the last three under the seeker's lock inside the very transaction that inserts the
 * application, through the same applyToJob as a manual apply. A cap reached moves the send to the next day (or week);
 * anything else that no longer holds skips it with the reason. Idempotent: a second run finds it no longer queued.
 */

export type SendDeps = ApplyDeps;

const dayMs = 24 * 60 * 60 * 1000;

/** Thrown by the guard: the send does not happen now. */
class NotNow extends Error {
  readonly kind: 'skip' | 'later';
  readonly reasonCode: AutopilotReasonCode;
  readonly until: Date | undefined;
  constructor(kind: 'skip' | 'later', reasonCode: AutopilotReasonCode, message: string, until?: Date) {
    super(message);
    this.kind = kind;
    this.reasonCode = reasonCode;
    this.until = until;
  }
}

export async function sendQueuedApplication(deps: SendDeps, decisionId: string): Promise<void> {
  const [decision] = await deps.db.select().from(autopilotDecisions).where(eq(autopilotDecisions.id, decisionId));
  if (!decision || decision.outcome !== 'queued') return;
  const now = deps.clock.now();
  if (decision.sendAfter && decision.sendAfter.getTime() > now.getTime()) {
    // pg-boss's timing is a hint (its clock is the database's): early, wait for the rest.
    await sendTask(
      deps.boss,
      sendApplicationContract,
      { decisionId },
      { delaySeconds: (decision.sendAfter.getTime() - now.getTime()) / 1000 },
    );
    return;
  }
  const seekerId = decision.seekerId;
  const finish = async (values: Partial<typeof autopilotDecisions.$inferInsert>) => {
    await deps.db
      .update(autopilotDecisions)
      .set({ ...values, updatedAt: deps.clock.now() })
      .where(and(eq(autopilotDecisions.id, decisionId), eq(autopilotDecisions.outcome, 'queued')));
  };

  const [job] = await deps.db.select(jobColumns).from(jobs).where(eq(jobs.id, decision.jobId));
  const [seeker] = await deps.db.select({ location: users.location }).from(users).where(eq(users.id, seekerId));
  if (!job || !seeker)
    return finish({ outcome: 'skipped', reasonCode: 'no_longer_live', reason: 'The job is no longer on Orbit Jobs' });
  const eligibility = jobEligibility(presentJob(job, now), placeSeeker(seeker.location));
  if (eligibility.status !== 'eligible') {
    return finish({ outcome: 'skipped', reasonCode: 'not_eligible', reason: `Not sent: ${eligibility.text}` });
  }
  if (!job.acceptsAutopilot) {
    return finish({
      outcome: 'skipped',
      reasonCode: 'refuses_autopilot',
      reason: 'Not sent: the employer no longer accepts Autopilot applications',
    });
  }

  const guard = async (tx: ApplyTransaction) => {
    const settings = await lockSettings(tx, seekerId);
    if (!settings?.isActive) throw new NotNow('skip', 'stopped', 'Not sent: Autopilot was turned off');
    // Claimed in the inserting transaction: a duplicate run (a retry, a second worker) finds it taken and leaves it.
    const [claimed] = await tx
      .update(autopilotDecisions)
      .set({ outcome: 'applied', updatedAt: now })
      .where(and(eq(autopilotDecisions.id, decisionId), eq(autopilotDecisions.outcome, 'queued')))
      .returning({ id: autopilotDecisions.id });
    if (!claimed) throw new NotNow('skip', 'stopped', 'Not sent: no longer queued');
    const before = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.seekerId, seekerId), eq(applications.jobId, decision.jobId)));
    if (before.length > 0) throw new NotNow('skip', 'already_applied', 'You have already applied to this job');
    const since = new Date(now.getTime() - companyCooldownDays * dayMs);
    const recent = await tx
      .select({ company: jobs.company, appliedAt: applications.appliedAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.seekerId, seekerId));
    if (recent.some((row) => row.appliedAt >= since && companyKey(row.company) === companyKey(job.company))) {
      throw new NotNow(
        'skip',
        'company_cooldown',
        `Not sent: you applied to ${job.company} in the last ${companyCooldownDays} days`,
      );
    }
    const sent = await countSends(tx, seekerId, now, settings.timeZone);
    if (sent.today >= settings.dailyLimit) {
      throw new NotNow(
        'later',
        'daily_cap',
        `Today's limit of ${settings.dailyLimit} is reached: sending tomorrow`,
        startOfNextLocalDay(now, settings.timeZone),
      );
    }
    if (sent.week >= settings.weeklyLimit) {
      throw new NotNow(
        'later',
        'weekly_cap',
        `This week's limit of ${settings.weeklyLimit} is reached: sending next week`,
        startOfNextLocalWeek(now, settings.timeZone),
      );
    }
  };

  try {
    const result = await applyToJob(
      deps,
      seekerId,
      { jobId: decision.jobId, notes: '', coverLetter: decision.coverLetter },
      { autopilot: { guard } },
    );
    const failed = result.application.status === 'Failed';
    // The decision is this run's (claimed with the insert): record how it went.
    await deps.db
      .update(autopilotDecisions)
      .set({
        updatedAt: deps.clock.now(),
        outcome: failed ? 'failed' : 'applied',
        applicationId: result.application._id,
        reasonCode: failed ? 'send_failed' : null,
        reason: failed
          ? `Could not be sent: ${result.application.externalSubmissionDetails?.responseDetails ?? 'the employer refused it'}`
          : decision.reason,
        sendAfter: now,
      })
      .where(eq(autopilotDecisions.id, decisionId));
    if (failed) await recordSendFailure(deps.db, seekerId, deps.clock.now());
    else await recordSendSuccess(deps.db, seekerId);
  } catch (error) {
    if (error instanceof NotNow) {
      if (error.kind === 'later' && error.until) {
        await finish({ sendAfter: error.until, reason: error.message });
        await sendTask(
          deps.boss,
          sendApplicationContract,
          { decisionId },
          { delaySeconds: (error.until.getTime() - now.getTime()) / 1000 },
        );
        return;
      }
      return finish({ outcome: 'skipped', reasonCode: error.reasonCode, reason: error.message });
    }
    if (error instanceof AppError && error.message === messages.alreadyApplied) {
      return finish({
        outcome: 'skipped',
        reasonCode: 'already_applied',
        reason: 'You have already applied to this job',
      });
    }
    if (
      error instanceof AppError &&
      (error.message === messages.jobNoLongerOpen || error.message === messages.jobNotFound)
    ) {
      return finish({
        outcome: 'skipped',
        reasonCode: 'no_longer_live',
        reason: 'Not sent: the job closed before its turn',
      });
    }
    deps.log.warn({ err: error, decisionId }, 'autopilot send failed');
    await finish({
      outcome: 'failed',
      reasonCode: 'send_failed',
      reason: `Could not be sent: ${error instanceof Error ? error.message : 'unexpected error'}`,
    });
    await recordSendFailure(deps.db, seekerId, deps.clock.now());
  }
}
