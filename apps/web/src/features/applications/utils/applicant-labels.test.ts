import { describe, expect, it } from 'vitest';
import { appliedLabel, decisiveReasons, skillsPreview } from './applicant-labels.ts';

describe('appliedLabel', () => {
  const now = new Date('2025-06-20T12:00:00Z');
  it('uses the spec age buckets', () => {
    expect(appliedLabel('2025-06-20T08:00:00Z', now)).toBe('Applied today');
    expect(appliedLabel('2025-06-19T08:00:00Z', now)).toBe('Applied yesterday');
    expect(appliedLabel('2025-06-16T12:00:00Z', now)).toBe('Applied 4 days ago');
    expect(appliedLabel('2025-06-06T12:00:00Z', now)).toBe('Applied 2 weeks ago');
    expect(appliedLabel('2025-04-01T12:00:00Z', now, 'en-US')).toBe('Applied on 4/1/2025');
    expect(appliedLabel('', now)).toBe('');
  });
});

describe('skillsPreview', () => {
  it('shows the first skills and counts the rest', () => {
    expect(skillsPreview(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], more: 1 });
    expect(skillsPreview(['a'], 2)).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('decisiveReasons', () => {
  it('keeps the reasons for and against, not the neutral ones', () => {
    expect(
      decisiveReasons({
        matchedSkills: [],
        missingSkills: [],
        reasons: [
          { factor: 'skills', effect: 'positive', text: 'Has 4 of 5 skills' },
          { factor: 'salary', effect: 'neutral', text: 'No salary given' },
          { factor: 'region', effect: 'negative', text: ' Lives outside the eligible countries ' },
        ],
      }),
    ).toEqual([
      { effect: 'positive', text: 'Has 4 of 5 skills' },
      { effect: 'negative', text: 'Lives outside the eligible countries' },
    ]);
    expect(decisiveReasons(null)).toEqual([]);
  });
});
