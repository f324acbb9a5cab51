/** The caches the service worker fills as pages are seen (the precache of the build is Workbox's own). */
export const lastSeenPagesCache = 'pages-last-seen';
export const publicDataCache = 'public-data';

/**
 * The catalogue's public reads: the job list, a job, the categories, the companies, the top companies, a company,
 * the talent pool's figures. A company's logo and a job's applicants are deeper paths, not matched.
 */
const publicDataPath = /^\/api\/(?:jobs(?:\/[^/]+)?|companies(?:\/[^/]+)?|talent\/stats)$/;

/**
 * Whether an API request may be answered from, and stored in, the device's cache. Only GETs sent without a token:
 * the web app attaches its bearer token to every request while someone is signed in, and what such a request
 * returns (a match score, "applied", anything personal) stays between the network and that page.
 */
export function isPublicDataRequest(method: string, pathname: string, headers: Headers): boolean {
  return method === 'GET' && !headers.has('Authorization') && publicDataPath.test(pathname);
}

/**
 * The address an answer is stored under: without the `_t` the job list adds to get past HTTP caches (a new value
 * each fetch), so the last answer for the same filters is found when the network fails.
 */
export function publicDataCacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete('_t');
  return parsed.href;
}
