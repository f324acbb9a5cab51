import { toUsd } from '@orbit/shared/matching/currency-rates';
import type { JobPosting, ScreeningFinding } from '@orbit/shared/posting-contracts';
import { scamPhrases } from '../../domain/screening/scam-phrases.ts';

/**
 * Automatic screening of a post before it goes live. A clean post by a verified employer is published at once;
 * anything it finds sends the post to a moderator, with the findings, rather than refusing it: a human decides.
 * The rules follow the scams remote job seekers meet most (domain/screening/scam-phrases.ts), plus contact details
 * that bypass the board and salaries that make no sense.
 */

const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const linkPattern = /\bhttps?:\/\/\S+|\bwww\.[\w-]+\.\w+/i;
const phonePattern = /(\+\d[\d\s().-]{8,}\d)/;

/** USD a year a full-time salary is unlikely to be below (anywhere) or above (for almost any role). */
const yearlyFloorUsd = 1_200;
const yearlyCeilingUsd = 1_000_000;
const hoursPerYear = 2_000;

function yearlyUsd(amount: number, currency: string, period: JobPosting['salaryPeriod']): number | null {
  const usd = toUsd(amount, currency);
  if (usd === null) return null;
  return period === 'year' ? usd : period === 'month' ? usd * 12 : usd * hoursPerYear;
}

export interface ScreeningInput {
  posting: Pick<
    JobPosting,
    | 'title'
    | 'description'
    | 'responsibilities'
    | 'requirements'
    | 'benefits'
    | 'salaryMin'
    | 'salaryMax'
    | 'salaryCurrency'
    | 'salaryPeriod'
  >;
  /** The employer's address is at the company website's domain (company-trust.ts). */
  verifiedEmployer: boolean;
}

export function screenPosting({ posting, verifiedEmployer }: ScreeningInput): ScreeningFinding[] {
  const findings: ScreeningFinding[] = [];
  const add = (code: string, message: string) => {
    if (!findings.some((finding) => finding.code === code && finding.message === message))
      findings.push({ code, message });
  };
  if (!verifiedEmployer) {
    add(
      'unverified-employer',
      'The employer’s e-mail address is not at the company website’s domain (or the company has no website)',
    );
  }
  const text = [
    posting.title,
    posting.description,
    posting.responsibilities,
    posting.requirements,
    posting.benefits,
  ].join('\n');
  for (const [pattern, what] of scamPhrases) if (pattern.test(text)) add('scam-phrase', `The text ${what}`);
  if (emailPattern.test(text))
    add('contact-in-text', 'The text contains an e-mail address: candidates apply through Orbit Jobs');
  if (linkPattern.test(text)) add('link-in-text', 'The text contains a link');
  if (phonePattern.test(text)) add('contact-in-text', 'The text contains a phone number');

  const low = yearlyUsd(posting.salaryMin, posting.salaryCurrency, posting.salaryPeriod);
  const high = yearlyUsd(posting.salaryMax, posting.salaryCurrency, posting.salaryPeriod);
  if (low !== null && low < yearlyFloorUsd)
    add('salary-low', 'The salary is below what any full-time role pays (check the period and currency)');
  if (high !== null && high > yearlyCeilingUsd)
    add('salary-high', 'The salary is implausibly high (check the period and currency)');
  if (posting.salaryMax > posting.salaryMin * 3)
    add('salary-range', 'The salary range is very wide (the maximum is over three times the minimum)');
  return findings;
}

/**
 * The findings of an edit that a moderator has not already accepted. A live post's findings are the ones it went live
 * with: none, or those a moderator approved it despite (an unverified employer, a fee the text says it never
 * charges). Only a finding beyond those is news a moderator has not seen.
 */
export function unacceptedFindings(findings: ScreeningFinding[], accepted: ScreeningFinding[]): ScreeningFinding[] {
  return findings.filter(
    (finding) => !accepted.some((known) => known.code === finding.code && known.message === finding.message),
  );
}
