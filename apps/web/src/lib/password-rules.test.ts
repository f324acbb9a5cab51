import { describe, expect, it } from 'vitest';
import { anyBlank, newPasswordError } from './password-rules.ts';

describe('newPasswordError', () => {
  it('accepts matching passwords of at least 6 characters', () => {
    expect(newPasswordError('secret', 'secret')).toBeNull();
  });

  it('checks the match before the length', () => {
    expect(newPasswordError('abc', 'abd')).toBe('Passwords do not match');
  });

  it('requires 6 characters', () => {
    expect(newPasswordError('abcde', 'abcde')).toBe('Password must be at least 6 characters');
  });

  it('refuses more than 200 characters', () => {
    const long = 'x'.repeat(201);
    expect(newPasswordError(long, long)).toBe('Password must be at most 200 characters');
  });
});

describe('anyBlank', () => {
  it('treats spaces as blank', () => {
    expect(anyBlank(['a', '  '])).toBe(true);
    expect(anyBlank(['a', 'b'])).toBe(false);
    expect(anyBlank([])).toBe(false);
  });
});
