/**
 * `npm run eval:matching`: how well the match score ranks jobs for seekers, against a plain BM25 baseline, on the
 * labelled set in scripts/eval/data (35 profiles × 70 jobs, grades 0–2; a job not judged for a profile counts as 0).
 *
 * For each profile every job is ranked by each method. Printed: NDCG@10 (gains 2^grade - 1) and precision@5
 * (grade ≥ 1), averaged over the profiles that have at least one relevant job, and calibration: of all pairs scored
 * 80 or more, the share labelled relevant (grade ≥ 1), with their count. BM25 has no 0–100 scale, so for its
 * calibration each profile's scores are divided by that profile's best score (best job = 100).
 *
 * Flags: --verbose prints each profile's top 5 under both methods; --profile <id> prints that profile's full
 * ranking with reasons.
 */
import { currencyRatesAsOf } from '@orbit/shared/matching/currency-rates';
import { prepareMatchJob, prepareMatchProfile, scoreMatch } from '@orbit/shared/matching/score-match';
import { extractSkills } from '@orbit/shared/skills';
import { buildBm25 } from './bm25.ts';
import { businessJobs } from './data/eval-jobs-business.ts';
import { engineeringJobs } from './data/eval-jobs-engineering.ts';
import { evalLabels } from './data/eval-labels.ts';
import { evalProfiles } from './data/eval-profiles.ts';
import type { Grade } from './data/eval-types.ts';
import { mean, ndcgAt, precisionAt } from './ranking-metrics.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const onlyProfile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;

// Jobs get their skills the way the importer derives them: from the title and description, with the tags.
const jobs = [...engineeringJobs, ...businessJobs].map((job) => ({
  ...job,
  skills: extractSkills(`${job.title} ${job.description}`, job.tags),
}));
const jobIds = new Set(jobs.map((job) => job.id));

function checkLabels(): void {
  const problems: string[] = [];
  if (jobIds.size !== jobs.length) problems.push('duplicate job ids');
  for (const profile of evalProfiles) {
    const labels = evalLabels[profile.id];
    if (!labels) problems.push(`${profile.id}: no labels`);
    else if (Object.keys(labels).length < 20) problems.push(`${profile.id}: only ${Object.keys(labels).length} judged jobs`);
    for (const jobId of Object.keys(labels ?? {})) if (!jobIds.has(jobId)) problems.push(`${profile.id}: unknown job ${jobId}`);
  }
  for (const profileId of Object.keys(evalLabels)) {
    if (!evalProfiles.some((profile) => profile.id === profileId)) problems.push(`labels for unknown profile ${profileId}`);
  }
  if (problems.length > 0) {
    console.error(`The labelled set is inconsistent:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}

const gradeOf = (profileId: string, jobId: string): Grade => evalLabels[profileId]?.[jobId]?.[0] ?? 0;

interface Ranked {
  jobId: string;
  score: number;
}

/** Highest score first; ties broken by job id so every run ranks the same way. */
const rank = (scored: Ranked[]) => [...scored].sort((a, b) => b.score - a.score || a.jobId.localeCompare(b.jobId));

interface MethodResult {
  name: string;
  ndcg: number[];
  precision: number[];
  highPairs: number;
  highRelevant: number;
  perProfile: Map<string, Ranked[]>;
}

function evaluate(
  name: string,
  rankFor: (profileIndex: number) => Ranked[],
  toPercent: (ranked: Ranked[]) => Ranked[],
): MethodResult {
  const result: MethodResult = { name, ndcg: [], precision: [], highPairs: 0, highRelevant: 0, perProfile: new Map() };
  evalProfiles.forEach((profile, index) => {
    const ranked = rank(rankFor(index));
    result.perProfile.set(profile.id, ranked);
    const grades = ranked.map(({ jobId }) => gradeOf(profile.id, jobId));
    const ndcg = ndcgAt(10, grades, grades);
    if (ndcg !== null) {
      result.ndcg.push(ndcg);
      result.precision.push(precisionAt(5, grades));
    }
    for (const { jobId, score } of toPercent(ranked)) {
      if (score < 80) continue;
      result.highPairs += 1;
      if (gradeOf(profile.id, jobId) >= 1) result.highRelevant += 1;
    }
  });
  return result;
}

checkLabels();

const preparedJobs = jobs.map(prepareMatchJob);
const preparedProfiles = evalProfiles.map(prepareMatchProfile);
const matchResult = evaluate(
  'Match score',
  (profileIndex) =>
    preparedJobs.map((job, jobIndex) => ({
      jobId: jobs[jobIndex]!.id,
      score: scoreMatch(preparedProfiles[profileIndex]!, job).matchScore,
    })),
  (ranked) => ranked,
);

const bm25 = buildBm25(jobs.map((job) => `${job.title} ${job.description} ${job.skills.join(' ')}`));
const bm25Result = evaluate(
  'BM25 baseline',
  (profileIndex) => {
    const profile = evalProfiles[profileIndex]!;
    const query = `${profile.title} ${profile.skills.join(' ')} ${profile.bio}`;
    return jobs.map((job, jobIndex) => ({ jobId: job.id, score: bm25.score(query, jobIndex) }));
  },
  (ranked) => {
    const best = ranked[0]?.score ?? 0;
    return ranked.map(({ jobId, score }) => ({ jobId, score: best > 0 ? (100 * score) / best : 0 }));
  },
);

const judged = Object.values(evalLabels).reduce((sum, labels) => sum + Object.keys(labels).length, 0);
const relevantPairs = Object.values(evalLabels).reduce(
  (sum, labels) => sum + Object.values(labels).filter(([grade]) => grade >= 1).length,
  0,
);
const fixed = (value: number) => (Number.isNaN(value) ? '  n/a' : value.toFixed(3));
const share = (hits: number, of: number) =>
  of === 0 ? 'n/a (no pairs)' : `${((100 * hits) / of).toFixed(1)}% (${hits} of ${of} pairs)`;

const pairs = evalProfiles.length * jobs.length;
console.log(`Matching evaluation: ${evalProfiles.length} profiles × ${jobs.length} jobs = ${pairs} pairs`);
console.log(`Labels: ${judged} judged pairs (${relevantPairs} relevant, grade ≥ 1); unjudged pairs count as grade 0.`);
console.log(`Ranked metrics average over the ${matchResult.ndcg.length} profiles with at least one relevant job.`);
console.log(`Currency rates as of ${currencyRatesAsOf}.\n`);
console.log('method          NDCG@10  P@5    calibration: share of pairs scored ≥ 80 that are relevant');
for (const result of [matchResult, bm25Result]) {
  const calibration = share(result.highRelevant, result.highPairs);
  console.log(`${result.name.padEnd(15)} ${fixed(mean(result.ndcg))}    ${fixed(mean(result.precision))}  ${calibration}`);
}
const ceiling = mean(
  evalProfiles
    .map((profile) => Object.values(evalLabels[profile.id] ?? {}).filter(([grade]) => grade >= 1).length)
    .filter((relevant) => relevant > 0)
    .map((relevant) => Math.min(relevant, 5) / 5),
);
console.log(`\nP@5 cannot exceed ${fixed(ceiling)} here: most profiles have only one to three relevant jobs among the 70.`);
console.log('BM25 calibration uses each profile’s scores as a percent of its best job.');

if (verbose || onlyProfile) {
  const titleOf = new Map(jobs.map((job) => [job.id, job.title]));
  for (const profile of evalProfiles) {
    if (onlyProfile && profile.id !== onlyProfile) continue;
    console.log(`\n${profile.id} (${profile.title}, ${profile.location})`);
    const count = onlyProfile ? jobs.length : 5;
    for (const result of [matchResult, bm25Result]) {
      const top = (result.perProfile.get(profile.id) ?? []).slice(0, count);
      console.log(`  ${result.name}:`);
      for (const { jobId, score } of top) {
        const shown = score.toFixed(result === matchResult ? 0 : 2).padStart(6);
        console.log(`    ${shown}  grade ${gradeOf(profile.id, jobId)}  ${jobId}  ${titleOf.get(jobId)}`);
      }
    }
  }
}
