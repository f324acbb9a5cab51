import { describe, expect, it } from 'vitest';
import { candidateQueryFor } from './candidate-query.ts';

describe('candidateQueryFor', () => {
  it('lists canonical skills with their relatives, title terms and a websearch query', () => {
    const query = candidateQueryFor({ title: 'Senior Front-End Developer', skills: ['ReactJS', 'TS'] });
    expect(query.coreSkills).toEqual(['React', 'TypeScript']);
    expect(query.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Vue.js', 'Angular', 'JavaScript']));
    expect(query.titleTerms).toEqual(['frontend']);
    expect(query.searchQuery).toBe('"senior front-end developer" OR frontend OR react OR reactjs OR "react.js" OR typescript');
  });

  it('works for non-technical profiles and empty ones', () => {
    expect(candidateQueryFor({ title: 'Bookkeeper', skills: ['Xero'] }).skills).toEqual(expect.arrayContaining(['Xero', 'QuickBooks']));
    expect(candidateQueryFor({})).toEqual({ skills: [], coreSkills: [], titleTerms: [], searchQuery: '' });
  });
});
