/**
 * `npm run eval:search`: NDCG@10 of the job search against a plain full-text baseline, on the hand-labelled queries
 * of scripts/eval/search-data over the recorded feeds (../shared/fixtures/job-sources; see search-eval-run.ts).
 * Printed: tuning and held-out sets separately, per kind of query, and the counts of a few words of the trade.
 *
 * Flags: --verbose prints every query's figures; --query <text> prints that query's first ten under both methods.
 */
import { recordedFeedsFound, recordedFeedsMissing } from '../../apps/server/src/test-support/recorded-feeds.ts';
import { runSearchEvaluation, type QueryResult } from './search-eval-run.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const onlyQuery = args.includes('--query') ? args[args.indexOf('--query') + 1] : undefined;

if (!recordedFeedsFound) {
  console.log(`Nothing to evaluate: ${recordedFeedsMissing}.`);
  process.exit(0);
}

const evaluation = await runSearchEvaluation({ countWebsearch: true });
if (evaluation.unknownKeys.length > 0) {
  console.error(`Labels name jobs the feeds do not hold:\n  ${evaluation.unknownKeys.join('\n  ')}`);
  process.exit(1);
}

const figure = (value: number) => (Number.isNaN(value) ? '   -  ' : value.toFixed(3).padStart(6));
const row = (label: string, part: { search: number; baseline: number; queries: number }) =>
  `${label.padEnd(22)} ${String(part.queries).padStart(3)}   ${figure(part.search)}   ${figure(part.baseline)}   ${figure(part.search - part.baseline)}`;

console.log(
  `NDCG@10 over ${evaluation.results.length} labelled queries (search = listJobs; baseline = plainto_tsquery + ts_rank)\n`,
);
console.log(`${'set'.padEnd(22)}   n   search   baseline   gain`);
console.log(row('tuning', evaluation.summary.tuning));
console.log(row('held-out', evaluation.summary['held-out']));
console.log(row('all', evaluation.summary.all));
console.log('');
for (const [kind, splits] of Object.entries(evaluation.byKind)) {
  console.log(row(`${kind} / tuning`, splits.tuning));
  console.log(row(`${kind} / held-out`, splits['held-out']));
}

const byQuery = new Map(evaluation.results.map((result) => [result.query.query, result]));
console.log(
  '\nWords of the trade: matching jobs (this search / websearch_to_tsquery alone, as main matched them / baseline)',
);
for (const query of ['nodejs', 'node.js', 'node', 'frontend']) {
  const result = byQuery.get(query);
  if (result)
    console.log(
      `  ${query.padEnd(10)} ${[result.searchTotal, result.websearchTotal, result.baselineTotal].map((n) => String(n).padStart(4)).join(' / ')}`,
    );
}

const show = (result: QueryResult) => {
  console.log(
    `\n"${result.query.query}" (${result.query.kind}, ${result.query.split}): search ${figure(result.search ?? Number.NaN)} of ${result.searchTotal}, baseline ${figure(result.baseline ?? Number.NaN)} of ${result.baselineTotal}`,
  );
  for (let index = 0; index < 10; index++) {
    const mine = result.searchTop[index];
    const theirs = result.baselineTop[index];
    console.log(
      `  ${mine ? `${mine.grade} ${mine.key}` : ''}`.padEnd(70) + (theirs ? `${theirs.grade} ${theirs.key}` : ''),
    );
  }
};
if (onlyQuery) {
  const result = byQuery.get(onlyQuery);
  if (result) show(result);
  else console.log(`\nNo labelled query "${onlyQuery}".`);
}
if (verbose) {
  console.log('');
  for (const result of evaluation.results) {
    const label = `${result.query.split === 'held-out' ? 'H' : ' '} ${result.query.query}`;
    console.log(
      `${label.padEnd(36)} ${figure(result.search ?? Number.NaN)} ${figure(result.baseline ?? Number.NaN)}   ${String(result.searchTotal).padStart(4)} ${String(result.baselineTotal).padStart(4)}`,
    );
  }
}
