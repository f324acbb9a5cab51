import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { uuidArrayParam } from '../../db/text-array.ts';
import { companyCooldownDays, repostWindowDays } from '@orbit/shared/policy-figures';
import { companyKey, roleKey, type SeekerHistory } from './decide-job.ts';
import { startOfLocalDay, startOfLocalWeek } from './zoned-time.ts';

/**
 * What a seeker already did, as Autopilot's rules need it: every job applied to (withdrawn too), the roles and
 * companies of recent applications, and the sends counted against the caps. Read inside the seeker's lock, so two
 * scans or sends never count the same room twice.
 */

const dayMs = 24 * 60 * 60 * 1000;

type Reader = Pick<Db, 'select'>;

interface AppliedRow {
  jobId: string;
  appliedAt: Date;
  company: string;
  title: string;
  autopilotGenerated: boolean;
}

function historyOf(rows: readonly AppliedRow[], now: Date): SeekerHistory {
  const roleSince = now.getTime() - repostWindowDays * dayMs;
  const companySince = now.getTime() - companyCooldownDays * dayMs;
  return {
    appliedJobIds: new Set(rows.map((row) => row.jobId)),
    recentRoles: new Set(
      rows.filter((row) => row.appliedAt.getTime() >= roleSince).map((row) => roleKey(row.company, row.title)),
    ),
    recentCompanies: new Set(
      rows.filter((row) => row.appliedAt.getTime() >= companySince).map((row) => companyKey(row.company)),
    ),
  };
}

export interface CapUsage {
  /** Autopilot applications sent since the seeker's local midnight / Monday. */
  sentToday: number;
  sentThisWeek: number;
  /** Decided or approved sends still waiting for their slot. */
  queued: number;
  /** The latest send, done or planned: the next one is spaced from it. */
  lastSlot: Date | null;
}

export async function readCapUsage(db: Reader, seekerId: string, now: Date, timeZone: string): Promise<CapUsage> {
  const dayStart = startOfLocalDay(now, timeZone);
  const weekStart = startOfLocalWeek(now, timeZone);
  const since = dayStart < weekStart ? dayStart : weekStart;
  const [sent] = await db
    .select({
      today: sql<number>`count(*) filter (where ${applications.appliedAt} >= ${dayStart})`.mapWith(Number),
      week: count(),
      last: max(applications.appliedAt),
    })
    .from(applications)
    .where(
      and(
        eq(applications.seekerId, seekerId),
        eq(applications.autopilotGenerated, true),
        gte(applications.appliedAt, since),
      ),
    );
  const [queued] = await db
    .select({ queued: count(), last: max(autopilotDecisions.sendAfter) })
    .from(autopilotDecisions)
    .where(and(eq(autopilotDecisions.seekerId, seekerId), eq(autopilotDecisions.outcome, 'queued')));
  const lastSent = sent?.last ? new Date(sent.last) : null;
  const lastQueued = queued?.last ? new Date(queued.last) : null;
  const lastSlot = lastSent && lastQueued ? (lastSent > lastQueued ? lastSent : lastQueued) : (lastSent ?? lastQueued);
  return { sentToday: sent?.today ?? 0, sentThisWeek: sent?.week ?? 0, queued: queued?.queued ?? 0, lastSlot };
}

/** Sends done in the windows only (what a send re-checks under the lock, queued ones aside). */
export async function countSends(
  db: Reader,
  seekerId: string,
  now: Date,
  timeZone: string,
): Promise<{ today: number; week: number }> {
  const usage = await readCapUsage(db, seekerId, now, timeZone);
  return { today: usage.sentToday, week: usage.sentThisWeek };
}

export interface KnownDecision {
  outcome: string;
  reasonCode: string | null;
  updatedAt: Date;
}

export interface ScanState {
  history: SeekerHistory;
  usage: CapUsage;
  /** The seeker's existing decisions about the scan's candidates, by job id. */
  known: Map<string, KnownDecision>;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * What a scan reads under the seeker's lock, in three statements rather than four: every application once (the
 * history, and the Autopilot sends counted against the caps — the same rows readCapUsage counts), the decisions about
 * the candidates, and the queued sends counted against the caps (as readCapUsage counts them).
 */
export async function readScanState(
  db: Reader,
  seekerId: string,
  now: Date,
  timeZone: string,
  jobIds: readonly string[],
): Promise<ScanState> {
  const applied = await db
    .select({
      jobId: applications.jobId,
      appliedAt: applications.appliedAt,
      company: jobs.company,
      title: jobs.title,
      autopilotGenerated: applications.autopilotGenerated,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.seekerId, seekerId));
  const dayStart = startOfLocalDay(now, timeZone);
  const weekStart = startOfLocalWeek(now, timeZone);
  const since = dayStart < weekStart ? dayStart : weekStart;
  const sent = applied.filter((row) => row.autopilotGenerated && row.appliedAt >= since);
  const lastSent = sent.reduce<Date | null>((last, row) => later(last, row.appliedAt), null);

  // The candidates' decisions and the queued ones apart: one statement with `job_id in (…) or outcome = 'queued'`
  // cost PostgreSQL about five times as much to plan (~0.5 ms) as both of these together.
  const decisions =
    jobIds.length === 0
      ? []
      : await db
          .select({
            jobId: autopilotDecisions.jobId,
            outcome: autopilotDecisions.outcome,
            reasonCode: autopilotDecisions.reasonCode,
            updatedAt: autopilotDecisions.updatedAt,
          })
          .from(autopilotDecisions)
          .where(
            and(
              eq(autopilotDecisions.seekerId, seekerId),
              sql`${autopilotDecisions.jobId} = any(${uuidArrayParam(jobIds)})`,
            ),
          );
  const [queued] = await db
    .select({ queued: count(), last: max(autopilotDecisions.sendAfter) })
    .from(autopilotDecisions)
    .where(and(eq(autopilotDecisions.seekerId, seekerId), eq(autopilotDecisions.outcome, 'queued')));
  const lastQueued = queued?.last ? new Date(queued.last) : null;
  return {
    history: historyOf(applied, now),
    usage: {
      sentToday: sent.filter((row) => row.appliedAt >= dayStart).length,
      sentThisWeek: sent.length,
      queued: queued?.queued ?? 0,
      lastSlot: later(lastSent, lastQueued),
    },
    known: new Map(decisions.map((row) => [row.jobId, row])),
  };
}
