import { describe, expect, it } from 'vitest';
import { buildSearchQuery } from './search-query.ts';

const nodeAlternatives = "('node.js' | 'nodejs' | 'node')";

describe('a search as a full-text query', () => {
  it('turns each spelling of a term into all of them, once, however it was typed', () => {
    for (const typed of ['nodejs', 'node.js', 'Node', 'NodeJS,'])
      expect(buildSearchQuery(typed).tsquery).toBe(nodeAlternatives);
    expect(buildSearchQuery('k8s').tsquery).toBe("('kubernetes' | 'k8s')");
    // 'front-end' is 'front end' to the parser (the hyphenated word is indexed with its parts): one alternative.
    expect(buildSearchQuery('front-end').tsquery).toBe("('frontend' | 'front end')");
  });

  it('reads several words as one term when they spell it, the longest first', () => {
    expect(buildSearchQuery('senior front end developer').tsquery).toBe(
      "'senior' & ('frontend' | 'front end') & 'developer'",
    );
    expect(buildSearchQuery('react native').tsquery).toBe("'react native'");
    expect(buildSearchQuery('react').tsquery).toBe("('react' | 'react.js' | 'reactjs')");
    expect(buildSearchQuery('customer-success manager').tsquery).toBe(
      "('customer success' | 'customer support' | 'customer service') & 'manager'",
    );
  });

  it('matches short, common spellings only in titles, tags and skills', () => {
    expect(buildSearchQuery('golang').tsquery).toBe("('golang' | 'go':AC)");
    expect(buildSearchQuery('hr').tsquery).toBe("('hr' | 'people':AC | 'human resources')");
  });

  it('keeps websearch syntax: quoted phrases exact, excluded words, or', () => {
    expect(buildSearchQuery('"node js" developer').tsquery).toBe("'node js' & 'developer'");
    expect(buildSearchQuery('react -native').tsquery).toBe("('react' | 'react.js' | 'reactjs') & !'native'");
    expect(buildSearchQuery('golang -"project manager"').tsquery).toBe("('golang' | 'go':AC) & !'project manager'");
    expect(buildSearchQuery('python or golang remote').tsquery).toBe("('python' | ('golang' | 'go':AC)) & 'remote'");
    expect(buildSearchQuery('-nodejs').tsquery).toBe(`!${nodeAlternatives}`);
  });

  it('never lets what a person typed become an operator', () => {
    expect(buildSearchQuery("it's & | ! :* <-> (x)").tsquery).toBe("'it s' & 'x'");
    expect(buildSearchQuery("o'reilly\\").tsquery).toBe("'o reilly'");
    for (const nothing of ['', '   ', '-', 'or', '"', '&|!']) expect(buildSearchQuery(nothing).tsquery).toBe('');
  });

  it('lets a word naming a category or a type also find the jobs filed under it, with the other words', () => {
    expect(buildSearchQuery('frontend')).toEqual({
      tsquery: "('frontend' | 'front end')",
      category: { name: 'Remote Frontend Development', rest: '' },
    });
    expect(buildSearchQuery('senior frontend internship')).toEqual({
      tsquery: "'senior' & ('frontend' | 'front end') & ('internship' | 'intern')",
      category: { name: 'Remote Frontend Development', rest: "'senior' & ('internship' | 'intern')" },
      employmentType: { key: 'internship', rest: "'senior' & ('frontend' | 'front end')" },
      restOfBoth: "'senior'",
    });
    // Inside an 'or', or excluded, a word answers with text only.
    expect(buildSearchQuery('frontend or backend').category).toBeUndefined();
    expect(buildSearchQuery('react -frontend').category).toBeUndefined();
  });
});
