import os from 'node:os';
import path from 'node:path';
import { benchDatabase, indent, type DatabaseResult } from './bench-database.ts';
import { parseBenchOptions, usage } from './bench-options.ts';
import { ensureWebBuild, measureInitialJs, type PageSize } from './initial-js.ts';
import type { LoadSummary } from './load-run.ts';
import { pageTargets, rendersPages } from './page-mix.ts';
import { machineSummary, ms, table, verdict } from './stats.ts';
import { onEachDatabase } from './throwaway-postgres.ts';

/**
 * `npm run bench:search`: the catalogue search under load. Generates jobs into PostgreSQL
 * and PGlite, drives `GET /api/jobs` with a mix of lists, filters and searches through autocannon, compares the
 * API's median with the raw SQL time of the same queries, times /jobs and /jobs/{id} as the server renders them
 * (scripts/bench/page-mix.ts; needs the web build's server entry), and sizes the initial JavaScript of / and /jobs.
 * Targets are printed as PASS/FAIL; the exit code is non-zero only for errors (failed requests, a crash).
 */

const targets = { pgP95: 50, pgRatio: 1.5, pgliteP95: 100, initialJsKb: 120, pgColdP95: 60, pgColdP99: 150 };
const repoRoot = path.resolve(import.meta.dirname, '../..');

function printLoad(result: DatabaseResult, p95Target: number, mix: 'warm' | 'cold' = 'warm'): void {
  const load = mix === 'warm' ? result.load : result.cold;
  const rows = load.scenarios.map((s) => [
    s.name,
    String(s.count),
    ms(s.p50),
    `${ms(s.p95)}${s.p95 > p95Target ? ' !' : ''}`,
    ms(s.p99),
    String(s.failed),
    s.perSecond.toFixed(1),
  ]);
  rows.push([
    'ALL',
    String(load.total),
    ms(load.p50),
    ms(load.p95),
    ms(load.p99),
    String(load.non2xx),
    load.perSecond.toFixed(1),
  ]);
  const what =
    mix === 'warm'
      ? 'warm mix (lists, filters and searches asked again and again)'
      : `cold mix (${result.cold.urls} URLs, each asked once: broad terms, misspellings, country locations, long tail)`;
  console.log(`\n  ${result.label} ${what} under load (! = scenario p95 over ${p95Target} ms):`);
  if (mix === 'cold' && result.cold.repeated.length > 0)
    console.log(`  NOTE: some URLs were asked twice in ${result.cold.repeated.join(', ')} (more requests than URLs)`);
  console.log(indent(table(['scenario', 'requests', 'p50', 'p95', 'p99', 'non-2xx', 'req/s'], rows)));
  console.log(
    `  connection errors: ${load.errors - load.non2xx} (timeouts ${load.timeouts})${load.requestErrors.length ? ` — ${load.requestErrors.join('; ')}` : ''}`,
  );
  if (mix === 'cold') return;
  const { thread } = result;
  console.log(
    `  server thread busy ${(thread.eventLoopUtilisation * 100).toFixed(0)}% of the time (event-loop utilisation), longest stall ${ms(thread.longestStallMs)};` +
      ` this process used ${thread.processCores.toFixed(2)} of ${os.cpus().length} cores; machine load average ${thread.loadAverage.toFixed(2)}`,
  );
}

function printRaw(result: DatabaseResult, ratioTarget: number | undefined): void {
  const rows = result.raw.map((entry) => {
    const ratio = entry.apiUnderLoad / entry.rawMedian;
    return [
      decodeURIComponent(entry.path.replace('/api/jobs', '') || '(plain list)'),
      `${entry.statements} / ${entry.warmStatements}`,
      ms(entry.rawMedian),
      ms(entry.rawWarmMedian),
      ms(entry.apiAlone),
      `${(entry.apiAlone / entry.rawMedian).toFixed(2)}×`,
      ms(entry.apiUnderLoad),
      `${ratio.toFixed(2)}×`,
      ratioTarget ? verdict(ratio <= ratioTarget) : '',
    ];
  });
  console.log(
    `\n  ${result.label}: raw SQL (the API's own statements replayed on one connection, sequentially, in one transaction) vs the API.` +
      '\n  cold = without the list cache, all the SQL that answers the URL; warm = the statements the API still runs once its' +
      '\n  cache holds the URL (the catalogue version). Ratios are against cold:',
  );
  const header = [
    'query',
    'stmts cold/warm',
    'raw SQL cold p50',
    'raw SQL warm p50',
    'API alone p50',
    'alone/cold',
    'API p50 under load',
    'load/cold',
    ratioTarget ? `≤ ${ratioTarget}×` : '',
  ];
  console.log(indent(table(header, rows)));
}

function printPageMix(label: string, seen: LoadSummary, fresh: LoadSummary): void {
  const rows = [...seen.scenarios, ...fresh.scenarios].map((s) => [
    s.name,
    String(s.count),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    String(s.failed),
    s.perSecond.toFixed(1),
  ]);
  console.log(`\n  ${label}: pages rendered by the server (8 clients):`);
  console.log(indent(table(['page', 'requests', 'p50', 'p95', 'p99', 'non-2xx', 'req/s'], rows)));
}

/** KB as 1000 bytes (as Vite prints sizes): the stricter reading of the 120 KB target. */
const kb = (bytes: number) => bytes / 1000;

function printPages(pages: PageSize[]): void {
  for (const page of pages) {
    const where = page.module ? `route chunk from ${page.module}` : 'page in the shell';
    const size = `${kb(page.gzipBytes).toFixed(1)} KB gzip (${(page.gzipBytes / 1024).toFixed(1)} KiB)`;
    console.log(
      `  ${page.route.padEnd(6)} ${size}, ${page.files.length} chunks, ${where}: ${verdict(kb(page.gzipBytes) <= targets.initialJsKb)}`,
    );
    for (const file of page.files)
      console.log(`         ${kb(file.gzipBytes).toFixed(1).padStart(6)} KB  ${file.file}`);
  }
}

async function main(): Promise<number> {
  let options;
  try {
    options = parseBenchOptions(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  console.log(machineSummary('Search'));

  // The page mix renders /jobs and /jobs/{id} with the web build's server entry: built first, unless told not to.
  const webDist = options.webDist ? path.resolve(options.webDist) : path.join(repoRoot, 'apps/web/dist');
  if (!options.skipWeb && !options.webDist) ensureWebBuild(repoRoot);
  const pagesDist = !options.skipWeb && rendersPages(webDist) ? webDist : undefined;
  if (!options.skipWeb && !pagesDist) console.log(`  No server entry in ${webDist}: the page mix is skipped.`);

  const passes = await onEachDatabase(options, async (label, serverUrl) => {
    const result = await benchDatabase(
      label,
      serverUrl,
      label === 'PostgreSQL' ? options.pgJobs : options.pgliteJobs,
      options,
      pagesDist,
    );
    return label === 'PostgreSQL'
      ? { result, p95Target: targets.pgP95, ratioTarget: targets.pgRatio as number | undefined }
      : { result, p95Target: targets.pgliteP95, ratioTarget: undefined };
  });
  const results = passes.results;
  const verdicts: string[] = [...passes.skipped];

  let pages: PageSize[] = [];
  if (!options.skipWeb) pages = measureInitialJs(path.join(repoRoot, 'apps/web'), webDist, ['/', '/jobs']);

  console.log('\n================ Results ================');
  let errors = 0;
  for (const { result, p95Target, ratioTarget } of results) {
    printLoad(result, p95Target);
    printLoad(result, result.label === 'PostgreSQL' ? targets.pgColdP95 : p95Target, 'cold');
    printRaw(result, ratioTarget);
    const failed = result.load.errors + result.cold.errors + result.checkFailures.length;
    const { cold } = result;
    verdicts.push(
      `${result.label} (${result.jobs} jobs): warm mix p50 ${ms(result.load.p50)} / p95 ${ms(result.load.p95)} / p99 ${ms(result.load.p99)}, ${result.load.perSecond.toFixed(0)} req/s`,
      `${result.label}: cold mix p50 ${ms(cold.p50)} / p95 ${ms(cold.p95)} / p99 ${ms(cold.p99)}, ${cold.perSecond.toFixed(0)} req/s`,
    );
    if (result.label === 'PostgreSQL') {
      verdicts.push(
        `${result.label}: cold mix p95 ${ms(cold.p95)} ≤ ${targets.pgColdP95} ms ${verdict(cold.p95 <= targets.pgColdP95)}, p99 ${ms(cold.p99)} ≤ ${targets.pgColdP99} ms ${verdict(cold.p99 <= targets.pgColdP99)}`,
      );
    }
    if (result.pages) {
      const { seen, fresh } = result.pages;
      printPageMix(result.label, seen, fresh);
      verdicts.push(
        `${result.label}: pages seen before p95 ${ms(seen.p95)} ≤ ${pageTargets.seenP95} ms ${verdict(seen.p95 <= pageTargets.seenP95)}, new p95 ${ms(fresh.p95)} ≤ ${pageTargets.newP95} ms ${verdict(fresh.p95 <= pageTargets.newP95)} (8 clients; ${seen.perSecond.toFixed(0)} / ${fresh.perSecond.toFixed(0)} pages/s)`,
      );
    }
    errors += failed + (result.pages ? result.pages.seen.errors + result.pages.fresh.errors : 0);
    verdicts.push(
      `${result.label} (${result.jobs} jobs): p95 ${ms(result.load.p95)} ≤ ${p95Target} ms ${verdict(result.load.p95 <= p95Target)}`,
    );
    if (ratioTarget) {
      const worst = Math.max(...result.raw.map((entry) => entry.apiUnderLoad / entry.rawMedian));
      const passing = result.raw.filter((entry) => entry.apiUnderLoad / entry.rawMedian <= ratioTarget).length;
      verdicts.push(
        `${result.label}: p50 under load ≤ ${ratioTarget}× raw SQL: ${passing}/${result.raw.length} queries (worst ${worst.toFixed(2)}×) ${verdict(passing === result.raw.length)}`,
      );
      const alone = Math.max(...result.raw.map((entry) => entry.apiAlone / entry.rawMedian));
      const passingAlone = result.raw.filter((entry) => entry.apiAlone / entry.rawMedian <= ratioTarget).length;
      verdicts.push(
        `${result.label}: p50 one request at a time ≤ ${ratioTarget}× raw SQL: ${passingAlone}/${result.raw.length} queries (worst ${alone.toFixed(2)}×) ${verdict(passingAlone === result.raw.length)}`,
      );
    }
    verdicts.push(
      `${result.label}: errors ${failed} (non-2xx ${result.load.non2xx}, connection ${result.load.errors - result.load.non2xx}, check ${result.checkFailures.length}) ${verdict(failed === 0)}`,
    );
  }
  if (pages.length) {
    console.log("\n  Initial JavaScript (entry + its static imports + the page's route chunk and its static imports):");
    printPages(pages);
    for (const page of pages) {
      verdicts.push(
        `Initial JS ${page.route}: ${kb(page.gzipBytes).toFixed(1)} KB gzip ≤ ${targets.initialJsKb} KB ${verdict(kb(page.gzipBytes) <= targets.initialJsKb)}`,
      );
    }
  }
  console.log(`\nTargets:\n${verdicts.map((line) => `  ${line}`).join('\n')}`);
  if (errors > 0) console.log(`\n${errors} request(s) failed: exit code 1.`);
  return errors > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('search benchmark failed:', error);
    process.exit(1);
  },
);
