/**
 * A company website as a link target (spec "Company detail": https:// is prefixed if missing). Only http(s)
 * addresses are returned, so a stored "javascript:" value can never become a link.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const trimmed = (website ?? '').trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The website as shown: without scheme and trailing slash ('https://acme.io/' → 'acme.io'). */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

/** Only http(s) links from job data (source and apply links) are rendered. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
