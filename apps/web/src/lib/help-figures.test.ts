import { describe, expect, it } from 'vitest';
import { defaultAutopilotSettings, proposalLifetimeDays } from '@orbit/shared/autopilot-contracts';
import { jobSourceLabels, jobSourceNames } from '@orbit/shared/job-sources';
import { littleInCommonCap, matchWeights, regionCap } from '@orbit/shared/matching/score-match';
import { helpFigures } from './help-figures.ts';

describe('the help pages’ figures', () => {
  it('are the match score’s own weights and caps', () => {
    const quoted = helpFigures.weights.map((weight) => weight.percent);
    const actual = [
      matchWeights.skills,
      matchWeights.title,
      matchWeights.seniority,
      matchWeights.region,
      matchWeights.salary,
      matchWeights.jobType,
    ];
    expect(quoted).toEqual(actual.map((weight) => Math.round(weight * 100)));
    expect(quoted.reduce((sum, percent) => sum + percent, 0)).toBe(100);
    expect(helpFigures.regionCap).toBe(regionCap);
    expect(helpFigures.littleInCommonCap).toBe(littleInCommonCap);
  });

  it('are Autopilot’s defaults and the job boards imported from', () => {
    const { minimumMatchScore, dailyLimit, weeklyLimit } = defaultAutopilotSettings;
    expect(helpFigures.autopilot).toEqual({ minimumMatchScore, dailyLimit, weeklyLimit, proposalLifetimeDays });
    expect(helpFigures.jobBoards).toEqual(jobSourceNames.map((name) => jobSourceLabels[name]));
  });
});
