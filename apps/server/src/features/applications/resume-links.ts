import crypto from 'node:crypto';

/**
 * Signed, expiring links to the resume of one application, for employers' application APIs: the employer's system
 * fetches the file without an Orbit Jobs account. The link names the application (not the file), so it stops
 * working when the seeker withdraws, and its signature covers the application id and the expiry.
 * The key is derived from the JWT secret (never the webhook secret, which employers may hold).
 */
export const resumeLinkLifetimeMs = 14 * 24 * 60 * 60 * 1000;

const linkKey = (jwtSecret: string) => crypto.createHmac('sha256', jwtSecret).update('orbit:application-resume-link').digest();

const signature = (jwtSecret: string, applicationId: string, exp: number) =>
  crypto.createHmac('sha256', linkKey(jwtSecret)).update(`${applicationId}.${exp}`).digest('base64url');

export function signResumeLink(
  options: { jwtSecret: string; publicUrl: string },
  applicationId: string,
  now: Date,
): { url: string; expiresAt: Date } {
  const exp = Math.floor((now.getTime() + resumeLinkLifetimeMs) / 1000);
  const sig = signature(options.jwtSecret, applicationId, exp);
  return {
    url: `${options.publicUrl}/api/applications/${applicationId}/resume?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** True when the signature is this server's for this application and the link has not expired. */
export function verifyResumeLink(jwtSecret: string, applicationId: string, exp: number, sig: string, now: Date): boolean {
  if (!Number.isSafeInteger(exp) || exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(jwtSecret, applicationId, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
