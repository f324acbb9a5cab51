import { describe, expect, it } from 'vitest';
import { familyOf } from './role-families.ts';
import { buildTitleIdf, judgeTitle, prepareTitle, titleTerms } from './title-similarity.ts';

const fit = (a: string, b: string) => judgeTitle(prepareTitle(a), prepareTitle(b)).fit ?? 0;

describe('title terms', () => {
  it('applies synonyms and drops seniority words', () => {
    expect(titleTerms('Senior Front-End Developer')).toEqual(['frontend', 'engineer']);
    expect(titleTerms('UI Engineer')).toEqual(['frontend', 'engineer']);
    expect(titleTerms('Back end programmer')).toEqual(['backend', 'engineer']);
    expect(titleTerms('Site Reliability Engineer II')).toEqual(['sre', 'engineer']);
    expect(titleTerms('Customer Service Rep')).toEqual(['customer', 'support', 'rep']);
  });

  it('weighs rare words more than common ones', () => {
    const idf = buildTitleIdf(['Software Engineer', 'Frontend Engineer', 'Backend Engineer', 'Data Engineer']);
    expect(idf.weight('frontend')).toBeGreaterThan(idf.weight('engineer'));
    expect(idf.weight('never-seen')).toBeGreaterThan(idf.weight('frontend'));
  });
});

describe('title similarity', () => {
  it('treats spellings and synonyms of a role as the same', () => {
    expect(fit('Frontend Developer', 'Senior Front-End Engineer')).toBeCloseTo(1);
    expect(fit('Frontend Developer', 'UI Engineer')).toBeCloseTo(1);
    expect(fit('Backend Engineer', 'Server-side Developer')).toBeCloseTo(1);
  });

  it('counts the same family of role even with different words', () => {
    expect(familyOf('devops engineer')).toBe('devops');
    expect(familyOf('site reliability engineer')).toBe('devops');
    expect(fit('DevOps Engineer', 'Platform Engineer')).toBeGreaterThanOrEqual(0.85);
    expect(fit('Customer Support Specialist', 'Bilingual Support Agent')).toBeGreaterThanOrEqual(0.85);
  });

  it('gives neighbouring roles partial credit and unrelated ones little', () => {
    const neighbour = fit('Frontend Developer', 'Full Stack Engineer');
    expect(neighbour).toBeGreaterThan(0.4);
    expect(neighbour).toBeLessThan(0.7);
    expect(fit('Data Analyst', 'Senior DevOps Engineer')).toBeLessThan(0.2);
    expect(fit('Accountant', 'Graphic Designer')).toBe(0);
  });

  it('explains itself in plain sentences', () => {
    expect(judgeTitle(prepareTitle('Frontend Developer'), prepareTitle('Junior Front-End Developer'))).toEqual({
      fit: 1,
      effect: 'positive',
      text: 'Your title “Frontend Developer” is close to this job’s “Junior Front-End Developer”.',
    });
    expect(judgeTitle(prepareTitle('Data Analyst'), prepareTitle('Senior Account Executive')).text).toBe(
      'This is a sales role; your profile title is “Data Analyst”.',
    );
    expect(judgeTitle(prepareTitle('Recruiter'), prepareTitle('Engineering Manager')).text).toBe(
      'This is an engineering management role; your profile title is “Recruiter”.',
    );
    expect(judgeTitle(null, prepareTitle('Engineer'))).toMatchObject({ fit: null, effect: 'neutral' });
  });
});
