import { describe, expect, it } from 'vitest';
import { locationToPath, loginPathFor, postLoginPath, sanitizeReturnUrl } from './return-url.ts';

describe('sanitizeReturnUrl', () => {
  it.each(['/dashboard', '/jobs/42?tab=apply#top', '/jobs?title=react%20developer', '/profile'])('keeps %s', (path) => {
    expect(sanitizeReturnUrl(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['absolute', 'https://evil.example/x'],
    ['scheme', 'javascript:alert(1)'],
    ['backslash', '/\\evil.example'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['relative', 'dashboard'],
    ['empty', ''],
    ['login loop', '/login?returnUrl=/x'],
    ['register', '/register'],
  ])('refuses %s', (_name, value) => {
    expect(sanitizeReturnUrl(value)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(sanitizeReturnUrl(null)).toBeNull();
    expect(sanitizeReturnUrl(42)).toBeNull();
  });

  it('normalises dot segments instead of following them out of the site', () => {
    expect(sanitizeReturnUrl('/a/../b')).toBe('/b');
  });
});

describe('locationToPath', () => {
  it('joins a router location', () => {
    expect(locationToPath({ pathname: '/jobs/1', search: '?a=1', hash: '#x', state: null, key: 'k' })).toBe(
      '/jobs/1?a=1#x',
    );
  });

  it('accepts a string and ignores anything else', () => {
    expect(locationToPath('/profile')).toBe('/profile');
    expect(locationToPath(undefined)).toBeNull();
    expect(locationToPath({ path: '/x' })).toBeNull();
  });
});

describe('postLoginPath', () => {
  const done = { userType: 'candidate', onboardingComplete: true } as const;

  it('sends a job seeker who has not finished onboarding to /onboarding first', () => {
    expect(postLoginPath({ userType: 'candidate', onboardingComplete: false }, '/jobs/1', null)).toBe('/onboarding');
  });

  it('does not send employers to onboarding', () => {
    expect(postLoginPath({ userType: 'employer', onboardingComplete: false }, null, null)).toBe('/dashboard');
  });

  it('prefers returnUrl, then the previous location, then /dashboard', () => {
    expect(postLoginPath(done, '/jobs/1', { pathname: '/profile' })).toBe('/jobs/1');
    expect(postLoginPath(done, null, { pathname: '/profile', search: '' })).toBe('/profile');
    expect(postLoginPath(done, null, null)).toBe('/dashboard');
  });

  it('ignores an unsafe returnUrl', () => {
    expect(postLoginPath(done, '//evil.example', { pathname: '/profile' })).toBe('/profile');
    expect(postLoginPath(done, 'https://evil.example', null)).toBe('/dashboard');
  });
});

describe('loginPathFor', () => {
  it('keeps slashes readable and encodes the query characters', () => {
    expect(loginPathFor('/profile')).toBe('/login?returnUrl=/profile');
    expect(loginPathFor('/jobs?title=a b&x=1')).toBe('/login?returnUrl=/jobs%3Ftitle%3Da%20b%26x%3D1');
    expect(new URLSearchParams(loginPathFor('/jobs?title=a b&x=1').split('?')[1]).get('returnUrl')).toBe(
      '/jobs?title=a b&x=1',
    );
  });
});
