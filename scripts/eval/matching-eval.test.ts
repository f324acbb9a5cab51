import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evalFamilies } from './data/eval-split.ts';
import {
  allJobs,
  allLabels,
  allProfiles,
  firstSetJobIds,
  firstSetProfileIds,
  labelProblems,
  runMatchingEval,
  summarise,
} from './matching-eval-run.ts';

/**
 * The matching evaluation as a floor: NDCG@10 of the match score on the tuning and the held-out profiles, and on
 * the first set alone, may not fall below the figures recorded in data/matching-floor.json by more than its margin.
 * A change that makes them better should record the new figures (npm run eval:matching prints them).
 */
const floor = JSON.parse(readFileSync(new URL('./data/matching-floor.json', import.meta.url), 'utf8')) as {
  margin: number;
  tuning: number;
  heldOut: number;
  firstSet: number;
};

const results = runMatchingEval();
const tuning = (method: 'match' | 'bm25') => summarise(results[method].filter((result) => !result.heldOut));
const heldOut = (method: 'match' | 'bm25') => summarise(results[method].filter((result) => result.heldOut));

describe('matching evaluation', () => {
  it('is a sound labelled set: ≥ 300 judged pairs over ≥ 12 role families, tuning and held out', () => {
    expect(labelProblems()).toEqual([]);
    const judged = Object.values(allLabels).reduce((sum, labels) => sum + Object.keys(labels).length, 0);
    expect(judged).toBeGreaterThanOrEqual(300);
    const families = new Set(results.match.filter((result) => result.ndcg !== null).map((result) => result.family));
    expect(families.size).toBeGreaterThanOrEqual(12);
    expect(
      evalFamilies.filter((family) => results.match.some((result) => result.heldOut && result.family === family))
        .length,
    ).toBeGreaterThanOrEqual(12);
  });

  it('keeps NDCG@10 on the tuning and held-out profiles at the recorded floor', () => {
    expect(tuning('match').ndcg).toBeGreaterThanOrEqual(floor.tuning - floor.margin);
    expect(heldOut('match').ndcg).toBeGreaterThanOrEqual(floor.heldOut - floor.margin);
  });

  it('keeps the first set (its 35 profiles on its 70 jobs) at its recorded floor', () => {
    const first = runMatchingEval(
      allJobs.filter((job) => firstSetJobIds.has(job.id)),
      allProfiles.filter((profile) => firstSetProfileIds.has(profile.id)),
    );
    expect(summarise(first.match).ndcg).toBeGreaterThanOrEqual(floor.firstSet - floor.margin);
  });

  it('ranks better than the BM25 baseline on both parts', () => {
    expect(tuning('match').ndcg).toBeGreaterThan(tuning('bm25').ndcg);
    expect(heldOut('match').ndcg).toBeGreaterThan(heldOut('bm25').ndcg);
  });
});
