import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { autopilotMessages, type AutopilotStatus } from '@orbit/shared/autopilot-contracts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions, autopilotSettings } from '../../db/schema/autopilot.ts';
import { AppError } from '../../lib/errors.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { checkReadiness } from './requirements.ts';
import { scanSeekerContract } from './scan-contract.ts';
import type { ScanDeps } from './scan-seeker.ts';
import { readCapUsage } from './seeker-history.ts';
import { loadSettingsRow, settingsOf } from './settings.ts';

/** "Scan now" at most once in this many minutes per seeker: the hourly scan and new jobs already trigger scans. */
export const manualScanGapMinutes = 5;
const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

/** The scheduled round runs at the top of every hour (UTC cron '0 * * * *'). */
export const nextRoundAt = (now: Date) => new Date(Math.floor(now.getTime() / hourMs) * hourMs + hourMs);

/** The dashboard card and the page's header, every figure counted from the seeker's own rows. */
export async function readStatus(
  deps: Pick<ScanDeps, 'db' | 'clock' | 'config'>,
  seekerId: string,
): Promise<AutopilotStatus> {
  const now = deps.clock.now();
  const row = await loadSettingsRow(deps.db, seekerId);
  const settings = settingsOf(row);
  const [readiness, usage, totals, waiting] = await Promise.all([
    checkReadiness(deps.db, seekerId),
    readCapUsage(deps.db, seekerId, now, settings.timeZone),
    deps.db
      .select({ total: count() })
      .from(applications)
      .where(and(eq(applications.seekerId, seekerId), eq(applications.autopilotGenerated, true))),
    deps.db
      .select({
        proposed:
          sql<number>`count(*) filter (where ${autopilotDecisions.outcome} = 'proposed' and (${autopilotDecisions.expiresAt} is null or ${autopilotDecisions.expiresAt} > ${now}))`.mapWith(
            Number,
          ),
      })
      .from(autopilotDecisions)
      .where(and(eq(autopilotDecisions.seekerId, seekerId), eq(autopilotDecisions.outcome, 'proposed'))),
  ]);
  const scanAvailable = row?.lastManualScanAt
    ? new Date(row.lastManualScanAt.getTime() + manualScanGapMinutes * minuteMs)
    : null;
  return {
    isActive: settings.isActive,
    mode: settings.mode,
    pausedReason: settings.pausedReason,
    access: readiness.access,
    requirements: readiness.requirements,
    appliedToday: usage.sentToday,
    dailyLimit: settings.dailyLimit,
    appliedThisWeek: usage.sentThisWeek,
    weeklyLimit: settings.weeklyLimit,
    totalApplied: totals[0]?.total ?? 0,
    awaitingApproval: waiting[0]?.proposed ?? 0,
    queuedSends: usage.queued,
    lastScanAt: row?.lastScanAt?.toISOString() ?? null,
    nextScanAt: settings.isActive && deps.config.autopilotHourlyScans ? nextRoundAt(now).toISOString() : null,
    scanAvailableAt: scanAvailable && scanAvailable > now ? scanAvailable.toISOString() : null,
    timeZone: settings.timeZone,
  };
}

/** "Scan now": queued at once, at most once every few minutes (claimed by a conditional update, so two clicks make one). */
export async function requestScan(deps: ScanDeps, seekerId: string): Promise<{ scanAvailableAt: Date }> {
  const now = deps.clock.now();
  const row = await loadSettingsRow(deps.db, seekerId);
  if (!row?.isActive) throw new AppError('BAD_REQUEST', autopilotMessages.scanInactive);
  const gapStart = new Date(now.getTime() - manualScanGapMinutes * minuteMs);
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(autopilotSettings)
      .set({ lastManualScanAt: now })
      .where(
        and(
          eq(autopilotSettings.userId, seekerId),
          eq(autopilotSettings.isActive, true),
          or(
            isNull(autopilotSettings.lastManualScanAt),
            lt(autopilotSettings.lastManualScanAt, gapStart),
            gt(autopilotSettings.lastManualScanAt, now),
          ),
        ),
      )
      .returning({ at: autopilotSettings.lastManualScanAt });
    if (!claimed) {
      const availableAt = new Date((row.lastManualScanAt ?? now).getTime() + manualScanGapMinutes * minuteMs);
      throw new AppError('RATE_LIMITED', autopilotMessages.scanTooSoon, {
        retryAfterSeconds: Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / 1000)),
      });
    }
    await sendTask(deps.boss, scanSeekerContract, { seekerId, trigger: 'manual' }, { tx });
    return { scanAvailableAt: new Date(now.getTime() + manualScanGapMinutes * minuteMs) };
  });
}
