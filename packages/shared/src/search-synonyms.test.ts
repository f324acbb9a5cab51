import { describe, expect, it } from 'vitest';
import { categoryNames } from './categories.ts';
import { jobListEmploymentTypes, employmentTypeKey } from './options.ts';
import { groupPhrases, lookUpPhrase, synonymGroups, synonymWords } from './search-synonyms.ts';

describe('search synonyms', () => {
  it.each([
    ['nodejs', 'node.js'],
    ['node.js', 'nodejs'],
    ['node', 'node.js'],
    ['frontend', 'front end'],
    ['front-end', 'frontend'],
    ['back end', 'backend'],
    ['fullstack', 'full stack'],
    ['go', 'golang'],
    ['k8s', 'kubernetes'],
    ['kubernetes', 'k8s'],
    ['js', 'javascript'],
    ['ts', 'typescript'],
    ['react native', 'react-native'],
    ['ml', 'machine learning'],
    ['machine learning', 'ml'],
    ['ai', 'artificial intelligence'],
    ['ux', 'ui'],
    ['qa', 'quality assurance'],
    ['tester', 'qa'],
    ['devops', 'sre'],
    ['customer success', 'customer support'],
    ['pm', 'product manager'],
    ['hr', 'people operations'],
    ['people', 'hr'],
  ])('%s is also searched as %s', (asked, also) => {
    expect(lookUpPhrase(asked).spellings).toContain(also);
    expect(lookUpPhrase(asked).spellings[0]).toBe(asked);
  });

  it('never searches a common word for its specific spelling', () => {
    expect(lookUpPhrase('golang').spellings).not.toContain('go');
    expect(lookUpPhrase('javascript').spellings).not.toContain('js');
    expect(lookUpPhrase('hr').spellings).not.toContain('people');
    expect(lookUpPhrase('node.js').spellings).not.toContain('node');
  });

  it('names the categories and employment types a word stands for', () => {
    expect(lookUpPhrase('Frontend').categories).toEqual(['Remote Frontend Development']);
    expect(lookUpPhrase('front end').categories).toEqual(['Remote Frontend Development']);
    expect(lookUpPhrase('devops').categories).toEqual(['Remote DevOps/SRE']);
    expect(lookUpPhrase('internship').employmentTypes).toEqual(['internship']);
    expect(lookUpPhrase('part time').employmentTypes).toEqual(['parttime']);
    expect(lookUpPhrase('python')).toEqual({ text: 'python', spellings: ['python'], categories: [], employmentTypes: [] });
  });

  it('groups the words of a search into the phrases it knows', () => {
    expect(groupPhrases(['Senior', 'machine', 'learning', 'engineer']).map((phrase) => phrase.text)).toEqual([
      'senior',
      'machine learning',
      'engineer',
    ]);
    expect(groupPhrases(['react', 'native', 'developer']).map((phrase) => phrase.text)).toEqual(['react native', 'developer']);
    expect(groupPhrases(['Node.js,', 'backend.']).map((phrase) => phrase.text)).toEqual(['node.js', 'backend']);
    expect(groupPhrases(['c++', 'c#']).map((phrase) => phrase.text)).toEqual(['c++', 'c#']);
    expect(groupPhrases(['customer', 'success', 'manager']).map((phrase) => phrase.text)).toEqual(['customer success', 'manager']);
    expect(groupPhrases(['--', '!'])).toEqual([]);
  });

  it('names only real categories and employment types, and gives each word one meaning per group', () => {
    const typeKeys = jobListEmploymentTypes.map(employmentTypeKey);
    for (const group of synonymGroups) {
      for (const category of group.categories ?? []) expect(categoryNames).toContain(category);
      for (const type of group.employmentTypes ?? []) expect(typeKeys).toContain(type);
      for (const word of [...group.spellings, ...(group.askOnly ?? [])]) expect(word).toBe(word.toLowerCase().trim());
      const words = [...group.spellings, ...(group.askOnly ?? [])];
      expect(new Set(words).size).toBe(words.length);
    }
    expect(synonymWords).toContain('golang');
    expect(synonymWords).toContain('learning');
  });
});
