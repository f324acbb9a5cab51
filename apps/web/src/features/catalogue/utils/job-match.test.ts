import { describe, expect, it } from 'vitest';
import type { MatchReason } from '@orbit/shared/match-contracts';
import { canSeeMatches, groupMatchReasons, matchViewerKey, skillsMatchSummary } from './job-match.ts';

describe('matchViewerKey', () => {
  it('is null while a stored token is being checked', () => {
    expect(matchViewerKey({ loading: true, isAuthenticated: null, user: null })).toBeNull();
    expect(matchViewerKey({ loading: false, isAuthenticated: null, user: null })).toBeNull();
  });

  it('tells visitors and each signed-in user apart', () => {
    expect(matchViewerKey({ loading: false, isAuthenticated: false, user: null })).toBe('visitor');
    expect(matchViewerKey({ loading: false, isAuthenticated: true, user: { _id: 'u1' } })).toBe('user:u1');
    expect(matchViewerKey({ loading: false, isAuthenticated: true, user: { _id: 'u2' } })).toBe('user:u2');
  });
});

describe('canSeeMatches', () => {
  it('is for job seekers only', () => {
    expect(canSeeMatches({ role: 'jobseeker' })).toBe(true);
    expect(canSeeMatches({ role: 'employer' })).toBe(false);
    expect(canSeeMatches(null)).toBe(false);
  });
});

describe('groupMatchReasons', () => {
  const reason = (
    effect: MatchReason['effect'],
    text: string,
    factor: MatchReason['factor'] = 'skills',
  ): MatchReason => ({
    factor,
    effect,
    text,
  });

  it('groups positive, then negative, then neutral, keeping the order within each group', () => {
    const groups = groupMatchReasons([
      reason('neutral', 'Open worldwide', 'region'),
      reason('negative', 'Pays below your expectation', 'salary'),
      reason('positive', 'You have 4 of its 5 skills'),
      reason('positive', 'Fits your experience', 'seniority'),
    ]);
    expect(groups).toEqual([
      { effect: 'positive', heading: 'In your favour', texts: ['You have 4 of its 5 skills', 'Fits your experience'] },
      { effect: 'negative', heading: 'Not in your favour', texts: ['Pays below your expectation'] },
      { effect: 'neutral', heading: 'Good to know', texts: ['Open worldwide'] },
    ]);
  });

  it('leaves out empty groups and blank texts', () => {
    expect(groupMatchReasons([reason('negative', '  '), reason('neutral', 'Full-time', 'jobType')])).toEqual([
      { effect: 'neutral', heading: 'Good to know', texts: ['Full-time'] },
    ]);
    expect(groupMatchReasons([])).toEqual([]);
  });
});

describe('skillsMatchSummary', () => {
  it('counts the skills the seeker has out of those the job lists', () => {
    expect(skillsMatchSummary(['React', 'SQL'], ['Go', 'Rust', 'AWS'])).toBe(
      'You have 2 of the 5 skills this job asks for',
    );
    expect(skillsMatchSummary([], ['Go', 'Rust'])).toBe('You have none of the 2 skills this job asks for yet');
    expect(skillsMatchSummary([], ['Go'])).toBe('You do not have the skill this job asks for yet');
  });

  it('says so when every skill matches, and nothing when the job lists none', () => {
    expect(skillsMatchSummary(['React', 'SQL'], [])).toBe('You have all 2 skills this job asks for');
    expect(skillsMatchSummary(['React'], [])).toBe('You have the skill this job asks for');
    expect(skillsMatchSummary([], [])).toBe('');
  });
});
