/**
 * `npm run eval:eligibility`: how the eligibility reader (`@orbit/shared/eligibility`) reads real feeds. Every file
 * of the recorded feeds (test-support/recorded-feeds.ts: beside the repository, when it exists; tests and measurement
 * only) and of the project's own small fixtures is parsed by its importer, then each job's
 * eligibility and workplace are read as the import would read them. Printed per file and in total: jobs read as
 * worldwide, limited (countries or regions) and unknown, and the remote / hybrid / on-site / unknown split.
 *
 * Flag: --strings lists each distinct location text with its reading, to check the table test against.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readEligibility, readWorkplace, type StructuredEligibility } from '@orbit/shared/eligibility';
import type { JobSource } from '../../apps/server/src/features/job-import/feeds/job-source.ts';
import { jobSources } from '../../apps/server/src/features/job-import/feeds/sources/all-sources.ts';
import { recordedFeedsDir } from '../../apps/server/src/test-support/recorded-feeds.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const folders = [
  { label: 'recorded', dir: recordedFeedsDir },
  { label: 'shipped', dir: `${repoRoot}apps/server/src/features/job-import/feeds/fixtures/` },
];

/** Recorded files are named after the site ('remoteok-api.json'), shipped ones after the source ('remote-ok.json'). */
function sourceOf(file: string): JobSource | undefined {
  const compact = file.replace(/[^a-z]/gi, '').toLowerCase();
  return jobSources.find((source) => compact.startsWith(source.name.replace(/-/g, '')));
}

interface Counts {
  jobs: number;
  worldwide: number;
  limited: number;
  unknown: number;
  remote: number;
  hybrid: number;
  onsite: number;
  workplaceUnknown: number;
}

const emptyCounts = (): Counts => ({
  jobs: 0,
  worldwide: 0,
  limited: 0,
  unknown: 0,
  remote: 0,
  hybrid: 0,
  onsite: 0,
  workplaceUnknown: 0,
});

const kindOf = (reading: StructuredEligibility | null) =>
  reading === null ? 'unknown' : reading.worldwide ? 'worldwide' : 'limited';

const rows: { name: string; counts: Counts }[] = [];
const total = emptyCounts();
const readings = new Map<string, string>();

for (const { label, dir } of folders) {
  if (!existsSync(dir)) {
    console.log(`(${label} fixtures not found at ${dir}: skipped)`);
    continue;
  }
  for (const file of readdirSync(dir)
    .filter((name) => /\.(json|rss|xml)$/.test(name))
    .sort()) {
    const source = sourceOf(file);
    if (!source) {
      console.log(`(${label}/${file}: no importer for it, skipped)`);
      continue;
    }
    const { jobs } = source.parse(readFileSync(dir + file, 'utf8'));
    const counts = emptyCounts();
    for (const job of jobs) {
      const reading = readEligibility(job.regions, job.location);
      const workplace = readWorkplace({
        remote: job.remote,
        location: job.location,
        regions: job.regions,
        title: job.title,
      });
      for (const target of [counts, total]) {
        target.jobs += 1;
        target[kindOf(reading)] += 1;
        target[workplace ?? 'workplaceUnknown'] += 1;
      }
      const field = job.regions ? 'regions' : 'location';
      readings.set(`${source.name} ${field} ${JSON.stringify(job.regions || job.location)}`, JSON.stringify(reading));
    }
    rows.push({ name: `${label}/${file}`, counts });
  }
}
rows.push({ name: 'total', counts: total });

const percent = (part: number, whole: number) => (whole === 0 ? '' : ` (${Math.round((100 * part) / whole)}%)`);
const header = ['fixture', 'jobs', 'worldwide', 'limited', 'unknown', 'remote', 'hybrid', 'onsite', 'workplace ?'];
const lines = rows.map(({ name, counts: c }) => [
  name,
  String(c.jobs),
  ...[c.worldwide, c.limited, c.unknown, c.remote, c.hybrid, c.onsite, c.workplaceUnknown].map(
    (n) => `${n}${percent(n, c.jobs)}`,
  ),
]);
const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
const format = (cells: string[]) =>
  cells
    .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
    .join('  ');
console.log(format(header));
for (const line of lines) console.log(format(line));

if (process.argv.includes('--strings')) {
  console.log('');
  for (const [text, reading] of [...readings].sort()) console.log(`${text} → ${reading}`);
}
