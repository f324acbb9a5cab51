/**
 * The matching evaluation's computation, shared by `npm run eval:matching` (matching-eval.ts, which prints it) and
 * the CI floor (matching-eval.test.ts): every labelled profile ranks every job by the match score and by BM25, and
 * each ranking is measured with NDCG@10 (gains 2^grade - 1) and P@5 (grade ≥ 1). A job not judged for a profile
 * counts as 0. Profiles without any relevant job are left out of the means.
 */
import { prepareMatchJob, prepareMatchProfile, scoreMatch } from '@orbit/shared/matching/score-match';
import { extractSkills } from '@orbit/shared/skills';
import { buildBm25 } from './bm25.ts';
import { businessJobs } from './data/eval-jobs-business.ts';
import { careJobs } from './data/eval-jobs-care.ts';
import { engineeringJobs } from './data/eval-jobs-engineering.ts';
import { peopleJobs } from './data/eval-jobs-people.ts';
import { evalLabels } from './data/eval-labels.ts';
import { moreEvalLabels } from './data/eval-labels-more.ts';
import { newJobLabels } from './data/eval-labels-new-jobs.ts';
import { evalProfiles } from './data/eval-profiles.ts';
import { moreEvalProfiles } from './data/eval-profiles-more.ts';
import { heldOutProfiles, profileFamily, type EvalFamily } from './data/eval-split.ts';
import type { EvalJob, EvalLabels, EvalProfile, Grade } from './data/eval-types.ts';
import { mean, ndcgAt, precisionAt } from './ranking-metrics.ts';

/** Jobs get their skills the way the importer derives them: from the title and description, with the tags. */
const withSkills = (job: EvalJob) => ({ ...job, skills: extractSkills(`${job.title} ${job.description}`, job.tags) });
export type ScoredJob = ReturnType<typeof withSkills>;

export const allJobs: ScoredJob[] = [...engineeringJobs, ...businessJobs, ...careJobs, ...peopleJobs].map(withSkills);
/** The first set's 70 jobs, to compare with the figures recorded before the set grew. */
export const firstSetJobIds: ReadonlySet<string> = new Set([...engineeringJobs, ...businessJobs].map((job) => job.id));
export const allProfiles: EvalProfile[] = [...evalProfiles, ...moreEvalProfiles];
export const firstSetProfileIds: ReadonlySet<string> = new Set(evalProfiles.map((profile) => profile.id));

export const allLabels: EvalLabels = Object.fromEntries(
  allProfiles.map((profile) => [
    profile.id,
    { ...evalLabels[profile.id], ...newJobLabels[profile.id], ...moreEvalLabels[profile.id] },
  ]),
);

export const gradeOf = (profileId: string, jobId: string): Grade => allLabels[profileId]?.[jobId]?.[0] ?? 0;

/** What is wrong with the labelled set (unknown ids, too few judged jobs, a profile without family); empty when sound. */
export function labelProblems(): string[] {
  const problems: string[] = [];
  const jobIds = new Set(allJobs.map((job) => job.id));
  if (jobIds.size !== allJobs.length) problems.push('duplicate job ids');
  if (new Set(allProfiles.map((profile) => profile.id)).size !== allProfiles.length)
    problems.push('duplicate profile ids');
  const labelSets: [string, EvalLabels][] = [
    ['eval-labels', evalLabels],
    ['eval-labels-new-jobs', newJobLabels],
    ['eval-labels-more', moreEvalLabels],
  ];
  for (const [file, labels] of labelSets) {
    for (const [profileId, judged] of Object.entries(labels)) {
      if (!profileFamily[profileId]) problems.push(`${file}: unknown profile ${profileId}`);
      for (const jobId of Object.keys(judged))
        if (!jobIds.has(jobId)) problems.push(`${file}: ${profileId}: unknown job ${jobId}`);
    }
  }
  for (const profile of allProfiles) {
    const judged = Object.keys(allLabels[profile.id] ?? {}).length;
    if (judged < 20) problems.push(`${profile.id}: only ${judged} judged jobs`);
    if (!profileFamily[profile.id]) problems.push(`${profile.id}: no family`);
  }
  return problems;
}

export interface Ranked {
  jobId: string;
  score: number;
}

/** Highest score first; ties broken by job id so every run ranks the same way. */
const rank = (scored: Ranked[]) => [...scored].sort((a, b) => b.score - a.score || a.jobId.localeCompare(b.jobId));

export interface ProfileResult {
  profileId: string;
  family: EvalFamily;
  heldOut: boolean;
  /** null when the profile has no relevant job among the ranked ones. */
  ndcg: number | null;
  precision: number;
  ranked: Ranked[];
}

export type Method = 'match' | 'bm25';

/** Rank `jobs` for every profile by both methods. */
export function runMatchingEval(jobs: readonly ScoredJob[] = allJobs, profiles: readonly EvalProfile[] = allProfiles) {
  const preparedJobs = jobs.map(prepareMatchJob);
  const bm25 = buildBm25(jobs.map((job) => `${job.title} ${job.description} ${job.skills.join(' ')}`));
  const rankers: Record<Method, (profile: EvalProfile) => Ranked[]> = {
    match: (profile) => {
      const prepared = prepareMatchProfile(profile);
      return preparedJobs.map((job, index) => ({
        jobId: jobs[index]!.id,
        score: scoreMatch(prepared, job).matchScore,
      }));
    },
    bm25: (profile) => {
      const query = `${profile.title} ${profile.skills.join(' ')} ${profile.bio}`;
      return jobs.map((job, index) => ({ jobId: job.id, score: bm25.score(query, index) }));
    },
  };
  const results = {} as Record<Method, ProfileResult[]>;
  for (const method of ['match', 'bm25'] as const) {
    results[method] = profiles.map((profile) => {
      const ranked = rank(rankers[method](profile));
      const grades = ranked.map(({ jobId }) => gradeOf(profile.id, jobId));
      return {
        profileId: profile.id,
        family: profileFamily[profile.id]!,
        heldOut: heldOutProfiles.has(profile.id),
        ndcg: ndcgAt(10, grades, grades),
        precision: precisionAt(5, grades),
        ranked,
      };
    });
  }
  return results;
}

export interface Summary {
  profiles: number;
  ndcg: number;
  precision: number;
}

/** Mean NDCG@10 and P@5 over the results that have something relevant to find. */
export function summarise(results: readonly ProfileResult[]): Summary {
  const counted = results.filter((result) => result.ndcg !== null);
  return {
    profiles: counted.length,
    ndcg: mean(counted.map((result) => result.ndcg!)),
    precision: mean(counted.map((result) => result.precision)),
  };
}
