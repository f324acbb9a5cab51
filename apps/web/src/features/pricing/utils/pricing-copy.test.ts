import { describe, expect, it } from 'vitest';
import { autopilotBounds, defaultAutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { autopilotCaps, autopilotPoints } from './pricing-copy.ts';

describe('pricing copy', () => {
  it("states Autopilot's caps as the contract enforces them", () => {
    expect(autopilotCaps).toEqual({ daily: autopilotBounds.dailyLimit.max, weekly: autopilotBounds.weeklyLimit.max });
    expect(autopilotPoints.join(' ')).toContain('at most 20 applications a day and 100 a week');
  });

  it('says review mode is the default, as it is', () => {
    expect(defaultAutopilotSettings.mode).toBe('review');
    expect(autopilotPoints.some((point) => point.startsWith('Asks before each application by default'))).toBe(true);
  });
});
