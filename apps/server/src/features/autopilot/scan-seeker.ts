import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { proposalLifetimeDays } from '@orbit/shared/policy-figures';
import { placeSeeker } from '@orbit/shared/matching/places';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions, autopilotSettings } from '../../db/schema/autopilot.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import type { JobRow } from '../../domain/jobs/present-job.ts';
import { matchProfileColumns, toMatchProfile } from '../../domain/matching/match-profile.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import { sendTasks } from '../../lib/tasks/send-task.ts';
import { rankChangedJobs } from '../recommendations/rank-changed-jobs.ts';
import { rankJobsByKey } from '../recommendations/rank-jobs-by-key.ts';
import type { ScoredJob } from '../recommendations/rank-jobs.ts';
import type { CoverLetterFacts } from './cover-letter.ts';
import { decideCandidates, emptySummary, nearMissPoints, type ScanSummary } from './decide-candidates.ts';
import { readinessColumns, readinessOf } from './requirements.ts';
import { sendApplicationContract } from './scan-contract.ts';
import { pauseAutopilot } from './pause-autopilot.ts';
import { readScanState } from './seeker-history.ts';
import { settingsOf } from './settings.ts';
import { writeDecisions } from './write-decisions.ts';

/**
 * One seeker's scan. Outside any lock: the candidates (live jobs not yet decided, or decided before the seeker last
 * changed their settings or profile) are ranked as the recommendations rank them. Then, under the seeker's lock (their
 * settings row, locked by the update marking the scan): their history and caps are read, each candidate is decided
 * best first (decide-candidates.ts, decide-job.ts), the caps applied, and the decisions written with the sends they queue — spaced by
 * AUTOPILOT_SEND_GAP_MINUTES. Two scans at once take turns; a decision already moved on (queued, proposed, applied) is
 * never overwritten.
 */

export interface ScanDeps {
  db: Db;
  clock: Clock;
  boss: TaskSender;
  config: { autopilotSendGapMinutes: number; autopilotHourlyScans: boolean };
}

/** How many candidates a scan ranks: the best few dozen are all a day's caps could use. */
export const scanCandidateCount = 100;
/** A skip for a cap or the company cooldown is looked at again at the next scan; others when settings change. */
const revisitedReasons = ['daily_cap', 'weekly_cap', 'company_cooldown'] as const;

export async function scanSeeker(deps: ScanDeps, seekerId: string, since?: Date): Promise<ScanSummary> {
  const now = deps.clock.now();
  // The settings, what readiness needs, the match profile and the letter's facts: one read of the seeker's rows.
  const [read] = await deps.db
    .select({
      settings: autopilotSettings,
      readiness: readinessColumns,
      profile: matchProfileColumns,
      name: users.name,
      title: users.title,
      skills: users.skills,
      updatedAt: users.updatedAt,
      latestTitle: resumeAnalyses.latestTitle,
      resumeYears: resumeAnalyses.yearsOfExperience,
      resumeSkills: resumeAnalyses.skills,
    })
    .from(autopilotSettings)
    .innerJoin(users, eq(users.id, autopilotSettings.userId))
    .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
    .where(eq(autopilotSettings.userId, seekerId));
  const settingsRow = read?.settings;
  if (!read || !settingsRow?.isActive) return emptySummary();

  const readiness = readinessOf(read.readiness);
  const onlyReading = readiness.requirements.every(
    (requirement) => requirement.met || (requirement.key === 'resume' && readiness.resumePending),
  );
  // A resume still being read is not a reason to pause: the next scan will find it read.
  if (readiness.access && onlyReading && readiness.resumePending) return emptySummary();
  if (!readiness.access || !readiness.ready) {
    const reason = readiness.resumeUnreadable
      ? 'Paused: your resume could not be read. Upload a readable PDF or Word file, then turn Autopilot on again.'
      : `Paused: ${
          readiness.requirements
            .filter((requirement) => !requirement.met)
            .map((requirement) => requirement.detail)
            .join(' ') || 'Autopilot is not available for this account.'
        }`;
    await pauseAutopilot(deps.db, seekerId, now, reason);
    return emptySummary();
  }
  const profile = toMatchProfile(read.profile);
  if (!profile) return emptySummary();
  await expireProposals(deps.db, seekerId, now);
  const seeker = read;
  const changedAt = seeker.updatedAt > settingsRow.updatedAt ? seeker.updatedAt : settingsRow.updatedAt;

  const where: SQL[] = [isLiveJob(now), undecided(seekerId, changedAt)];
  if (since) where.push(gte(jobs.updatedAt, since));
  // Whether each candidate's employer refuses Autopilot is taken from the ranked rows, not read again.
  const refusing = new Set<string>();
  const seen = (row: Pick<JobRow, 'id' | 'acceptsAutopilot'>) => {
    if (!row.acceptsAutopilot) refusing.add(row.id);
  };
  // An incremental scan looks at a few hundred changed jobs: each scored, rather than a ranking walk of the catalogue.
  const changed = since ? await rankChangedJobs(deps.db, profile, where, now, scanCandidateCount, seen) : null;
  const ranked = changed ?? (await rankJobsByKey(deps.db, profile, where, now, scanCandidateCount, seen));
  // After new jobs, only those near the seeker's minimum are decided (a far miss would be a skip nobody reads; the
  // hourly scan still looks at it). Most seekers then have nothing to write, and take no lock.
  const nearEnough = settingsOf(settingsRow).minimumMatchScore - nearMissPoints;
  const candidates = since ? ranked.filter((job) => job.matchScore >= nearEnough) : ranked;
  if (since && candidates.length === 0) {
    await deps.db.update(autopilotSettings).set({ lastScanAt: now }).where(eq(autopilotSettings.userId, seekerId));
    return emptySummary();
  }
  const jobIds = candidates.map((job) => job._id);
  const place = placeSeeker(profile.location);
  const letterFacts = (job: ScoredJob): CoverLetterFacts => ({
    seekerName: seeker.name,
    baseLetter: settingsRow.baseCoverLetter,
    customize: settingsRow.customizeCoverLetter,
    seeker: { title: seeker.title, skills: seeker.skills, yearsOfExperience: null },
    resume: seeker.resumeSkills
      ? { latestTitle: seeker.latestTitle, yearsOfExperience: seeker.resumeYears, skills: seeker.resumeSkills }
      : null,
    job: { title: job.title, company: job.company, skills: job.skills },
  });

  return deps.db.transaction(async (tx) => {
    // The seeker's lock, taken by marking the scan: an update locks the settings row as `for update` does, and
    // returns it. Turned off meanwhile: nothing matches, nothing is written.
    const [locked] = await tx
      .update(autopilotSettings)
      .set({ lastScanAt: now })
      .where(and(eq(autopilotSettings.userId, seekerId), eq(autopilotSettings.isActive, true)))
      .returning();
    if (!locked) return emptySummary();
    const settings = settingsOf(locked);
    const { history, usage, known } = await readScanState(tx, seekerId, now, settings.timeZone, jobIds);
    const { rows, summary } = decideCandidates({
      candidates,
      refusing,
      known,
      settings,
      place,
      history,
      usage,
      letterFacts,
      now,
      sendGapMinutes: deps.config.autopilotSendGapMinutes,
      incremental: Boolean(since),
    });

    const written = await writeDecisions(tx, seekerId, now, rows);
    // The scan's sends in one insert, in its transaction: they exist exactly when their decisions do.
    const slotOf = new Map(rows.map((row) => [row.jobId, row.sendAfter]));
    const slots = new Map<string, Date>();
    for (const decision of written) {
      const slot = slotOf.get(decision.jobId);
      if (decision.outcome === 'queued' && slot) slots.set(decision.id, slot);
    }
    if (slots.size > 0)
      await sendTasks(
        deps.boss,
        sendApplicationContract,
        [...slots.keys()].map((decisionId) => ({ decisionId })),
        {
          tx,
          delaySeconds: ({ decisionId }) => Math.max(0, (slots.get(decisionId)!.getTime() - now.getTime()) / 1000),
        },
      );
    return summary;
  });
}

/** Jobs never applied to, with no decision for the seeker or one worth looking at again (see revisitedReasons). */
function undecided(seekerId: string, changedAt: Date): SQL {
  const revisited = sql.join(
    revisitedReasons.map((reason) => sql`${reason}`),
    sql`, `,
  );
  return sql`not exists (select 1 from ${autopilotDecisions} d where d.seeker_id = ${seekerId} and d.job_id = ${jobs.id}
    and (d.outcome <> 'skipped' or (d.reason_code not in (${revisited}) and d.updated_at >= ${changedAt})))
    and not exists (select 1 from ${applications} a where a.seeker_id = ${seekerId} and a.job_id = ${jobs.id})`;
}

/** Proposals nobody answered within their lifetime. */
export async function expireProposals(db: Pick<Db, 'update'>, seekerId: string, now: Date): Promise<void> {
  await db
    .update(autopilotDecisions)
    .set({ outcome: 'expired', reason: `Not approved within ${proposalLifetimeDays} days`, updatedAt: now })
    .where(
      and(
        eq(autopilotDecisions.seekerId, seekerId),
        eq(autopilotDecisions.outcome, 'proposed'),
        lte(autopilotDecisions.expiresAt, now),
      ),
    );
}
