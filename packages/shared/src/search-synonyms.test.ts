import { describe, expect, it } from 'vitest';
import { isCategoryName } from './categories.ts';
import { employmentTypeKey, jobListEmploymentTypes } from './options.ts';
import { longestSpellingWords, oneWordSpellings, searchTermFor, searchTerms, spellingKey } from './search-synonyms.ts';

describe('the words of the trade (search synonyms)', () => {
  it.each([
    ['node.js', 'nodejs', 'node', 'Node.JS'],
    ['front end', 'front-end', 'frontend', 'Front-End'],
    ['back end', 'back-end', 'backend'],
    ['full stack', 'full-stack', 'fullstack'],
    ['golang', 'go'],
    ['k8s', 'kubernetes'],
    ['js', 'javascript'],
    ['ts', 'typescript'],
    ['ml', 'machine learning'],
    ['ux', 'ui', 'ui/ux'],
    ['qa', 'quality assurance', 'tester'],
    ['devops', 'sre'],
    ['customer success', 'customer support', 'Customer  Service'],
    ['pm', 'product manager'],
    ['hr', 'people', 'human resources'],
  ])('reads %s and its other spellings as one term', (...spellings) => {
    const terms = spellings.map(searchTermFor);
    expect(terms[0]).toBeDefined();
    for (const term of terms) expect(term).toBe(terms[0]);
  });

  it('keeps apart what only looks alike', () => {
    expect(searchTermFor('react native')).not.toBe(searchTermFor('react'));
    expect(searchTermFor('ai')).not.toBe(searchTermFor('ml'));
    expect(searchTermFor('finance')).not.toBe(searchTermFor('accountant'));
    expect(searchTermFor('writing')).not.toBe(searchTermFor('writer'));
    expect(searchTermFor('python')).toBeUndefined();
  });

  it('gives each spelling one term, and narrows only one-word spellings of that term', () => {
    const keys = searchTerms.flatMap((term) => [...new Set(term.spellings.map(spellingKey))]);
    expect(new Set(keys).size).toBe(keys.length);
    for (const term of searchTerms) {
      for (const narrow of term.narrow ?? []) {
        expect(term.spellings).toContain(narrow);
        expect(narrow).not.toMatch(/[\s-]/);
      }
      expect(term.spellings.every((spelling) => spelling === spelling.toLowerCase().trim())).toBe(true);
    }
  });

  it('names real categories and employment types', () => {
    const typeKeys = jobListEmploymentTypes.map(employmentTypeKey);
    for (const term of searchTerms) {
      if (term.category) expect(isCategoryName(term.category), term.category).toBe(true);
      if (term.employmentType) expect(typeKeys).toContain(term.employmentType);
    }
    expect(searchTermFor('frontend')?.category).toBe('Remote Frontend Development');
    expect(searchTermFor('customer support')?.category).toBe('Remote Customer Support');
    expect(searchTermFor('part-time')?.employmentType).toBe('parttime');
    expect(searchTermFor('internship')?.employmentType).toBe('internship');
  });

  it('knows how far to look ahead and which single words are spellings', () => {
    expect(longestSpellingWords).toBe(
      Math.max(...searchTerms.flatMap((term) => term.spellings.map((s) => spellingKey(s).split(' ').length))),
    );
    expect(oneWordSpellings).toEqual(expect.arrayContaining(['nodejs', 'k8s', 'frontend', 'golang']));
    expect(oneWordSpellings).not.toContain('front end');
  });
});
