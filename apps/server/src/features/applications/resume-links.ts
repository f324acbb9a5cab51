import crypto from 'node:crypto';
import { resumeLinkLifetime } from '@orbit/shared/policy-figures';

/**
 * Signed, expiring links to the resume of one application: the employer's system (an application API) or the
 * employer's browser (the applicants page) fetches the file without signing in. The link names the application (not
 * the file), so it stops working when the seeker withdraws, and its signature covers the application id and the
 * expiry. Links are handed out only to those allowed to see the application — its employer's API, the company's own
 * accounts — and last only as long as they need (shared/policy-figures.ts).
 *
 * A link made for a team member (the applicants page) also names that member (`m`), under the same signature: opening
 * it asks the team policy again for that member and writes the audit entry in their name, and nobody can change the
 * name, drop it (the signed text differs, so a member link never turns into an unnamed one) or reuse the signature
 * for another application.
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

/** The employer API's links sign `application.exp`; a member's sign `member:application.exp.member`. */
const signedText = (applicationId: string, exp: number, memberId: string | undefined) =>
  memberId === undefined ? `${applicationId}.${exp}` : `member:${applicationId}.${exp}.${memberId}`;

const signature = (jwtSecret: string, applicationId: string, exp: number, memberId?: string) =>
  crypto
    .createHmac('sha256', linkKey(jwtSecret))
    .update(signedText(applicationId, exp, memberId))
    .digest('base64url');

function resumeLink(
  options: { jwtSecret: string; publicUrl: string },
  applicationId: string,
  now: Date,
  lifetimeMs: number,
  memberId?: string,
): { url: string; expiresAt: Date } {
  const exp = Math.floor((now.getTime() + lifetimeMs) / 1000);
  const sig = signature(options.jwtSecret, applicationId, exp, memberId);
  const member = memberId === undefined ? '' : `&m=${memberId}`;
  return {
    url: `${options.publicUrl}/api/applications/${applicationId}/resume?exp=${exp}${member}&sig=${sig}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** A link for the employer's system (an application API): no member opens it, so opening it is not audited. */
export function signResumeLink(
  options: { jwtSecret: string; publicUrl: string },
  applicationId: string,
  now: Date,
  lifetimeMs: number = resumeLinkLifetimeMs,
): { url: string; expiresAt: Date } {
  return resumeLink(options, applicationId, now, lifetimeMs);
}

/** A link for one team member's browser (the applicants page), an hour long, naming the member. */
export function signMemberResumeLink(
  options: { jwtSecret: string; publicUrl: string },
  applicationId: string,
  memberId: string,
  now: Date,
): { url: string; expiresAt: Date } {
  return resumeLink(options, applicationId, now, pipelineResumeLinkLifetimeMs, memberId);
}

export interface ResumeLinkQuery {
  exp: number;
  sig: string;
  /** The team member the link was made for; absent on the employer API's links. */
  m?: string | undefined;
}

/**
 * True when the signature is this server's for this application (and member, if the link names one) and the link has
 * not expired.
 */
export function verifyResumeLink(jwtSecret: string, applicationId: string, link: ResumeLinkQuery, now: Date): boolean {
  if (!Number.isSafeInteger(link.exp) || link.exp * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(jwtSecret, applicationId, link.exp, link.m));
  const given = Buffer.from(link.sig);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
