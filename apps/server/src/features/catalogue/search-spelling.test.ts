import { describe, expect, it } from 'vitest';
import { allKnownWords, correctSpelling, slipDistance } from './search-spelling.ts';

describe('search spelling help', () => {
  it('counts a swap of neighbouring letters as one slip', () => {
    expect(slipDistance('pyhton', 'python', 2)).toBe(1);
    expect(slipDistance('kubernets', 'kubernetes', 2)).toBe(1);
    expect(slipDistance('enginer', 'engineer', 2)).toBe(1);
    expect(slipDistance('desinger', 'designer', 2)).toBe(1);
    expect(slipDistance('enginir', 'engineer', 2)).toBe(2);
    expect(slipDistance('python', 'python', 2)).toBe(0);
    // Beyond the limit it stops early and says so.
    expect(slipDistance('kangaroo', 'javascript', 2)).toBe(3);
  });

  it('puts misspelt words right and keeps the rest of the search as typed', () => {
    expect(correctSpelling('pyhton')).toBe('python');
    expect(correctSpelling('senior pyhton')).toBe('senior python');
    expect(correctSpelling('Senior Pyhton Enginer')).toBe('Senior python engineer');
    expect(correctSpelling('kubernets')).toBe('kubernetes');
    expect(correctSpelling('javscript -java')).toBe('javascript -java');
    expect(correctSpelling('"data enginer" pyhton')).toBe('"data enginer" python');
  });

  it('leaves known words, short words and words close to nothing alone', () => {
    expect(correctSpelling('python developer')).toBeNull();
    expect(correctSpelling('zzqqxxyy')).toBeNull();
    expect(correctSpelling('telehealth')).toBeNull();
    expect(correctSpelling('pyt')).toBeNull();
    expect(correctSpelling('react or vue')).toBeNull();
  });

  it('tells a search made only of known words from one with a word no list knows', () => {
    expect(allKnownWords('senior flutter developer')).toBe(true);
    expect(allKnownWords('Design')).toBe(true);
    expect(allKnownWords('swift okapi')).toBe(false);
    expect(allKnownWords('pyhton')).toBe(false);
    expect(allKnownWords('')).toBe(false);
  });
});
