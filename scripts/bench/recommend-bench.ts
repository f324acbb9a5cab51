import { indent } from './bench-database.ts';
import { parseRecommendOptions, recommendUsage } from './recommend-options.ts';
import { benchRecommendations, recommendedLimit, type RunResult, type SeekerResult } from './recommend-run.ts';
import { machineSummary, median, ms, percentile, table, verdict } from './stats.ts';
import { onEachDatabase } from './throwaway-postgres.ts';

/**
 * `npm run bench:recommend`: the recommendations — `GET /api/jobs/recommended` for one seeker
 * at a time over 100k jobs in PostgreSQL (20k in PGlite). Per seeker: a cold call (the prepared-job cache emptied
 * first, as after a restart) and warm calls, of the domain function and of the API in-process, with the split
 * between the candidate SQL and the in-process scoring. Target: PostgreSQL API p95 warm ≤ 150 ms, printed as
 * PASS/FAIL; the exit code is non-zero only for errors (failed requests or checks, a crash).
 */

const targetMs = 150;

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const stats = (values: readonly number[]) => {
  const ordered = sorted(values);
  return [String(values.length), ms(percentile(ordered, 50)), ms(percentile(ordered, 95)), ms(ordered.at(-1) ?? 0)];
};
const all = (seekers: SeekerResult[], pick: (seeker: SeekerResult) => number | number[]) => seekers.flatMap(pick);

function printSummary(result: RunResult): void {
  const s = result.seekers;
  const scored = s.map((seeker) => seeker.candidates);
  const rows: [string, number[]][] = [
    ['recommendJobs() (domain), cold', all(s, (x) => x.domainCold)],
    ['recommendJobs() (domain), warm', all(s, (x) => x.domainWarm)],
    [`GET /api/jobs/recommended?limit=${recommendedLimit}, cold`, all(s, (x) => x.apiCold)],
    [`GET /api/jobs/recommended?limit=${recommendedLimit}, warm`, all(s, (x) => x.apiWarm)],
    ['GET /api/jobs?sort=recommended (page 1), warm', all(s, (x) => x.listWarm)],
    ['  in recommendJobs: candidate SQL, cold', all(s, (x) => x.candidateSqlCold)],
    ['  in recommendJobs: candidate SQL, warm', all(s, (x) => x.candidateSqlWarm)],
    ['    of which the database executing (EXPLAIN)', all(s, (x) => x.executionMs)],
    ['  in recommendJobs: profile SQL (users), warm', all(s, (x) => x.profileSqlWarm)],
    ['  in recommendJobs: in process, cold', all(s, (x) => x.inProcessCold)],
    ['  in recommendJobs: in process, warm', all(s, (x) => x.inProcessWarm)],
    ['scoring alone (present+prepare+score+sort), cold', all(s, (x) => x.scoring.cold)],
    ['scoring alone, warm (every job in the cache)', all(s, (x) => x.scoring.warm)],
    ['  presentJob, all candidates', all(s, (x) => x.scoring.present)],
    ['  prepareMatchJob, all candidates (= cache misses)', all(s, (x) => x.scoring.prepare)],
    ['  scoreMatch on prepared jobs, all candidates', all(s, (x) => x.scoring.score)],
  ];
  console.log(
    `\n  ${result.label}, ${result.jobs} jobs, ${s.length} seekers (one sample per seeker for cold and EXPLAIN, one per run for warm):`,
  );
  console.log(
    indent(
      table(
        ['measure', 'samples', 'p50', 'p95', 'max'],
        rows.map(([name, values]) => [name, ...stats(values)]),
      ),
    ),
  );
  const ordered = sorted(scored);
  console.log(
    `  candidates scored per call: min ${ordered[0] ?? 0}, median ${median(scored)}, max ${ordered.at(-1) ?? 0}`,
  );
  console.log(
    `  first recommendation in the process (JIT, skill patterns built, first plans): ${ms(result.firstCallMs)}`,
  );
  console.log(
    `  "cold" = the prepared-job cache holds none of the candidates (emptied before the call), as after a restart; the database's own caches stay warm.`,
  );
}

function printSeekers(result: RunResult): void {
  const rows = result.seekers.map((x) => [
    x.seeker.label,
    x.seeker.shape,
    String(x.candidates),
    x.seeker.appliedJobIds.length ? `${x.seeker.appliedJobIds.length}+1w` : '',
    ms(x.domainCold),
    ms(median(x.domainWarm)),
    ms(x.apiCold),
    ms(median(x.apiWarm)),
    ms(median(x.candidateSqlWarm)),
    ms(x.executionMs),
    ms(median(x.inProcessWarm)),
    ms(x.scoring.cold),
    ms(x.listWarm),
    String(x.topScore ?? '-'),
  ]);
  const header = [
    'seeker',
    'shape',
    'cands',
    'applied',
    'dom cold',
    'dom warm',
    'API cold',
    'API warm',
    'SQL warm',
    'SQL exec',
    'in-proc warm',
    'score cold',
    'list',
    'top',
  ];
  console.log(`\n  ${result.label} per seeker (warm = median; applied = live applications + 1 withdrawn):`);
  console.log(indent(table(header, rows)));
}

function printPlans(result: RunResult): void {
  const shown = new Set<string>();
  for (const x of result.seekers) {
    if (shown.has(x.seeker.shape) || x.candidateSql.length === 0) continue;
    shown.add(x.seeker.shape);
    console.log(
      `\n  ${result.label}: EXPLAIN (ANALYZE, BUFFERS) of the candidate query for ${x.seeker.label} (${x.seeker.shape})`,
    );
    for (const { text, params } of x.candidateSql) {
      // The select list is every presented column: the WHERE and ORDER BY are what matter.
      const from = text.indexOf(' from "jobs"');
      console.log(
        `  -- select … ${from >= 0 ? text.slice(from + 1) : text}\n  -- params: ${JSON.stringify(params).slice(0, 600)}`,
      );
    }
    console.log(indent(x.plan));
  }
}

async function main(): Promise<number> {
  let options;
  try {
    options = parseRecommendOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${recommendUsage}`);
    return 2;
  }
  console.log(machineSummary('Recommendation'));

  const passes = await onEachDatabase(options, (label, serverUrl) =>
    benchRecommendations(label, serverUrl, label === 'PostgreSQL' ? options.pgJobs : options.pgliteJobs, options),
  );
  const results: RunResult[] = passes.results;
  const verdicts: string[] = [...passes.skipped];

  console.log('\n================ Results ================');
  let errors = 0;
  for (const result of results) {
    printSummary(result);
    printSeekers(result);
    if (options.explain) printPlans(result);
    for (const failure of result.checkFailures) console.log(`  ERROR ${failure}`);
    errors += result.checkFailures.length;
    const apiP95 = percentile(sorted(all(result.seekers, (x) => x.apiWarm)), 95);
    const domainP95 = percentile(sorted(all(result.seekers, (x) => x.domainWarm)), 95);
    const coldP95 = percentile(sorted(all(result.seekers, (x) => x.apiCold)), 95);
    const line = `${result.label} (${result.jobs} jobs): API p95 warm ${ms(apiP95)} (domain ${ms(domainP95)}; cold API p95 ${ms(coldP95)})`;
    verdicts.push(
      result.label === 'PostgreSQL'
        ? `${line} ≤ ${targetMs} ms ${verdict(apiP95 <= targetMs)}`
        : `${line} — no target for PGlite`,
    );
    verdicts.push(
      `${result.label}: errors ${result.checkFailures.length} ${verdict(result.checkFailures.length === 0)}`,
    );
  }
  console.log(
    `\nTargets (one seeker at a time; figures are only as steady as the CPU is free):\n${verdicts.map((line) => `  ${line}`).join('\n')}`,
  );
  if (errors > 0) console.log(`\n${errors} check(s) failed: exit code 1.`);
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('recommendation benchmark failed:', error);
    process.exit(1);
  },
);
