import { describe, expect, it } from 'vitest';
import { summariseOutcomes, type OutcomeGroup } from './autopilot-outcomes.ts';

/** `n` applications: Autopilot's or the seeker's, at a score, answered or not. */
const group = (autopilot: boolean, score: number | null, responded: boolean, n: number): OutcomeGroup => ({
  autopilot,
  score,
  responded,
  n,
});
const ap = (score: number | null, responded: number, unanswered: number) => [
  group(true, score, true, responded),
  group(true, score, false, unanswered),
];
const own = (score: number | null, responded: number, unanswered: number) => [
  group(false, score, true, responded),
  group(false, score, false, unanswered),
];

describe('summariseOutcomes', () => {
  it('counts each band, Autopilot against the seeker, and unscored applications in the totals only', () => {
    const outcomes = summariseOutcomes([
      ...ap(95, 1, 1),
      ...ap(89, 0, 2),
      ...ap(null, 1, 0),
      ...own(72, 1, 0),
      ...own(0, 0, 1),
    ]);
    expect(outcomes.bands).toEqual([
      { label: '90–100', autopilot: { sent: 2, responded: 1 }, manual: { sent: 0, responded: 0 } },
      { label: '80–89', autopilot: { sent: 2, responded: 0 }, manual: { sent: 0, responded: 0 } },
      { label: '70–79', autopilot: { sent: 0, responded: 0 }, manual: { sent: 1, responded: 1 } },
      { label: '60–69', autopilot: { sent: 0, responded: 0 }, manual: { sent: 0, responded: 0 } },
      { label: 'below 60', autopilot: { sent: 0, responded: 0 }, manual: { sent: 1, responded: 0 } },
    ]);
    expect(outcomes.autopilot).toEqual({ sent: 5, responded: 2 });
    expect(outcomes.manual).toEqual({ sent: 2, responded: 1 });
  });

  it('makes no suggestion before 10 scored Autopilot applications (unscored ones do not count), and says why', () => {
    const outcomes = summariseOutcomes([...ap(92, 5, 4), ...ap(null, 3, 3), ...own(80, 1, 1)]);
    expect(outcomes.suggestedMinimumScore).toBeNull();
    expect(outcomes.suggestion).toBe(
      'No suggestion yet: Autopilot has sent 9 scored applications for you, and a suggestion needs at least 10.',
    );
  });

  it("suggests the lowest band whose Autopilot response rate reaches the seeker's own", () => {
    // Own: 1 in 4 answered (25%). Autopilot: 90+ 50%, 80–89 30%, 70–79 10%, 60–69 0%.
    const outcomes = summariseOutcomes([
      ...ap(95, 2, 2),
      ...ap(85, 3, 7),
      ...ap(75, 1, 9),
      ...ap(65, 0, 5),
      ...own(70, 1, 3),
    ]);
    expect(outcomes.suggestedMinimumScore).toBe(80);
    expect(outcomes.suggestion).toBe(
      "Autopilot's applications to jobs scoring 80–89 were answered 30% of the time (3 of 10), at least as often as the applications you sent yourself (25%). A minimum match score of 80 keeps Autopilot to jobs where it has done as well.",
    );
  });

  it("without the seeker's own applications, measures against Autopilot's overall rate; the lowest band suggests 0", () => {
    // Overall 5 of 12 (42%): 90+ 2 of 6 (33%), below 60 3 of 6 (50%).
    const outcomes = summariseOutcomes([...ap(91, 2, 4), ...ap(12, 3, 3)]);
    expect(outcomes.suggestedMinimumScore).toBe(0);
    expect(outcomes.suggestion).toContain("at least as often as Autopilot's applications overall (42%)");
  });

  it('says so when nobody has answered Autopilot, or when no band reaches the bar', () => {
    const silent = summariseOutcomes([...ap(90, 0, 12), ...own(90, 1, 0)]);
    expect(silent.suggestedMinimumScore).toBeNull();
    expect(silent.suggestion).toContain('no employer has responded');
    const behind = summariseOutcomes([...ap(95, 1, 9), ...ap(70, 1, 9), ...own(80, 1, 1)]);
    expect(behind.suggestedMinimumScore).toBeNull();
    expect(behind.suggestion).toBe(
      "No suggestion yet: in no score band are Autopilot's applications answered as often as the applications you sent yourself (50%).",
    );
  });
});
