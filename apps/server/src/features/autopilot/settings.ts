import { and, eq } from 'drizzle-orm';
import {
  autopilotMessages,
  defaultAutopilotSettings,
  settingsProblems,
  type AutopilotSettings,
  type AutopilotSettingsResponse,
  type AutopilotSettingsUpdate,
} from '@orbit/shared/autopilot-contracts';
import type { Db } from '../../db/client.ts';
import { autopilotDecisions, autopilotSettings } from '../../db/schema/autopilot.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';
import { checkReadiness } from './requirements.ts';
import { scanSeekerContract } from './scan-contract.ts';

/** The saved settings (the defaults, inactive, for a seeker who never saved any). */
export type SettingsRow = typeof autopilotSettings.$inferSelect;

export function settingsOf(row: SettingsRow | undefined): AutopilotSettings & { pausedReason: string | null } {
  if (!row) return { ...defaultAutopilotSettings, pausedReason: null };
  return {
    isActive: row.isActive,
    dailyLimit: row.dailyLimit,
    weeklyLimit: row.weeklyLimit,
    skillKeywords: row.skillKeywords,
    locationPreference: row.locationPreference,
    minimumSalary: row.minimumSalary,
    excludedCompanies: row.excludedCompanies,
    experienceLevel: row.experienceLevel,
    jobTypes: row.jobTypes,
    customizeCoverLetter: row.customizeCoverLetter,
    autoFollowUp: row.autoFollowUp,
    followUpDelay: row.followUpDelay,
    minimumMatchScore: row.minimumMatchScore,
    mode: row.mode,
    timeZone: row.timeZone,
    baseCoverLetter: row.baseCoverLetter,
    digestEmails: row.digestEmails,
    pausedReason: row.pausedReason,
  };
}

export async function loadSettingsRow(db: Pick<Db, 'select'>, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(autopilotSettings).where(eq(autopilotSettings.userId, userId));
  return row;
}

export async function loadSettings(db: Pick<Db, 'select'>, userId: string): Promise<AutopilotSettingsResponse> {
  return settingsOf(await loadSettingsRow(db, userId));
}

/** Queued sends not yet gone, cancelled at once (Stop now, turning Autopilot off, pausing itself). */
export async function cancelQueuedSends(
  db: Pick<Db, 'update'>,
  userId: string,
  now: Date,
  reason: string,
): Promise<number> {
  const cancelled = await db
    .update(autopilotDecisions)
    .set({ outcome: 'cancelled', reasonCode: 'stopped', reason, updatedAt: now })
    .where(and(eq(autopilotDecisions.seekerId, userId), eq(autopilotDecisions.outcome, 'queued')))
    .returning({ id: autopilotDecisions.id });
  return cancelled.length;
}

/**
 * Saves the seeker's settings: the fields sent replace the saved ones, the rest are kept; the merged settings are
 * checked again (weekly ≥ daily). Turning Autopilot on needs access and every requirement (else a 400 listing what is
 * missing); it clears a pause and queues a scan. Turning it off cancels the sends still queued.
 */
export async function saveSettings(
  deps: Pick<AppDeps, 'db' | 'clock' | 'boss'>,
  userId: string,
  update: AutopilotSettingsUpdate,
): Promise<AutopilotSettingsResponse> {
  const current = await loadSettingsRow(deps.db, userId);
  const before = settingsOf(current);
  const { pausedReason: _reason, ...saved } = before;
  const merged: AutopilotSettings = { ...saved, ...update };
  const problems = settingsProblems(merged);
  if (problems.length > 0) {
    throw new AppError('VALIDATION', problems[0]!, { errors: problems.map((msg) => ({ msg, path: 'weeklyLimit' })) });
  }
  const turningOn = merged.isActive && !before.isActive;
  if (merged.isActive) {
    const readiness = await checkReadiness(deps.db, userId);
    if (!readiness.access) throw new AppError('FORBIDDEN', autopilotMessages.notAvailable);
    if (turningOn && !readiness.ready) {
      const missing = readiness.requirements.filter((requirement) => !requirement.met);
      throw new AppError(
        'VALIDATION',
        `${autopilotMessages.cannotStart}: ${missing.map((requirement) => requirement.detail).join(' ')}`,
        {
          errors: missing.map((requirement) => ({ msg: requirement.detail, path: requirement.key })),
        },
      );
    }
  }

  const now = deps.clock.now();
  const values = { ...merged, updatedAt: now, ...(turningOn ? { pausedReason: null, consecutiveFailures: 0 } : {}) };
  const row = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(autopilotSettings)
      .values({ userId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: autopilotSettings.userId, set: values })
      .returning();
    if (!merged.isActive && before.isActive)
      await cancelQueuedSends(tx, userId, now, 'Cancelled: you turned Autopilot off');
    if (merged.isActive)
      await sendTask(deps.boss, scanSeekerContract, { seekerId: userId, trigger: 'settings' }, { tx });
    return saved;
  });
  return settingsOf(row);
}
