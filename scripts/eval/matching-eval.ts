/**
 * `npm run eval:matching`: how well the match score ranks jobs for seekers, against a plain BM25 baseline, on the
 * labelled set in scripts/eval/data (profiles × jobs, graded by hand; a job not judged for a profile counts as 0).
 * The computation is matching-eval-run.ts; this prints it.
 *
 * Printed: NDCG@10 (gains 2^grade - 1) and P@5 (grade ≥ 1) for the tuning and the held-out profiles
 * (data/eval-split.ts), per role family, and the first set alone (its 35 profiles on its 70 jobs, the figures
 * recorded before the set grew); calibration: of all pairs scored 80 or more, the share labelled relevant.
 *
 * Flags: --tuning prints no held-out figure (use it while changing the score); --verbose prints each tuning profile's top 5 under both methods; --profile <id> prints that profile's
 * full ranking with grades (held-out profiles only with --show-held-out: looking at them is tuning on them).
 */
import { currencyRatesAsOf } from '@orbit/shared/matching/currency-rates';
import { evalFamilies } from './data/eval-split.ts';
import {
  allJobs,
  allLabels,
  allProfiles,
  firstSetJobIds,
  firstSetProfileIds,
  gradeOf,
  labelProblems,
  runMatchingEval,
  summarise,
  type Method,
  type ProfileResult,
} from './matching-eval-run.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const onlyProfile = args.includes('--profile') ? args[args.indexOf('--profile') + 1] : undefined;
const showHeldOut = args.includes('--show-held-out');
/** While tuning: print no held-out figure at all. */
const tuningOnly = args.includes('--tuning');

const problems = labelProblems();
if (problems.length > 0) {
  console.error(`The labelled set is inconsistent:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const results = runMatchingEval();
const firstSet = runMatchingEval(
  allJobs.filter((job) => firstSetJobIds.has(job.id)),
  allProfiles.filter((profile) => firstSetProfileIds.has(profile.id)),
);

const fixed = (value: number) => (Number.isNaN(value) ? '  n/a' : value.toFixed(3));
const judged = Object.values(allLabels).reduce((sum, labels) => sum + Object.keys(labels).length, 0);
const relevant = Object.values(allLabels).reduce(
  (sum, labels) => sum + Object.values(labels).filter(([grade]) => grade >= 1).length,
  0,
);
const heldOutCount = results.match.filter((result) => result.heldOut).length;

console.log(`Matching evaluation: ${allProfiles.length} profiles (${heldOutCount} held out) × ${allJobs.length} jobs`);
console.log(
  `Labels: ${judged} judged pairs (${relevant} relevant, grade ≥ 1) over ${evalFamilies.length} role families; unjudged pairs count as 0.`,
);
console.log(`Currency rates as of ${currencyRatesAsOf}.\n`);

const row = (label: string, match: readonly ProfileResult[], bm25: readonly ProfileResult[]) => {
  const [m, b] = [summarise(match), summarise(bm25)];
  return `${label.padEnd(26)} ${String(m.profiles).padStart(3)}   ${fixed(m.ndcg)}  ${fixed(b.ndcg)}   ${fixed(m.precision)}  ${fixed(b.precision)}`;
};
const part = (list: readonly ProfileResult[], heldOut: boolean) => list.filter((result) => result.heldOut === heldOut);
console.log('set                        n     NDCG@10 match/BM25   P@5 match/BM25');
console.log(row('tuning', part(results.match, false), part(results.bm25, false)));
if (!tuningOnly) {
  console.log(row('held out', part(results.match, true), part(results.bm25, true)));
  console.log(row('all', results.match, results.bm25));
}
console.log(row('first set (35 × 70 jobs)', firstSet.match, firstSet.bm25));

console.log('\nper family (tuning | held out)   NDCG@10 match/BM25           P@5 match/BM25');
for (const family of evalFamilies) {
  const of = (method: Method, heldOut: boolean) =>
    part(results[method], heldOut).filter((result) => result.family === family);
  const cell = (heldOut: boolean) => {
    const [m, b] = [summarise(of('match', heldOut)), summarise(of('bm25', heldOut))];
    return m.profiles === 0
      ? { ndcg: '   –          ', p: '   –          ', n: 0 }
      : {
          ndcg: `${fixed(m.ndcg)} / ${fixed(b.ndcg)}`,
          p: `${fixed(m.precision)} / ${fixed(b.precision)}`,
          n: m.profiles,
        };
  };
  const [t, h] = [cell(false), cell(true)];
  if (tuningOnly) console.log(`${family.padEnd(12)} ${String(t.n).padStart(2)}       ${t.ndcg}   ${t.p}`);
  else
    console.log(`${family.padEnd(12)} ${String(t.n).padStart(2)} | ${h.n}   ${t.ndcg} | ${h.ndcg}   ${t.p} | ${h.p}`);
}

for (const method of ['match', 'bm25'] as const) {
  let high = 0;
  let hits = 0;
  for (const result of results[method]) {
    const best = result.ranked[0]?.score ?? 0;
    for (const { jobId, score } of result.ranked) {
      const percent = method === 'match' ? score : best > 0 ? (100 * score) / best : 0;
      if (percent < 80) continue;
      high += 1;
      if (gradeOf(result.profileId, jobId) >= 1) hits += 1;
    }
  }
  const share = high === 0 ? 'n/a' : `${((100 * hits) / high).toFixed(1)}% (${hits} of ${high} pairs)`;
  console.log(
    `\nCalibration, ${method === 'match' ? 'match score' : 'BM25 (percent of each profile’s best)'}: relevant share of pairs scored ≥ 80: ${share}`,
  );
}

if (verbose || onlyProfile) {
  const titleOf = new Map(allJobs.map((job) => [job.id, job.title]));
  for (const [index, profile] of allProfiles.entries()) {
    if (onlyProfile ? profile.id !== onlyProfile : results.match[index]!.heldOut) continue;
    if (results.match[index]!.heldOut && !showHeldOut) {
      console.log(`\n${profile.id} is held out: its ranking is not shown (add --show-held-out once tuning is over).`);
      continue;
    }
    console.log(`\n${profile.id} (${profile.title}, ${profile.location})`);
    for (const method of ['match', 'bm25'] as const) {
      console.log(`  ${method === 'match' ? 'Match score' : 'BM25'}:`);
      for (const { jobId, score } of results[method][index]!.ranked.slice(0, onlyProfile ? allJobs.length : 5)) {
        const shown = score.toFixed(method === 'match' ? 0 : 2).padStart(6);
        console.log(`    ${shown}  grade ${gradeOf(profile.id, jobId)}  ${jobId}  ${titleOf.get(jobId)}`);
      }
    }
  }
}
