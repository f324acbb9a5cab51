import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autopilotSettings } from '../../db/schema/autopilot.ts';
import { cancelQueuedSends, type SettingsRow } from './settings.ts';

type Executor = Pick<Db, 'select' | 'update' | 'execute'>;

/**
 * The seeker's lock: their settings row, `for update`. Sends and approvals take it before reading caps and writing (a
 * scan takes the same row lock with the update that marks its scan), so two workers (or two processes) take turns for
 * one seeker and never count the same room twice.
 */
export async function lockSettings(tx: Pick<Db, 'select'>, seekerId: string): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(autopilotSettings).where(eq(autopilotSettings.userId, seekerId)).for('update');
  return row;
}

/** Autopilot turns itself off and says why; what was queued is cancelled at once. */
export async function pauseAutopilot(
  db: Pick<Db, 'update'>,
  seekerId: string,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .update(autopilotSettings)
    .set({ isActive: false, pausedReason: reason, updatedAt: now })
    .where(eq(autopilotSettings.userId, seekerId));
  await cancelQueuedSends(db, seekerId, now, `Cancelled: ${reason.replace(/^Paused: /, '')}`);
}

/** "Stop now": off, and every queued send cancelled. Returns how many were. */
export async function stopAutopilot(db: Db, seekerId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(autopilotSettings)
      .set({ isActive: false, pausedReason: 'Stopped by you', updatedAt: now })
      .where(eq(autopilotSettings.userId, seekerId));
    return cancelQueuedSends(tx, seekerId, now, 'Cancelled: you stopped Autopilot');
  });
}

/** A failed send: three in a row pause Autopilot. */
export async function recordSendFailure(db: Executor, seekerId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(autopilotSettings)
    .set({ consecutiveFailures: sql`${autopilotSettings.consecutiveFailures} + 1` })
    .where(eq(autopilotSettings.userId, seekerId))
    .returning({ failures: autopilotSettings.consecutiveFailures, isActive: autopilotSettings.isActive });
  if (row && row.failures >= 3 && row.isActive) {
    await pauseAutopilot(
      db,
      seekerId,
      now,
      'Paused: 3 applications in a row could not be sent. Check the activity log, then turn Autopilot on again.',
    );
  }
}

export async function recordSendSuccess(db: Pick<Db, 'update'>, seekerId: string): Promise<void> {
  await db.update(autopilotSettings).set({ consecutiveFailures: 0 }).where(eq(autopilotSettings.userId, seekerId));
}
