import { and, count, eq } from 'drizzle-orm';
import {
  autopilotActivityPageSize,
  autopilotMessages,
  type AutopilotActivity,
  type AutopilotDecision,
  type AutopilotOutcome,
  type AutopilotQueue,
  type AutopilotQueueDecision,
} from '@orbit/shared/autopilot-contracts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { lockSettings } from './pause-autopilot.ts';
import { readDecisions } from './present-decision.ts';
import { expireProposals, type ScanDeps } from './scan-seeker.ts';
import { sendApplicationContract } from './scan-contract.ts';
import { readCapUsage } from './seeker-history.ts';

/**
 * The review queue (proposals the seeker approves or skips, with the exact letter that would be sent) and the
 * activity log (every decision, kept).
 */

/** Enough for any day's proposals; older ones expire after 3 days anyway. */
const queueLimit = 100;

export async function readQueue(deps: Pick<ScanDeps, 'db' | 'clock'>, seekerId: string): Promise<AutopilotQueue> {
  const now = deps.clock.now();
  await expireProposals(deps.db, seekerId, now);
  const [proposals, suggestions] = await Promise.all([
    readDecisions(deps.db, seekerId, eq(autopilotDecisions.outcome, 'proposed'), { limit: queueLimit, offset: 0 }, now),
    readDecisions(
      deps.db,
      seekerId,
      eq(autopilotDecisions.outcome, 'suggested'),
      { limit: queueLimit, offset: 0 },
      now,
    ),
  ]);
  const byScore = (a: AutopilotDecision, b: AutopilotDecision) => (b.matchScore ?? 0) - (a.matchScore ?? 0);
  return {
    proposals: proposals.sort(byScore),
    suggestions: suggestions.filter((entry) => entry.job.isLive).sort(byScore),
  };
}

/**
 * Approve: the proposal becomes a queued send (with the letter as edited), in the next free slot; the send re-checks
 * everything when its turn comes. Skip: dismissed, never proposed again. Only a waiting proposal can be decided; while
 * Autopilot is off nothing is sent, so approving then is refused.
 */
export async function decideProposal(
  deps: ScanDeps,
  seekerId: string,
  decisionId: string,
  input: AutopilotQueueDecision,
): Promise<AutopilotDecision> {
  if (!isUuid(decisionId)) throw new AppError('NOT_FOUND', autopilotMessages.proposalNotFound);
  const now = deps.clock.now();
  await expireProposals(deps.db, seekerId, now);
  await deps.db.transaction(async (tx) => {
    const settings = await lockSettings(tx, seekerId);
    const [decision] = await tx
      .select({ outcome: autopilotDecisions.outcome, coverLetter: autopilotDecisions.coverLetter })
      .from(autopilotDecisions)
      .where(and(eq(autopilotDecisions.id, decisionId), eq(autopilotDecisions.seekerId, seekerId)));
    if (!decision) throw new AppError('NOT_FOUND', autopilotMessages.proposalNotFound);
    if (decision.outcome !== 'proposed') throw new AppError('CONFLICT', autopilotMessages.proposalGone);
    if (input.decision === 'skip') {
      await tx
        .update(autopilotDecisions)
        .set({ outcome: 'dismissed', reason: 'Skipped by you', updatedAt: now })
        .where(eq(autopilotDecisions.id, decisionId));
      return;
    }
    if (!settings?.isActive)
      throw new AppError('CONFLICT', 'Autopilot is off: turn it on to send approved applications');
    const usage = await readCapUsage(tx, seekerId, now, settings.timeZone);
    const gapMs = deps.config.autopilotSendGapMinutes * 60 * 1000;
    const slot =
      usage.lastSlot && usage.lastSlot.getTime() + gapMs > now.getTime()
        ? new Date(usage.lastSlot.getTime() + gapMs)
        : now;
    await tx
      .update(autopilotDecisions)
      .set({
        outcome: 'queued',
        reason: 'Approved by you',
        coverLetter: input.coverLetter ?? decision.coverLetter,
        sendAfter: slot,
        expiresAt: null,
        updatedAt: now,
      })
      .where(eq(autopilotDecisions.id, decisionId));
    await sendTask(
      deps.boss,
      sendApplicationContract,
      { decisionId },
      { tx, delaySeconds: (slot.getTime() - now.getTime()) / 1000 },
    );
  });
  const [presented] = await readDecisions(
    deps.db,
    seekerId,
    eq(autopilotDecisions.id, decisionId),
    { limit: 1, offset: 0 },
    deps.clock.now(),
  );
  if (!presented) throw new AppError('NOT_FOUND', autopilotMessages.proposalNotFound);
  return presented;
}

export async function readActivity(
  deps: Pick<ScanDeps, 'db' | 'clock'>,
  seekerId: string,
  query: { page: number; outcome?: AutopilotOutcome | undefined },
): Promise<AutopilotActivity> {
  const now = deps.clock.now();
  await expireProposals(deps.db, seekerId, now);
  const where = query.outcome ? eq(autopilotDecisions.outcome, query.outcome) : undefined;
  const [total] = await deps.db
    .select({ total: count() })
    .from(autopilotDecisions)
    .where(and(eq(autopilotDecisions.seekerId, seekerId), where));
  const pages = Math.max(1, Math.ceil((total?.total ?? 0) / autopilotActivityPageSize));
  const page = Math.min(query.page, pages);
  const entries = await readDecisions(
    deps.db,
    seekerId,
    where,
    { limit: autopilotActivityPageSize, offset: (page - 1) * autopilotActivityPageSize },
    now,
  );
  return { entries, total: total?.total ?? 0, page, pages };
}
