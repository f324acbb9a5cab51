import { describe, expect, it } from 'vitest';
import { candidateQueryFor } from './candidate-query.ts';

describe('candidateQueryFor', () => {
  it('lists canonical skills with their relatives, title terms and a websearch query', () => {
    const query = candidateQueryFor({ title: 'Senior Front-End Developer', skills: ['ReactJS', 'TS'] });
    expect(query.coreSkills).toEqual(['React', 'TypeScript']);
    expect(query.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Vue.js', 'Angular', 'JavaScript']));
    expect(query.titleTerms).toEqual(['frontend']);
    expect(query.searchQuery).toBe(
      '"senior front-end developer" OR frontend OR react OR reactjs OR "react.js" OR typescript',
    );
  });

  it('works for non-technical profiles and empty ones', () => {
    expect(candidateQueryFor({ title: 'Bookkeeper', skills: ['Xero'] }).skills).toEqual(
      expect.arrayContaining(['Xero', 'QuickBooks']),
    );
    expect(candidateQueryFor({})).toEqual({ skills: [], coreSkills: [], titleTerms: [], searchQuery: '' });
  });

  it('leaves out soft skills every post lists, unless the profile has nothing else', () => {
    const lead = candidateQueryFor({
      title: 'Customer Support Lead',
      skills: ['Customer Service', 'Zendesk', 'Communication', 'Attention to Detail'],
    });
    expect(lead.coreSkills).toEqual(['Customer Service', 'Zendesk']);
    expect(lead.skills).not.toContain('Communication');
    // Customer Service stands in for customer success skills, so success roles are candidates too.
    expect(lead.skills).toEqual(expect.arrayContaining(['Customer Success', 'Freshdesk']));
    expect(lead.titleTerms).toEqual(['customer', 'support']);
    expect(candidateQueryFor({ skills: ['Communication', 'Teamwork'] }).coreSkills).toEqual([
      'Communication',
      'Teamwork',
    ]);
  });
});
