import { describe, expect, it } from 'vitest';
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
