import { describe, expect, it } from 'vitest';
import { countriesNamedIn, foldPlaceWords } from './place-countries.ts';

describe('the countries a place names', () => {
  it('reads names, other names and cities as whole words', () => {
    expect(countriesNamedIn('Lagos, Nigeria')).toEqual(['NG']);
    expect(countriesNamedIn('Berlin | Remote (Kenya)')).toEqual(['DE', 'KE']);
    expect(countriesNamedIn('U.S. or USA')).toEqual(['US']);
    expect(countriesNamedIn('Nigerian office')).toEqual([]);
  });

  it('takes the longer name where one holds another, and not America inside wider names', () => {
    expect(countriesNamedIn('Benin City')).toEqual(['NG']);
    expect(countriesNamedIn('Equatorial Guinea')).toEqual(['GQ']);
    expect(countriesNamedIn('Latin America')).toEqual([]);
    expect(countriesNamedIn('')).toEqual([]);
  });

  it('folds words as PostgreSQL under the C collation would', () => {
    expect(foldPlaceWords("  Côte d'Ivoire / U.K. ")).toBe('côte d ivoire u k');
  });
});
