import type { ApplicationMethod } from './normalised-job.ts';

/**
 * How a candidate applies to an imported job: an apply e-mail → email; an apply URL → url (a mailto: URL is an
 * e-mail); nothing usable → unknown. 'form' and 'api' belong to native jobs and are never derived here.
 */

const emailPattern = /^[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}$/i;

export function isEmail(value: string): boolean {
  return emailPattern.test(value) && value.length <= 254;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export interface ApplicationInput {
  applyEmail?: string;
  applyUrl?: string;
  /** The posting's own page: where to apply when the feed gives nothing more specific. */
  fallbackUrl?: string;
}

export function deriveApplicationMethod(input: ApplicationInput): ApplicationMethod {
  const email = input.applyEmail?.trim() ?? '';
  if (isEmail(email)) return { type: 'email', value: email.toLowerCase() };

  const url = input.applyUrl?.trim() ?? '';
  if (/^mailto:/i.test(url)) {
    const address = safeDecode(url.slice('mailto:'.length).split('?')[0] ?? '').trim();
    if (isEmail(address)) return { type: 'email', value: address.toLowerCase() };
  }
  if (isHttpUrl(url)) return { type: 'url', value: url };
  // Bare addresses sometimes arrive in URL fields.
  if (isEmail(url)) return { type: 'email', value: url.toLowerCase() };

  const fallback = input.fallbackUrl?.trim() ?? '';
  if (isHttpUrl(fallback)) return { type: 'url', value: fallback };
  return { type: 'unknown', value: '' };
}
