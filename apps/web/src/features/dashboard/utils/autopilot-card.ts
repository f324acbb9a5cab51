import type { AutopilotStatus } from '@orbit/shared/autopilot-contracts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';

export type AutopilotCardState = 'active' | 'paused' | 'off' | 'new';

/**
 * Which card to show: active; paused (Autopilot turned itself off and says why); off (turned off after use); or
 * never started — the card's original 'not active yet' wording.
 */
export function autopilotCardState(
  status: Pick<AutopilotStatus, 'isActive' | 'pausedReason' | 'totalApplied'>,
): AutopilotCardState {
  if (status.isActive) return 'active';
  if (status.pausedReason) return 'paused';
  return status.totalApplied > 0 ? 'off' : 'new';
}

export const autopilotCardHeadlines: Record<AutopilotCardState, string> = {
  active: 'Autopilot is active',
  paused: 'Autopilot is paused',
  off: 'Autopilot is off',
  new: 'Autopilot is not active yet',
};

/** '3 of 5 today', '18 of 25 this week'. */
export const limitText = (count: number, limit: number, period: 'today' | 'this week'): string =>
  `${count} of ${limit} ${period}`;

/** 'Next scan in 42 minutes'; 'Next scan any moment now' once it is due; null when none is scheduled. */
export function nextScanText(nextScanAt: string | null, now: Date): string | null {
  if (!nextScanAt) return null;
  const at = new Date(nextScanAt);
  if (Number.isNaN(at.getTime())) return null;
  return at.getTime() - now.getTime() < 60_000 ? 'Next scan any moment now' : `Next scan ${relativeTimeLabel(at, now)}`;
}

/** '2 applications await your approval' (the link to the review queue). */
export const awaitingText = (count: number): string =>
  count === 1 ? '1 application awaits your approval' : `${count} applications await your approval`;
