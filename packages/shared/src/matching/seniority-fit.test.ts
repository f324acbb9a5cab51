import { describe, expect, it } from 'vitest';
import { experienceOptions } from '../options.ts';
import { experienceBuckets, judgeSeniority, levelOf, readExperience, yearsAsked } from './seniority-fit.ts';

describe('reading seniority', () => {
  it('knows every onboarding bucket, and prefers exact years', () => {
    for (const option of experienceOptions) expect(experienceBuckets[option], option).toBeDefined();
    expect(readExperience(null, '3-5')).toEqual({ years: 4, label: '3–5 years' });
    expect(readExperience(6, '3-5')).toEqual({ years: 6, label: '6 years' });
    expect(readExperience(undefined, '')).toBeNull();
  });

  it('takes the stored level, else the title', () => {
    expect(levelOf('senior', 'Engineer')).toBe('senior');
    expect(levelOf('', 'Sr. Backend Engineer')).toBe('senior');
    expect(levelOf('', 'Head of Partnerships, LATAM')).toBe('lead');
    expect(levelOf('', 'Junior Data Analyst')).toBe('entry');
    expect(levelOf('', 'Associate Product Manager')).toBe('entry');
    expect(levelOf('', 'Backend Engineer')).toBeNull();
  });

  it('reads the years a post asks for', () => {
    expect(yearsAsked('5+ years of frontend development.')).toEqual({ from: 5, to: null, label: '5+ years' });
    expect(yearsAsked('2-4 years in product or data analytics.')).toEqual({ from: 2, to: 4, label: '2–4 years' });
    expect(yearsAsked('Up to 2 years in IT or security.')).toEqual({ from: 0, to: 2, label: 'up to 2 years' });
    expect(yearsAsked('Minimum 3 years experience with Java')).toEqual({ from: 3, to: null, label: '3+ years' });
    expect(yearsAsked('We were founded 12 years ago.')).toBeNull();
  });
});

describe('judgeSeniority', () => {
  const seeker = (bucket: string) => readExperience(null, bucket);

  it('fits inside the range and tolerates a small stretch', () => {
    expect(judgeSeniority(seeker('3-5'), 'mid', null)).toEqual({
      fit: 1,
      effect: 'positive',
      text: 'The job is a mid-level role, in line with your 3–5 years.',
    });
    expect(judgeSeniority(seeker('3-5'), 'senior', yearsAsked('5+ years of experience'))).toEqual({
      fit: 0.8,
      effect: 'neutral',
      text: 'The job asks for 5+ years of experience; with 3–5 years it is a small stretch.',
    });
  });

  it('is negative far under or far over', () => {
    expect(judgeSeniority(seeker('0-1'), 'lead', null)).toMatchObject({
      fit: 0.05,
      effect: 'negative',
      text: 'The job is a lead role; you have up to 1 year.',
    });
    expect(judgeSeniority(seeker('1-3'), 'senior', null)).toMatchObject({ fit: 0.25, effect: 'negative' });
    expect(judgeSeniority(seeker('10+'), 'entry', null)).toMatchObject({
      fit: 0.3,
      effect: 'negative',
      text: 'The job is an entry-level role; with 10+ years you may be overqualified.',
    });
  });

  it('is neutral when either side is unknown', () => {
    expect(judgeSeniority(seeker('3-5'), null, null)).toMatchObject({ fit: null, effect: 'neutral' });
    expect(judgeSeniority(null, 'senior', null)).toMatchObject({ fit: null, effect: 'neutral' });
  });
});
