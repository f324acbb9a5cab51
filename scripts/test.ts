/**
 * `npm test`: every layer in order — typecheck, lint, unit, API on PGlite, API on PostgreSQL
 * (when TEST_DATABASE_URL is set), Chromium end-to-end (when a Chromium is found). A layer that
 * cannot run says so and why; any failure makes the exit code non-zero.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

interface LayerResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  note?: string;
  /** A Vitest layer's tests, from its JSON report (skipped = skipped and todo tests: each one says why in the log). */
  tests?: TestCounts;
}

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, '.tmp', 'test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const results: LayerResult[] = [];
const totals: TestCounts = { passed: 0, failed: 0, skipped: 0 };
const countsText = (counts: TestCounts) =>
  `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n━━ ${name} ━━  ${command} ${args.join(' ')}`);
  const started = Date.now();
  const outcome = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = outcome.status === 0;
  results.push({ name, status: ok ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 });
  return ok;
}

function skip(name: string, why: string): void {
  console.log(`\n━━ ${name} ━━  SKIPPED: ${why}`);
  results.push({ name, status: 'skipped', seconds: 0, note: why });
}

/** Runs Vitest projects and adds their test counts (from the JSON report) to the layer's line and the totals. */
function vitest(name: string, projects: string[], env: Record<string, string> = {}, extraArgs: string[] = []): boolean {
  const report = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--passWithNoTests', ...extraArgs];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const ok = run(name, 'npx', args, env);
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as Record<string, number>;
    const counts: TestCounts = {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    };
    if (!ok && counts.failed === 0) counts.failed += 1; // failed outside a test (e.g. a crash)
    results.at(-1)!.tests = counts;
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  } catch {
    if (!ok) totals.failed += 1;
  }
  return ok;
}

function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit', ['shared', 'server-unit', 'web']);
// Two API files at a time even on a 2-core machine (Vitest's default there is one): each file waits much of its time
// on its database, its queue's polling and its e-mails, and every file has its own database, so they never meet.
const apiWorkers = ['--maxWorkers=2'];
vitest('API integration (PGlite)', ['server-api'], { TEST_DB: 'pglite' }, apiWorkers);
if (process.env.TEST_DATABASE_URL) {
  vitest('API integration (PostgreSQL)', ['server-api'], { TEST_DB: 'postgres' }, apiWorkers);
} else {
  skip(
    'API integration (PostgreSQL)',
    'TEST_DATABASE_URL is not set (.ci/run starts a throwaway PostgreSQL and sets it)',
  );
}
const chromium = findChromium();
if (!chromium) {
  skip('end-to-end (Chromium)', 'no Chromium found (install with `apt-get install -y chromium` or set CHROMIUM_PATH)');
} else if (run('web build for end-to-end', 'npm', ['run', '--silent', 'build'])) {
  // One file at a time: two at once on 2 cores passed once and failed the next run on timing (a hover colour caught
  // by axe mid-transition, a list read before it filled), so the browser suite keeps the machine to itself.
  vitest('end-to-end (Chromium)', ['e2e'], { CHROMIUM_PATH: chromium });
}

console.log('\n━━ Summary ━━');
for (const result of results) {
  const mark = result.status === 'passed' ? 'ok  ' : result.status === 'failed' ? 'FAIL' : 'skip';
  console.log(
    `${mark}  ${result.name.padEnd(32)} ${result.seconds.toFixed(1).padStart(6)} s${result.tests ? `  ${countsText(result.tests)}` : ''}${result.note ? `  (${result.note})` : ''}`,
  );
}
const failedLayers = results.filter((r) => r.status === 'failed').length;
if (failedLayers > 0 && totals.failed === 0) totals.failed = failedLayers;
console.log(`\ntests: ${countsText(totals)}`);
process.exit(failedLayers > 0 ? 1 : 0);
