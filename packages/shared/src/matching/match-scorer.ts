import { judgeJobType } from './job-type-fit.ts';
import type { MatchJob, MatchProfile } from './match-types.ts';
import { placeSeeker, utcOffsetsOf } from './places.ts';
import { judgeRegion } from './region-eligibility.ts';
import { judgeSalary, readExpectation } from './salary-fit.ts';
import { judgeSeniority, readExperience } from './seniority-fit.ts';
import { combineFits, prepareMatchJob, type MatchOptions, type PreparedMatchJob } from './score-match.ts';
import { canonicalSkills, judgeSkills } from './skill-overlap.ts';
import {
  defaultTitleIdf,
  differentLineOfWork,
  judgeTitle,
  prepareTitle,
  type PreparedTitle,
} from './title-similarity.ts';

/**
 * Many seekers scored for one job (an employer ranking the talent pool): the number scoreMatch gives, without its
 * sentences. Seekers share titles, places, pay ranges, experience buckets and job types, so each of those signals is
 * read and judged once per distinct value the scorer meets; only the skills are judged for every seeker. A scorer
 * remembers what it met, so it serves one ranking and is then dropped.
 */
export type MatchScorer = (profile: MatchProfile) => number;

function remembered<T>(judge: (profile: MatchProfile) => T): (key: string, profile: MatchProfile) => T {
  const seen = new Map<string, T>();
  return (key, profile) => {
    if (seen.has(key)) return seen.get(key)!;
    const value = judge(profile);
    seen.set(key, value);
    return value;
  };
}

/** A key telling apart every value a field may hold (undefined, null, '' and 5 and '5' included). */
const keyOf = (...values: unknown[]) =>
  JSON.stringify(values.map((value) => (Array.isArray(value) ? value : `${typeof value}:${String(value)}`)));

const isPrepared = (job: MatchJob | PreparedMatchJob): job is PreparedMatchJob =>
  'kind' in job && job.kind === 'prepared-match-job';

export function matchScorerFor(jobInput: MatchJob | PreparedMatchJob, options: MatchOptions = {}): MatchScorer {
  const job = isPrepared(jobInput) ? jobInput : prepareMatchJob(jobInput);
  const idf = options.titleIdf ?? defaultTitleIdf;
  // As prepareMatchProfile reads each field.
  const titleOf = (profile: MatchProfile): PreparedTitle | null =>
    profile.title?.trim() ? prepareTitle(profile.title) : null;
  const title = remembered((profile) => {
    const prepared = titleOf(profile);
    return { fit: judgeTitle(prepared, job.title, idf).fit, otherLine: differentLineOfWork(prepared, job.title, idf) };
  });
  const seniority = remembered(
    (profile) =>
      judgeSeniority(readExperience(profile.yearsOfExperience, profile.experience), job.level, job.yearsAsked).fit,
  );
  const region = remembered((profile) => {
    const offset = profile.utcOffset;
    const offsets =
      typeof offset === 'number' && Number.isFinite(offset)
        ? ([offset, offset] as const)
        : utcOffsetsOf(profile.timeZone);
    return judgeRegion(job.region, placeSeeker(profile.location, profile.countryCode), offsets).fit;
  });
  const salary = remembered(
    (profile) => judgeSalary(job.pay, readExpectation(profile.salaryExpectation, profile.salaryCurrency)).fit,
  );
  const jobType = remembered((profile) => judgeJobType(profile.jobTypes ?? [], job.employmentType, job.remote).fit);

  return (profile) => {
    const titled = title(keyOf(profile.title), profile);
    const { matchScore } = combineFits(
      {
        skills: judgeSkills(canonicalSkills(profile.skills ?? []), job.skills).fit,
        title: titled.fit,
        seniority: seniority(keyOf(profile.yearsOfExperience, profile.experience), profile),
        region: region(keyOf(profile.location, profile.countryCode, profile.timeZone, profile.utcOffset), profile),
        salary: salary(keyOf(profile.salaryExpectation, profile.salaryCurrency), profile),
        jobType: jobType(keyOf(profile.jobTypes ?? []), profile),
      },
      () => titled.otherLine,
    );
    return matchScore;
  };
}
