import type { User } from '@orbit/shared/auth-contracts';

/** Pages that must never be a post-login destination (they would bounce straight back). */
const authPagePaths = new Set(['/login', '/register', '/verification-sent']);
const origin = 'http://orbit.invalid';

/**
 * Accepts only same-site paths ('/…', not '//…'), so a crafted ?returnUrl= cannot send a user who
 * just signed in to another site. Backslashes and control characters are refused because browsers
 * turn '/\evil.com' and '/\t/evil.com' into '//evil.com'.
 */
export function sanitizeReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || authPagePaths.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Router state `from` is a Location saved by a guard; older entries may hold a plain string. */
export function locationToPath(from: unknown): string | null {
  if (typeof from === 'string') return from;
  if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return null;
}

/**
 * Where to go after signing in (spec section 2, Login): a job seeker who has not finished onboarding
 * goes to /onboarding; otherwise the returnUrl, else the page the user came from, else /dashboard.
 */
export function postLoginPath(
  user: Pick<User, 'userType' | 'onboardingComplete'>,
  returnUrl: string | null,
  from: unknown,
): string {
  if (user.userType === 'candidate' && !user.onboardingComplete) return '/onboarding';
  return sanitizeReturnUrl(returnUrl) ?? sanitizeReturnUrl(locationToPath(from)) ?? '/dashboard';
}

/**
 * The login address that brings the visitor back to `path` afterwards. Slashes stay readable
 * (/login?returnUrl=/profile): they are legal in a query; '?', '&', '=' and '#' must be encoded.
 */
export function loginPathFor(path: string): string {
  return `/login?returnUrl=${encodeURIComponent(path).replaceAll('%2F', '/')}`;
}
