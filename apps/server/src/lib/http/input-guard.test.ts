import { describe, expect, it } from 'vitest';
import { assertCleanInput, hasForbiddenCharacters } from './input-guard.ts';

describe('hasForbiddenCharacters: lone surrogates', () => {
  it.each(['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\udc00\ud800', '🚀'.slice(0, 1), '🚀'.slice(1)])(
    'refuses %j in a line and in a text',
    (value) => {
      expect(hasForbiddenCharacters(value, 'line')).toBe(true);
      expect(hasForbiddenCharacters(value, 'text')).toBe(true);
    },
  );

  it.each(['🚀', 'Rust 🦀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢', '日本語', 'développeur', '\ufffd'])('keeps %j', (value) => {
    expect(hasForbiddenCharacters(value, 'line')).toBe(false);
  });

  it('names the query or parameter that holds one, as for a control character', () => {
    expect(() => assertCleanInput({ search: 'react', location: 'Lagos\ud800' }, 'line', 'query')).toThrow(
      'location contains characters that are not allowed',
    );
    expect(() => assertCleanInput({ id: '\udc00' }, 'line', 'params')).toThrow(
      'id contains characters that are not allowed',
    );
    expect(() => assertCleanInput('\ud800', 'text', 'body')).toThrow('body contains characters that are not allowed');
  });
});
