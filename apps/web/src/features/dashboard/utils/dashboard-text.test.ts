import { describe, expect, it } from 'vitest';
import type { MatchBreakdown } from '@orbit/shared/match-contracts';
import { recommendationReason, welcomeName } from './dashboard-text.ts';

describe('welcomeName', () => {
  it('uses the whole name, trimmed', () => {
    expect(welcomeName('Amara Okafor', 'Job Seeker')).toBe('Amara Okafor');
    expect(welcomeName('  Thabo  ', 'Employer')).toBe('Thabo');
  });

  it('falls back to the role word for a blank name', () => {
    expect(welcomeName('', 'Job Seeker')).toBe('Job Seeker');
    expect(welcomeName('   ', 'Employer')).toBe('Employer');
    expect(welcomeName(null, 'Job Seeker')).toBe('Job Seeker');
  });
});

describe('recommendationReason', () => {
  const breakdown = (patch: Partial<MatchBreakdown>): MatchBreakdown => ({
    matchedSkills: [],
    missingSkills: [],
    reasons: [],
    ...patch,
  });

  it('takes the first positive reason as sent, skipping negative, neutral and blank ones', () => {
    const reasons: MatchBreakdown['reasons'] = [
      { factor: 'salary', effect: 'negative', text: 'Pays below your expectation' },
      { factor: 'region', effect: 'neutral', text: 'Open worldwide' },
      { factor: 'title', effect: 'positive', text: '  ' },
      { factor: 'skills', effect: 'positive', text: 'You have 4 of its 5 skills' },
      { factor: 'seniority', effect: 'positive', text: 'Fits your experience' },
    ];
    expect(recommendationReason(breakdown({ reasons, matchedSkills: ['React'] }))).toBe('You have 4 of its 5 skills');
  });

  it('falls back to the matched skills', () => {
    expect(recommendationReason(breakdown({ matchedSkills: ['React'] }))).toBe('You have React');
    expect(recommendationReason(breakdown({ matchedSkills: ['React', 'SQL'] }))).toBe('You have React and SQL');
    expect(recommendationReason(breakdown({ matchedSkills: ['React', 'SQL', 'Python'] }))).toBe(
      'You have React, SQL and Python',
    );
    expect(recommendationReason(breakdown({ matchedSkills: ['React', 'SQL', 'Python', 'Java', 'Go'] }))).toBe(
      'You have React, SQL, Python and 2 more',
    );
  });

  it('says nothing when there is nothing in the seeker’s favour', () => {
    const reasons: MatchBreakdown['reasons'] = [
      { factor: 'salary', effect: 'negative', text: 'Pays below your expectation' },
    ];
    expect(recommendationReason(breakdown({ reasons, missingSkills: ['Go'] }))).toBe('');
  });
});
