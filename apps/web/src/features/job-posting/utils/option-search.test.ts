import { describe, expect, it } from 'vitest';
import { countryLabel, countryOptions, searchOptions, skillOptions, type SearchOption } from './option-search.ts';

const options: SearchOption[] = [
  { value: 'Java', label: 'Java', keywords: [] },
  { value: 'JavaScript', label: 'JavaScript', keywords: ['JS', 'ECMAScript'] },
  { value: 'React Native', label: 'React Native', keywords: [] },
  { value: 'React', label: 'React', keywords: ['ReactJS'] },
];

describe('searchOptions', () => {
  it('finds exact, then prefix, then word prefix, then anywhere; aliases count too', () => {
    expect(searchOptions(options, 'react', []).map((o) => o.value)).toEqual(['React', 'React Native']);
    expect(searchOptions(options, 'native', []).map((o) => o.value)).toEqual(['React Native']);
    expect(searchOptions(options, 'js', []).map((o) => o.value)).toEqual(['JavaScript', 'React']);
    expect(searchOptions(options, 'java', []).map((o) => o.value)).toEqual(['Java', 'JavaScript']);
  });

  it('leaves out what is chosen, finds nothing for a blank query and stops at the limit', () => {
    expect(searchOptions(options, 'java', ['java']).map((o) => o.value)).toEqual(['JavaScript']);
    expect(searchOptions(options, '  ', [])).toEqual([]);
    expect(searchOptions(options, 'a', [], 2)).toHaveLength(2);
  });
});

describe('the shared lists', () => {
  it('finds skills by alias and countries by name, code or accentless spelling', () => {
    expect(searchOptions(skillOptions, 'golang', [])[0]?.value).toBe('Go');
    expect(searchOptions(countryOptions, 'nige', []).map((o) => o.value)).toEqual(expect.arrayContaining(['NG', 'NE']));
    expect(searchOptions(countryOptions, 'ke', [])[0]?.value).toBe('KE');
    expect(searchOptions(countryOptions, 'cote', [])[0]?.label).toMatch(/Ivoire/);
  });

  it('names a country code', () => {
    expect(countryLabel('ng')).toBe('Nigeria');
    expect(countryLabel('ZZ')).toBe('ZZ');
  });
});
