import type { AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import type { SeekerPlace } from '@orbit/shared/matching/places';
import { proposalLifetimeDays } from '@orbit/shared/policy-figures';
import type { ScoredJob } from '../recommendations/rank-jobs.ts';
import { buildCoverLetter, type CoverLetterFacts } from './cover-letter.ts';
import { companyKey, decideJob, roleKey, type JobVerdict, type SeekerHistory } from './decide-job.ts';
import type { CapUsage, KnownDecision } from './seeker-history.ts';
import type { DecisionToWrite } from './write-decisions.ts';

/**
 * A scan's candidates decided best first, with the caps applied: pure, so the scan (scan-seeker.ts) only gathers the
 * facts under the seeker's lock and writes what this returns.
 */

/** Skips are written for the best of the candidates only: enough to explain, not a row per job in the catalogue. */
const recordedSkips = 40;
/**
 * After new jobs, fewer: a round of 1,000 incremental scans spent most of its time writing ~40 skips per seeker about
 * jobs most will never look at. The hourly full scan records the rest of the near misses.
 */
const recordedIncrementalSkips = 10;
/** A skip below the minimum score is worth recording within this many points of it. */
export const nearMissPoints = 20;

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

export interface ScanSummary {
  considered: number;
  queued: number;
  proposed: number;
  suggested: number;
  skipped: number;
}

export const emptySummary = (): ScanSummary => ({ considered: 0, queued: 0, proposed: 0, suggested: 0, skipped: 0 });

export interface CandidateFacts {
  /** Best first, as ranked. */
  candidates: readonly ScoredJob[];
  /** Jobs whose employer refuses Autopilot applications. */
  refusing: ReadonlySet<string>;
  /** The seeker's existing decisions about the candidates, by job id. */
  known: ReadonlyMap<string, KnownDecision>;
  settings: AutopilotSettings;
  place: SeekerPlace | null;
  history: SeekerHistory;
  usage: CapUsage;
  /** The letter's facts for a job (the seeker's part is the scan's). */
  letterFacts: (job: ScoredJob) => CoverLetterFacts;
  now: Date;
  sendGapMinutes: number;
  /** An incremental scan (after new jobs) records fewer skips. */
  incremental: boolean;
}

export function decideCandidates(facts: CandidateFacts): { rows: DecisionToWrite[]; summary: ScanSummary } {
  const { settings, now } = facts;
  const gapMs = facts.sendGapMinutes * minuteMs;
  let dailyRoom = settings.dailyLimit - facts.usage.sentToday - facts.usage.queued;
  let weeklyRoom = settings.weeklyLimit - facts.usage.sentThisWeek - facts.usage.queued;
  let lastSlot = facts.usage.lastSlot;
  const recentCompanies = new Set(facts.history.recentCompanies);
  const recentRoles = new Set(facts.history.recentRoles);
  const summary = emptySummary();
  const rows: DecisionToWrite[] = [];
  let skipsRecorded = 0;
  const skipLimit = facts.incremental ? recordedIncrementalSkips : recordedSkips;

  for (const job of facts.candidates) {
    const existing = facts.known.get(job._id);
    // Decided meanwhile by another scan (or never revisitable): leave it.
    if (existing && existing.outcome !== 'skipped') continue;
    summary.considered += 1;
    let verdict: JobVerdict = decideJob(
      { job, acceptsAutopilot: !facts.refusing.has(job._id), matchScore: job.matchScore },
      settings,
      facts.place,
      { ...facts.history, recentCompanies, recentRoles },
    );
    if (verdict.action === 'send' && (dailyRoom <= 0 || weeklyRoom <= 0)) {
      verdict =
        dailyRoom <= 0
          ? {
              action: 'skip',
              reasonCode: 'daily_cap',
              reason: `Today's limit of ${settings.dailyLimit} is reached; Autopilot looks again tomorrow`,
            }
          : {
              action: 'skip',
              reasonCode: 'weekly_cap',
              reason: `This week's limit of ${settings.weeklyLimit} is reached; Autopilot looks again next week`,
            };
    }
    const base = {
      jobId: job._id,
      matchScore: job.matchScore,
      matchReasons: job.matchBreakdown.reasons.map((reason) => reason.text),
      coverLetter: '',
      sendAfter: null,
      expiresAt: null,
    };
    if (verdict.action === 'skip') {
      const nearMiss =
        verdict.reasonCode !== 'below_score' || job.matchScore >= settings.minimumMatchScore - nearMissPoints;
      if (!nearMiss || skipsRecorded >= skipLimit) continue;
      if (existing && existing.reasonCode === verdict.reasonCode) continue;
      skipsRecorded += 1;
      summary.skipped += 1;
      rows.push({ ...base, outcome: 'skipped', reasonCode: verdict.reasonCode, reason: verdict.reason });
      continue;
    }
    if (verdict.action === 'suggest') {
      summary.suggested += 1;
      rows.push({ ...base, outcome: 'suggested', reasonCode: null, reason: verdict.reason });
      continue;
    }
    // One application (or proposal) per company per scan, and never two of one role.
    recentCompanies.add(companyKey(job.company));
    recentRoles.add(roleKey(job.company, job.title));
    const coverLetter = buildCoverLetter(facts.letterFacts(job));
    if (verdict.action === 'propose') {
      summary.proposed += 1;
      rows.push({
        ...base,
        outcome: 'proposed',
        reasonCode: verdict.reasonCode,
        reason: verdict.reason,
        coverLetter,
        expiresAt: new Date(now.getTime() + proposalLifetimeDays * dayMs),
      });
      continue;
    }
    const slot = lastSlot && lastSlot.getTime() + gapMs > now.getTime() ? new Date(lastSlot.getTime() + gapMs) : now;
    lastSlot = slot;
    dailyRoom -= 1;
    weeklyRoom -= 1;
    summary.queued += 1;
    rows.push({ ...base, outcome: 'queued', reasonCode: null, reason: verdict.reason, coverLetter, sendAfter: slot });
  }
  return { rows, summary };
}
