import { isNativeJob } from './job-kind.ts';

/** An http(s) address as given, else null (a stored "javascript:" or an e-mail address is never a link). */
function httpUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Where a seeker can apply to an imported job themselves ("Apply on the company site"): the url or form method's
 * address, else the posting on its source. An e-mail address or an employer's API endpoint is not a page a person
 * opens. Null for jobs posted on Orbit Jobs and when there is no such address.
 */
export function companySiteUrl(job: {
  postedBy: string | null;
  source: string;
  sourceUrl: string | null;
  applicationMethodType: string;
  applicationMethodValue: string;
}): string | null {
  if (isNativeJob(job)) return null;
  const method = job.applicationMethodType.trim().toLowerCase();
  const methodPage = method === 'url' || method === 'form' ? httpUrl(job.applicationMethodValue) : null;
  return methodPage ?? httpUrl(job.sourceUrl);
}
