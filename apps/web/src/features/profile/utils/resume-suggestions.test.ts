import { describe, expect, it } from 'vitest';
import { experienceLabel, hasOpenSuggestions, mergeSkills, yearsLabel } from './resume-suggestions.ts';

describe('mergeSkills', () => {
  it('appends accepted skills after the current ones', () => {
    expect(mergeSkills(['React', 'SQL'], ['TypeScript', 'Docker'])).toEqual(['React', 'SQL', 'TypeScript', 'Docker']);
  });

  it('does not add a skill the profile already has in another letter case', () => {
    expect(mergeSkills(['react', 'Node.js'], ['React', 'NODE.JS', 'GraphQL'])).toEqual(['react', 'Node.js', 'GraphQL']);
  });

  it('does not add the same accepted skill twice', () => {
    expect(mergeSkills([], ['Go', 'go', 'Go'])).toEqual(['Go']);
  });

  it('ignores blank entries and trims what it adds', () => {
    expect(mergeSkills(['SQL'], ['  ', ' Rust '])).toEqual(['SQL', 'Rust']);
  });

  it('leaves the inputs untouched', () => {
    const current = ['SQL'];
    mergeSkills(current, ['Rust']);
    expect(current).toEqual(['SQL']);
  });
});

describe('experienceLabel', () => {
  it('matches the labels of the profile form select', () => {
    expect(experienceLabel('5-10')).toBe('5-10 years');
    expect(experienceLabel('0-1')).toBe('0-1 years');
    expect(experienceLabel('10+')).toBe('10+ years');
  });
});

describe('yearsLabel', () => {
  it('says years in words', () => {
    expect(yearsLabel(0.5)).toBe('Less than a year');
    expect(yearsLabel(1)).toBe('1 year');
    expect(yearsLabel(7.4)).toBe('7 years');
  });
});

describe('hasOpenSuggestions', () => {
  it('is false only when nothing is left', () => {
    expect(hasOpenSuggestions({ skills: [], title: null, experience: null })).toBe(false);
    expect(hasOpenSuggestions({ skills: ['Go'], title: null, experience: null })).toBe(true);
    expect(hasOpenSuggestions({ skills: [], title: 'Engineer', experience: null })).toBe(true);
    expect(hasOpenSuggestions({ skills: [], title: null, experience: '3-5' })).toBe(true);
  });
});
