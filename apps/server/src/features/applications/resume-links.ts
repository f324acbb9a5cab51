import crypto from 'node:crypto';
import { resumeLinkLifetime } from '@orbit/shared/policy-figures';

/**
 * Signed, expiring links to the resume of one application: the employer's system (an application API) or the
 * employer's browser (the applicants page) fetches the file without signing in. The link names the application (not
 * the file), so it stops working when the seeker withdraws, and its signature covers the application id and the
 * expiry. Links are handed out only to those allowed to see the application — its employer's API, the company's own
 * accounts — and last only as long as they need (shared/policy-figures.ts).
 * The key is derived from the JWT secret (never the webhook secret, which employers may hold).
 */
export const resumeLinkLifetimeMs = resumeLinkLifetime.employerApiDays * 24 * 60 * 60 * 1000;

/** Links on the employer's applicants page: long enough to open the page's resumes, short enough not to matter if shared. */
export const pipelineResumeLinkLifetimeMs = resumeLinkLifetime.applicantsPageHours * 60 * 60 * 1000;

const keys = new Map<string, Buffer>();
const linkKey = (jwtSecret: string): Buffer => {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = crypto.createHmac('sha256', jwtSecret).update('orbit:application-resume-link').digest();
    keys.set(jwtSecret, key);
  }
  return key;
};

const signature = (jwtSecret: string, applicationId: string, exp: number) =>
  crypto.createHmac('sha256', linkKey(jwtSecret)).update(`${applicationId}.${exp}`).digest('base64url');

export function signResumeLink(
  options: { jwtSecret: string; publicUrl: string },
  applicationId: string,
  now: Date,
  lifetimeMs: number = resumeLinkLifetimeMs,
): { url: string; expiresAt: Date } {
  const exp = Math.floor((now.getTime() + lifetimeMs) / 1000);
  const sig = signature(options.jwtSecret, applicationId, exp);
  return {
    url: `${options.publicUrl}/api/applications/${applicationId}/resume?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** True when the signature is this server's for this application and the link has not expired. */
export function verifyResumeLink(
  jwtSecret: string,
  applicationId: string,
  exp: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(jwtSecret, applicationId, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
