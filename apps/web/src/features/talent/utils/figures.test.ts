import { describe, expect, it } from 'vitest';
import type { TalentStats } from '@orbit/shared/talent-stats-contracts';
import {
  anyWithheld,
  catalogueRows,
  formatCount,
  formatPeopleCount,
  formatPeoplePart,
  peopleCountPhrase,
  regionRows,
  skillRows,
} from './figures.ts';

const stats: TalentStats = {
  fewerThan: 10,
  pool: {
    total: 1204,
    visibleToAllEmployers: { count: 950, withheld: false },
    visibleToVerifiedOnly: { count: 254, withheld: false },
    byRegion: [
      { region: 'North America', count: null, withheld: false },
      { region: 'South America', count: null, withheld: false },
      { region: 'Europe', count: null, withheld: true },
      { region: 'Africa', count: 1060, withheld: false },
      { region: 'Asia', count: 120, withheld: false },
      { region: 'Australia', count: null, withheld: false },
    ],
    unplaced: { count: 10, withheld: false },
    topSkills: [
      { skill: 'React', count: 410 },
      { skill: 'Go', count: null },
    ],
  },
  catalogue: { liveJobs: 2480, companiesHiring: 312, postedHere: 0, newThisWeek: 9 },
  countedAt: '2026-01-15T10:00:00.000Z',
};

describe('talent figures as shown', () => {
  it('shows a missing count of people as fewer than 10, and real ones with thousands separated', () => {
    expect(formatPeopleCount(null, 10)).toBe('Fewer than 10');
    expect(formatPeopleCount(10, 10)).toBe('10');
    expect(formatPeopleCount(1204, 10)).toBe('1,204');
    expect(peopleCountPhrase(null, 10, 'seekers')).toBe('fewer than 10 seekers');
    expect(peopleCountPhrase(12000, 10, 'seekers')).toBe('12,000 seekers');
  });

  it('shows a part held back to protect a smaller one as 10 or more, never as fewer than 10', () => {
    expect(formatPeoplePart({ count: null, withheld: true }, 10)).toBe('10 or more');
    expect(formatPeoplePart({ count: null, withheld: false }, 10)).toBe('Fewer than 10');
    expect(formatPeoplePart({ count: 36, withheld: false }, 10)).toBe('36');
    expect(anyWithheld(stats)).toBe(true);
    expect(anyWithheld({ ...stats, pool: { ...stats.pool, byRegion: [] } })).toBe(false);
  });

  it('lists every region, then the seekers we cannot place', () => {
    expect(regionRows(stats)).toEqual([
      { label: 'North America', value: 'Fewer than 10' },
      { label: 'South America', value: 'Fewer than 10' },
      { label: 'Europe', value: '10 or more' },
      { label: 'Africa', value: '1,060' },
      { label: 'Asia', value: '120' },
      { label: 'Australia', value: 'Fewer than 10' },
      { label: 'Location not given or not recognised', value: '10' },
    ]);
  });

  it('says how many seekers hold each top skill', () => {
    expect(skillRows(stats)).toEqual([
      { label: 'React', value: '410 seekers' },
      { label: 'Go', value: 'fewer than 10 seekers' },
    ]);
  });

  it('shows the catalogue counters exactly, small ones too (jobs are not people)', () => {
    expect(formatCount(0)).toBe('0');
    expect(catalogueRows(stats)).toEqual([
      { label: 'live remote jobs', value: '2,480' },
      { label: 'companies hiring', value: '312' },
      { label: 'new in the last 7 days', value: '9' },
      { label: 'posted by employers on Orbit Jobs', value: '0' },
    ]);
  });
});
