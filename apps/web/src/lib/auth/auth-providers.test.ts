import { describe, expect, it } from 'vitest';
import { googleErrorMessages } from '@orbit/shared/google-sign-in-contracts';
import { googleErrorMessage, googleStartUrl } from './auth-providers.ts';

describe('Google sign-in on the web', () => {
  it('starts a sign-in with the return path and the remember choice, and a link with its ticket', () => {
    expect(googleStartUrl({})).toBe('/api/auth/google');
    expect(googleStartUrl({ returnUrl: '/jobs?search=react', remember: true })).toBe(
      '/api/auth/google?returnUrl=%2Fjobs%3Fsearch%3Dreact&remember=true',
    );
    expect(googleStartUrl({ linkTicket: 'abc' })).toBe('/api/auth/google?intent=link&ticket=abc');
  });

  it('says each error code in words, and an unknown one as a failure (never the raw code)', () => {
    expect(googleErrorMessage(null)).toBeNull();
    expect(googleErrorMessage('cancelled')).toBe(googleErrorMessages.cancelled);
    expect(googleErrorMessage('unverified_email')).toBe(googleErrorMessages.unverified_email);
    expect(googleErrorMessage('<script>')).toBe(googleErrorMessages.failed);
    expect(googleErrorMessage('toString')).toBe(googleErrorMessages.failed);
  });
});
