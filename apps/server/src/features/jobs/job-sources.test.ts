import { describe, expect, it } from 'vitest';
import { jobSourceNames } from '../../config.ts';
import { splitSearchTerms } from './search-ranking.ts';
import { jobSources } from './import/sources/all-sources.ts';

describe('jobs feature wiring', () => {
  it('config knows exactly the importer’s sources, in order', () => {
    expect([...jobSourceNames]).toEqual(jobSources.map((source) => source.name));
  });

  it.each([
    ['react -native', { wanted: 'react', excluded: 'native' }],
    ['"data analyst" or python', { wanted: 'data analyst python', excluded: '' }],
    ['Go -"project manager" -sales', { wanted: 'go', excluded: 'project manager or sales' }],
    ['-', { wanted: '', excluded: '' }],
  ])('splits the websearch query %s', (term, expected) => {
    expect(splitSearchTerms(term)).toEqual(expected);
  });
});
