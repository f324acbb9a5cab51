import { describe, expect, it } from 'vitest';
import type { TalentStats } from '@orbit/shared/talent-stats-contracts';
import { catalogueRows, formatCount, formatPeopleCount, peopleCountPhrase, regionRows, skillRows } from './figures.ts';

const stats: TalentStats = {
  fewerThan: 10,
  pool: {
    total: 1204,
    visibleToAllEmployers: 950,
    visibleToVerifiedOnly: 254,
    byRegion: [
      { region: 'North America', count: null },
      { region: 'South America', count: null },
      { region: 'Europe', count: 120 },
      { region: 'Africa', count: 1060 },
      { region: 'Asia', count: null },
      { region: 'Australia', count: null },
    ],
    unplaced: 10,
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

  it('lists every region, then the seekers we cannot place', () => {
    expect(regionRows(stats)).toEqual([
      { label: 'North America', value: 'Fewer than 10' },
      { label: 'South America', value: 'Fewer than 10' },
      { label: 'Europe', value: '120' },
      { label: 'Africa', value: '1,060' },
      { label: 'Asia', value: 'Fewer than 10' },
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
