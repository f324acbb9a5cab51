import { describe, expect, it } from 'vitest';
import { analyticsSchema, funnelStatuses } from '@orbit/shared/analytics-contracts';
import type { AnalyticsCounts } from './count-analytics.ts';
import { presentAnalytics } from './present-analytics.ts';

const counts: AnalyticsCounts = {
  views: [
    { day: '2031-01-02', n: 30 },
    { day: '2031-01-04', n: 10 },
  ],
  totals: {
    live: 8,
    withdrawn: 1,
    applied: 3,
    reviewing: 2,
    shortlisted: 1,
    offered: 1,
    accepted: 0,
    rejected: 1,
    autopilot: 2,
    answeredWithin48h: 2,
    judged48h: 6,
    medianHours: 30.04,
  },
  applicationsByDay: [{ day: '2031-01-02', n: 8 }],
  locations: [
    { location: 'Lagos, Nigeria', n: 4 },
    { location: 'Berlin, Germany', n: 2 },
    { location: 'Nairobi, Kenya', n: 1 },
    { location: null, n: 1 },
  ],
};

describe('presentAnalytics', () => {
  const answer = presentAnalytics(counts, { from: '2031-01-01', to: '2031-01-04' });

  it('answers the contract’s fields only, every day of the period in the series', () => {
    expect(analyticsSchema.strict().parse(answer)).toEqual(answer);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(analyticsSchema.shape).sort());
    expect(answer.daily).toEqual([
      { date: '2031-01-01', views: 0, applications: 0 },
      { date: '2031-01-02', views: 30, applications: 8 },
      { date: '2031-01-03', views: 0, applications: 0 },
      { date: '2031-01-04', views: 10, applications: 0 },
    ]);
  });

  it('derives the shares, the funnel in the spec’s order and the regions from the counts', () => {
    expect(answer).toMatchObject({
      views: 40,
      applications: 8,
      conversion: 0.2,
      medianFirstResponseHours: 30,
      answeredWithin48h: 0.3333,
      autopilotShare: 0.25,
    });
    expect(Object.keys(answer.funnel)).toEqual([...funnelStatuses]);
    expect(answer.funnel).toEqual({
      Applied: 3,
      Reviewing: 2,
      Shortlisted: 1,
      Offered: 1,
      Accepted: 0,
      Rejected: 1,
      Withdrawn: 1,
    });
    expect(answer.applicantsByRegion).toEqual([
      { region: 'Europe', n: 2 },
      { region: 'Africa', n: 5 },
      { region: 'Unknown', n: 1 },
    ]);
  });

  it('gives null, not zero, for a share or median with nothing to count', () => {
    const none = presentAnalytics(
      {
        views: [],
        totals: { ...counts.totals, live: 0, judged48h: 0, medianHours: null },
        applicationsByDay: [],
        locations: [],
      },
      { from: '2031-01-01', to: '2031-01-01' },
    );
    expect(none).toMatchObject({
      views: 0,
      conversion: null,
      answeredWithin48h: null,
      autopilotShare: null,
      medianFirstResponseHours: null,
      applicantsByRegion: [],
    });
  });
});
