import { judgeJobType } from './job-type-fit.ts';
import type { MatchFactor, MatchReason } from '../match-contracts.ts';
import type { MatchJob, MatchProfile, MatchResult, MatchSignal } from './match-types.ts';
import { placeSeeker, utcOffsetsOf, type SeekerPlace } from './places.ts';
import { judgeRegion, readRegionRule, type RegionRule } from './region-eligibility.ts';
import { annualUsd, judgeSalary, readExpectation, type AnnualUsd, type SalaryExpectation } from './salary-fit.ts';
import {
  judgeSeniority,
  levelOf,
  readExperience,
  yearsAsked,
  type JobLevel,
  type SeekerExperience,
  type YearsAsked,
} from './seniority-fit.ts';
import { canonicalSkills, judgeSkills, jobSkillsOf, type JobSkills } from './skill-overlap.ts';
import {
  defaultTitleIdf,
  differentLineOfWork,
  judgeTitle,
  prepareTitle,
  type PreparedTitle,
  type TitleIdf,
} from './title-similarity.ts';
import { littleInCommonCap, matchWeights, regionCap } from '../policy-figures.ts';

/**
 * The match score: six signals, each a fit from 0 to 1 with a plain sentence, combined as a weighted mean and
 * shown as a whole percent. What the seeker does (skills, title) carries most of the weight; seniority, where they
 * can be hired, pay and job type adjust it. Two caps keep the number honest: a job that cannot hire where the
 * seeker lives stays at 35 or below whatever else fits, and a job with little in common with the seeker's skills
 * and title stays at 45 or below however convenient it is — including a job in another line of work (unrelated role
 * families, titles sharing hardly a word: `differentLineOfWork`), whatever skills it shares; those are mostly the
 * ones every post lists (a healthcare post for a support lead shares communication and customer service).
 *
 * Pure and deterministic: the same inputs always give the same score and sentences. For ranking many jobs, prepare
 * each job once (`prepareMatchJob`, which reads its texts) and the profile once (`prepareMatchProfile`).
 */

/** From this skills fit up, another line of work does not cap the score (the seeker has most of the job's skills). */
const otherLineSkillsFit = 0.6;

/** Stand-ins for an unknown signal: most posts that do not state pay or level are ordinary for the role. */
const unknownFit: Readonly<Record<MatchFactor, number | null>> = {
  skills: 0.4,
  title: null,
  seniority: 0.7,
  region: 0.7,
  salary: 0.7,
  jobType: 0.8,
};

/** Below this mean fit of skills and title, a job has little in common with the seeker. */
const littleInCommon = 0.25;

export interface PreparedMatchJob {
  kind: 'prepared-match-job';
  title: PreparedTitle;
  skills: JobSkills;
  level: JobLevel | null;
  yearsAsked: YearsAsked | null;
  region: RegionRule;
  pay: AnnualUsd | null;
  employmentType: string;
  remote: boolean | null;
}

export interface PreparedMatchProfile {
  kind: 'prepared-match-profile';
  skills: string[];
  title: PreparedTitle | null;
  experience: SeekerExperience | null;
  place: SeekerPlace | null;
  offsets: readonly [number, number] | null;
  expectation: SalaryExpectation | null;
  jobTypes: readonly string[];
}

export interface MatchOptions {
  /** Title word weights built from a catalogue (`buildTitleIdf`); a built-in reference set by default. */
  titleIdf?: TitleIdf;
}

export function prepareMatchJob(job: MatchJob): PreparedMatchJob {
  const requirements = job.requirements ?? '';
  return {
    kind: 'prepared-match-job',
    title: prepareTitle(job.title),
    skills: jobSkillsOf(job),
    level: levelOf(job.experienceLevel, job.title),
    yearsAsked: yearsAsked(`${requirements}\n${job.description ?? ''}`.replace(/<[^>]*>/g, ' ')),
    region: readRegionRule(job.regions, job.location),
    pay: annualUsd(job.salary ?? null),
    employmentType: job.employmentType ?? '',
    remote: job.remote ?? null,
  };
}

export function prepareMatchProfile(profile: MatchProfile): PreparedMatchProfile {
  const offset = profile.utcOffset;
  return {
    kind: 'prepared-match-profile',
    skills: canonicalSkills(profile.skills ?? []),
    title: profile.title?.trim() ? prepareTitle(profile.title) : null,
    experience: readExperience(profile.yearsOfExperience, profile.experience),
    place: placeSeeker(profile.location, profile.countryCode),
    offsets: typeof offset === 'number' && Number.isFinite(offset) ? [offset, offset] : utcOffsetsOf(profile.timeZone),
    expectation: readExpectation(profile.salaryExpectation, profile.salaryCurrency),
    jobTypes: profile.jobTypes ?? [],
  };
}

const isPreparedJob = (job: MatchJob | PreparedMatchJob): job is PreparedMatchJob =>
  'kind' in job && job.kind === 'prepared-match-job';
const isPreparedProfile = (profile: MatchProfile | PreparedMatchProfile): profile is PreparedMatchProfile =>
  'kind' in profile && profile.kind === 'prepared-match-profile';

interface Judged {
  fit: number | null;
  effect: MatchReason['effect'];
  text: string;
}

/**
 * The score from the six fits (null: unknown): their weighted mean, then the two caps. `otherLine` says whether the
 * seeker's title is in another line of work than the job's; asked only when the skills fit is low. Shared by scoreMatch
 * and the batch scorer (match-scorer.ts), so both give the same number.
 */
export function combineFits(
  fits: Readonly<Record<MatchFactor, number | null>>,
  otherLine: () => boolean,
): { matchScore: number; cappedBy: MatchResult['cappedBy'] } {
  let total = 0;
  let weights = 0;
  for (const factor of Object.keys(matchWeights) as MatchFactor[]) {
    const value = fits[factor] ?? unknownFit[factor];
    if (value === null) continue;
    total += value * matchWeights[factor];
    weights += matchWeights[factor];
  }
  let score = weights > 0 ? (100 * total) / weights : 0;

  let cappedBy: MatchResult['cappedBy'] = null;
  const core = [fits.skills, fits.title].filter((fit): fit is number => fit !== null);
  const coreFit = core.length > 0 ? core.reduce((sum, fit) => sum + fit, 0) / core.length : null;
  const isOtherLine = (fits.skills ?? 0) < otherLineSkillsFit && otherLine();
  if (((coreFit !== null && coreFit < littleInCommon) || isOtherLine) && score > littleInCommonCap) {
    score = littleInCommonCap;
    cappedBy = 'little-in-common';
  }
  if (fits.region === 0 && score > regionCap) {
    score = regionCap;
    cappedBy = 'region';
  }
  return { matchScore: Math.max(0, Math.min(100, Math.round(score))), cappedBy };
}

/** Score one job for one seeker: `{ matchScore, breakdown: { matchedSkills, missingSkills, reasons }, … }`. */
export function scoreMatch(
  profileInput: MatchProfile | PreparedMatchProfile,
  jobInput: MatchJob | PreparedMatchJob,
  options: MatchOptions = {},
): MatchResult {
  const profile = isPreparedProfile(profileInput) ? profileInput : prepareMatchProfile(profileInput);
  const job = isPreparedJob(jobInput) ? jobInput : prepareMatchJob(jobInput);

  const skills = judgeSkills(profile.skills, job.skills);
  const judged: Record<MatchFactor, Judged> = {
    skills,
    title: judgeTitle(profile.title, job.title, options.titleIdf ?? defaultTitleIdf),
    seniority: judgeSeniority(profile.experience, job.level, job.yearsAsked),
    region: judgeRegion(job.region, profile.place, profile.offsets),
    salary: judgeSalary(job.pay, profile.expectation),
    jobType: judgeJobType(profile.jobTypes, job.employmentType, job.remote),
  };

  const signals = {} as Record<MatchFactor, MatchSignal>;
  for (const factor of Object.keys(matchWeights) as MatchFactor[]) {
    signals[factor] = { fit: judged[factor].fit, weight: matchWeights[factor] };
  }
  // Another line of work caps unless the seeker has most of what the job asks for: a "Frontend Developer" listing
  // Go, Kubernetes and PostgreSQL fits a Go platform role; a support lead's communication skills do not make a nurse.
  const { matchScore, cappedBy } = combineFits(
    {
      skills: judged.skills.fit,
      title: judged.title.fit,
      seniority: judged.seniority.fit,
      region: judged.region.fit,
      salary: judged.salary.fit,
      jobType: judged.jobType.fit,
    },
    () => differentLineOfWork(profile.title, job.title, options.titleIdf ?? defaultTitleIdf),
  );

  const reasons: MatchReason[] = (Object.keys(judged) as MatchFactor[])
    .filter((factor) => judged[factor].text !== '')
    .map((factor) => ({ factor, effect: judged[factor].effect, text: judged[factor].text }));
  // The reason that decided a capped score comes first.
  if (cappedBy === 'region') reasons.sort((a, b) => Number(b.factor === 'region') - Number(a.factor === 'region'));

  return {
    matchScore,
    breakdown: { matchedSkills: skills.matchedSkills, missingSkills: skills.missingSkills, reasons },
    signals,
    cappedBy,
  };
}
