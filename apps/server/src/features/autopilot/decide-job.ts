import type { AutopilotReasonCode, AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import type { Job } from '@orbit/shared/job-contracts';
import { isNativeJob } from '@orbit/shared/job-kind';
import type { SeekerPlace } from '@orbit/shared/matching/places';
import { annualUsd } from '@orbit/shared/matching/salary-fit';
import { levelOf } from '@orbit/shared/matching/seniority-fit';
import { workKindOf } from '@orbit/shared/matching/job-type-fit';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { jobEligibility, matchesLocationPreference } from './job-eligibility.ts';
import { companyCooldownDays, repostWindowDays } from '@orbit/shared/policy-figures';

/**
 * What Autopilot does with one job for one seeker, in the order the product promises: eligibility first (a job the
 * seeker may not take is never applied to, whatever else fits), then the seeker's filters, then the match score, then
 * "never twice", then how the job is applied to. Pure: the scan gathers the facts (the score, the seeker's history) and
 * applies the caps; this only decides. Fail closed: whatever cannot be known (a score, eligibility, a way to apply)
 * never leads to an automatic send.
 */

export type JobVerdict =
  | { action: 'send'; reason: string }
  | { action: 'propose'; reasonCode: AutopilotReasonCode | null; reason: string }
  | { action: 'suggest'; reason: string }
  | { action: 'skip'; reasonCode: AutopilotReasonCode; reason: string };

export interface CandidateJob {
  job: Job;
  acceptsAutopilot: boolean;
  /** Null when the job could not be scored. */
  matchScore: number | null;
}

/** What the seeker already did: the scan reads it from their applications. */
export interface SeekerHistory {
  /** Every job applied to, withdrawn ones included. */
  appliedJobIds: ReadonlySet<string>;
  /** `roleKey`s applied to in the last 60 days (reposts of one role under a new id). */
  recentRoles: ReadonlySet<string>;
  /** `companyKey`s applied to in the last 30 days. */
  recentCompanies: ReadonlySet<string>;
}

export const companyKey = (company: string) => normalizeCompanyName(company);

/** A title without what changes between reposts: case, punctuation, bracketed notes ('(Remote)', '[Urgent]'). */
export const normalizeTitle = (title: string) =>
  title
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/\b(?:remote|urgent|hiring|new)\b/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export const roleKey = (company: string, title: string) => `${companyKey(company)}|${normalizeTitle(title)}`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does the job name one of the keywords (whole words, any case) in its title, skills, tags or description? */
export function mentionsKeyword(
  job: Pick<Job, 'title' | 'skills' | 'tags' | 'description'>,
  keywords: readonly string[],
): string | null {
  const text = `${job.title}\n${job.skills.join('\n')}\n${job.tags.join('\n')}\n${job.description.replace(/<[^>]*>/g, ' ')}`;
  return (
    keywords.find((keyword) =>
      new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegex(keyword)}($|[^\\p{L}\\p{N}])`, 'iu').test(text),
    ) ?? null
  );
}

const experienceLevels: Record<string, readonly string[]> = {
  entry: ['entry'],
  mid: ['mid'],
  senior: ['senior', 'lead'],
};

const methodOf = (job: Job) => (isNativeJob(job) ? 'native' : job.applicationMethod.type);

export function decideJob(
  candidate: CandidateJob,
  settings: AutopilotSettings,
  place: SeekerPlace | null,
  history: SeekerHistory,
): JobVerdict {
  const { job } = candidate;
  const skip = (reasonCode: AutopilotReasonCode, reason: string): JobVerdict => ({
    action: 'skip',
    reasonCode,
    reason,
  });

  const eligibility = jobEligibility(job, place);
  if (eligibility.status === 'ineligible') return skip('not_eligible', `Not eligible: ${eligibility.text}`);
  if (!candidate.acceptsAutopilot)
    return skip(
      'refuses_autopilot',
      'The employer asks for applications made by candidates themselves, not by Autopilot',
    );

  if (!matchesLocationPreference(job, settings.locationPreference)) {
    return skip('location_preference', `Outside your location preference (${settings.locationPreference})`);
  }
  if (settings.skillKeywords.length > 0 && !mentionsKeyword(job, settings.skillKeywords)) {
    return skip('skill_keywords', `Mentions none of your keywords (${settings.skillKeywords.join(', ')})`);
  }
  const salary = annualUsd(job.salary);
  if (settings.minimumSalary > 0 && salary && salary.max < settings.minimumSalary) {
    return skip(
      'salary_below_minimum',
      `Pays at most about $${Math.round(salary.max).toLocaleString('en-US')} a year, below your minimum of $${settings.minimumSalary.toLocaleString('en-US')}`,
    );
  }
  const level = levelOf(job.experienceLevel, job.title);
  if (settings.experienceLevel !== 'all' && level && !experienceLevels[settings.experienceLevel]?.includes(level)) {
    return skip('experience_level', `A ${level}-level role; you asked for ${settings.experienceLevel}-level roles`);
  }
  const kind = workKindOf(job.employmentType);
  const wantedKinds = settings.jobTypes.map((type) => (type === 'freelance' ? 'contract' : type));
  if (kind && settings.jobTypes.length > 0 && !wantedKinds.includes(kind)) {
    return skip('job_type', `${job.employmentType} is not among your job types (${settings.jobTypes.join(', ')})`);
  }
  if (settings.excludedCompanies.some((name) => companyKey(name) === companyKey(job.company))) {
    return skip('excluded_company', `${job.company} is on your excluded companies`);
  }

  const score = candidate.matchScore;
  if (score === null || !Number.isFinite(score))
    return skip('not_scored', 'The match score could not be computed, so Autopilot will not apply');
  if (score < settings.minimumMatchScore) {
    return skip('below_score', `Scored ${Math.round(score)}%, below your minimum of ${settings.minimumMatchScore}%`);
  }

  if (history.appliedJobIds.has(job._id)) return skip('already_applied', 'You have already applied to this job');
  if (history.recentRoles.has(roleKey(job.company, job.title))) {
    return skip('repost', `You applied to this role at ${job.company} in the last ${repostWindowDays} days`);
  }
  if (history.recentCompanies.has(companyKey(job.company))) {
    return skip(
      'company_cooldown',
      `You applied to ${job.company} in the last ${companyCooldownDays} days (one application per company a month)`,
    );
  }

  const method = methodOf(job);
  const scored = `Scored ${Math.round(score)}%`;
  if (method === 'url' || method === 'form') {
    return {
      action: 'suggest',
      reason: `${scored}. Apply on the employer's own ${method === 'url' ? 'site' : 'form'}: nobody can submit it for you`,
    };
  }
  if (method === 'unknown') return skip('no_application_method', 'The posting does not say how to apply');
  if (eligibility.status === 'unknown') {
    return {
      action: 'propose',
      reasonCode: 'eligibility_unknown',
      reason: `${scored}. The posting does not say where candidates may live: check before approving`,
    };
  }
  if (settings.minimumSalary > 0 && !salary) {
    return {
      action: 'propose',
      reasonCode: 'salary_below_minimum',
      reason: `${scored}. The posting gives no salary to compare with your minimum`,
    };
  }
  if (method === 'email')
    return {
      action: 'propose',
      reasonCode: null,
      reason: `${scored}. Applications by e-mail are sent only after you approve each one`,
    };
  if (settings.mode === 'review')
    return { action: 'propose', reasonCode: null, reason: `${scored}. ${eligibility.text}` };
  return { action: 'send', reason: `${scored}. ${eligibility.text}` };
}
