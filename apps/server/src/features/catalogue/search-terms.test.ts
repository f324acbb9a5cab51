import { describe, expect, it } from 'vitest';
import { parseSearch, type QueryPhrase } from './search-query.ts';
import { splitSearchTerms } from './search-ranking.ts';

describe('search terms', () => {
  it.each([
    ['react -native', { wanted: 'react', excluded: 'native' }],
    ['"data analyst" or python', { wanted: 'data analyst python', excluded: '' }],
    ['Go -"project manager" -sales', { wanted: 'go', excluded: 'project manager or sales' }],
    ['-', { wanted: '', excluded: '' }],
  ])('splits the websearch query %s', (term, expected) => {
    expect(splitSearchTerms(term)).toEqual(expected);
  });
});

describe('search phrases', () => {
  const texts = (term: string) => {
    const { clauses, excluded } = parseSearch(term);
    return { clauses: clauses.map((clause) => clause.map((phrase) => (phrase.quoted ? `"${phrase.text}"` : phrase.text))), excluded };
  };

  it.each([
    ['senior machine learning engineer', { clauses: [['senior'], ['machine learning'], ['engineer']], excluded: [] }],
    ['react or vue developer', { clauses: [['react', 'vue'], ['developer']], excluded: [] }],
    ['front end -react', { clauses: [['front end']], excluded: ['react'] }],
    ['"customer success" or hr', { clauses: [['"customer success"', 'hr']], excluded: [] }],
    ['Go -"project manager"', { clauses: [['go']], excluded: ['project manager'] }],
    ['or -', { clauses: [], excluded: [] }],
  ])('reads %s', (term, expected) => {
    expect(texts(term)).toEqual(expected);
  });

  it('carries each phrase with its spellings and categories', () => {
    const [[frontend]] = parseSearch('Front-End').clauses as [[QueryPhrase]];
    expect(frontend.spellings).toEqual(['front-end', 'frontend', 'front end']);
    expect(frontend.categories).toEqual(['Remote Frontend Development']);
  });
});
