import crypto from 'node:crypto';
import type { Config } from '../../config.ts';
import { OutboundFailedError, OutboundRefusedError, sendOutboundRequest } from '../../lib/outbound/outbound-request.ts';
import type { Applicant, ApplyJob } from './applicant.ts';
import { signResumeLink } from './resume-links.ts';

/** The outcome of posting an application to an employer's API. */
export interface ApiSubmission {
  ok: boolean;
  /** In words, for externalSubmissionDetails.responseDetails. */
  responseDetails: string;
  failureReason: string | null;
}

export const signatureHeader = 'X-Orbit-Signature';

/** `sha256=<hex HMAC-SHA256 of the exact body>`: employers verify it with the shared APPLICATION_WEBHOOK_SECRET. */
export const signBody = (secret: string, body: string) =>
  `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

const excerptLength = 300;

function excerpt(body: Buffer): string {
  const text = body.toString('utf8').replace(/\s+/g, ' ').trim();
  return text.length > excerptLength ? `${text.slice(0, excerptLength)}…` : text;
}

/** The JSON an employer's API receives: profile, a signed resume link, the cover letter. Private notes stay out. */
export function apiApplicationBody(
  config: Pick<Config, 'jwtSecret' | 'publicUrl'>,
  job: ApplyJob,
  applicant: Applicant,
  application: { id: string; coverLetter: string; submittedAt: Date },
): string {
  const link = applicant.resume ? signResumeLink(config, application.id, application.submittedAt) : null;
  return JSON.stringify({
    applicationId: application.id,
    submittedAt: application.submittedAt.toISOString(),
    job: { id: job.id, title: job.title, company: job.company, location: job.location, url: job.sourceUrl },
    applicant: {
      name: applicant.name,
      email: applicant.email,
      phone: applicant.phone,
      location: applicant.location,
      title: applicant.title,
      experience: applicant.experience,
      education: applicant.education,
      skills: applicant.skills,
      bio: applicant.bio,
    },
    resume:
      applicant.resume && link
        ? {
            url: link.url,
            fileName: applicant.resume.fileName,
            contentType: applicant.resume.mimeType,
            expiresAt: link.expiresAt.toISOString(),
          }
        : null,
    coverLetter: application.coverLetter,
  });
}

/**
 * Posts the application to the job's endpoint through the SSRF guard, signed, with the configured timeout. A 2xx
 * answer is a submission; anything else (another status, a refused target, a network error, a timeout) is not.
 */
export async function submitToApi(config: Config, endpoint: string, body: string): Promise<ApiSubmission> {
  try {
    const response = await sendOutboundRequest(
      { allowedHosts: config.outbound.allowedHosts, timeoutMs: config.outbound.timeoutMs, maxResponseBytes: 16 * 1024 },
      {
        url: endpoint,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/plain;q=0.9, */*;q=0.1',
          'user-agent': `OrbitJobs/1.0 (+${config.publicUrl})`,
          [signatureHeader.toLowerCase()]: signBody(config.applicationWebhookSecret, body),
        },
        body,
      },
    );
    const answer = excerpt(response.body);
    const details = `HTTP ${response.status} from the employer's API${answer ? `: ${answer}` : ''}`;
    if (response.status >= 200 && response.status < 300)
      return { ok: true, responseDetails: details, failureReason: null };
    return {
      ok: false,
      responseDetails: details,
      failureReason: `The employer's API answered HTTP ${response.status}`,
    };
  } catch (error) {
    if (error instanceof OutboundRefusedError || error instanceof OutboundFailedError) {
      return { ok: false, responseDetails: `Not submitted: ${error.message}`, failureReason: error.message };
    }
    throw error;
  }
}
