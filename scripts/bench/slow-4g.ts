import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { startApp } from '../../e2e/support/app-process.ts';
import { positiveInt } from './bench-options.ts';
import { chunkComposition } from './chunk-composition.ts';
import { ensureWebBuild, measureInitialJs, type PageSize } from './initial-js.ts';
import { firstVisit, secondVisit, type NetworkProfile, type PageUnderTest, type Visit } from './page-visit.ts';
import { median, ms, table, verdict } from './stats.ts';

/**
 * `npm run bench:page-weight`: what a visit of the public pages costs on a phone's slow link.
 * 1. The initial JavaScript of each public page — the shell and the page's chunk with their static imports, gzip
 *    level 6 (scripts/bench/initial-js.ts) — against 100 KB.
 * 2. The real server (built web app, a fresh DATA_DIR with its demo catalogue) in Chromium, a new 390×844 context
 *    per first visit, HTTP cache off, over two emulated links: slow 4G (400 ms round trip, 400 kbit/s each way) and
 *    a worse one (800 ms, 250 kbit/s). Timed from the start of navigation: the page's content painted (its first
 *    item, or its own heading), and the frame in which that content was React's (hydrated or drawn: the page is
 *    live). Targets, median of the runs: content ≤ 2.0 s on slow 4G and ≤ 4.0 s on the worse link for /jobs,
 *    /jobs/{id}, /companies, /companies/{id} and /categories; the home page's heading ≤ 3 s.
 * 3. A second visit on slow 4G: the page opened once at full speed until the service worker controls it, then again
 *    in a new tab of the same context, HTTP cache on. Target: content ≤ 1.0 s.
 * Bytes on the wire are those of the page's requests that had arrived when the content showed (headers and bodies).
 * On a second visit the page's requests are answered by the service worker, so they count none: what the worker
 * itself fetched (the page, network-first) is not seen from the page, but its time is (the emulated link applies to
 * it: the page never arrives before one round trip). The exit code is 1 when a target is missed, 2 for bad arguments.
 */

const targets = {
  initialJsKb: 100,
  homeHeadingMs: 3000,
  firstVisitMs: { slow4g: 2000, slower: 4000 },
  secondVisitMs: 1000,
};
const slow4g: NetworkProfile = {
  name: 'slow 4G 400 ms / 400 kbit/s',
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};
const slower: NetworkProfile = {
  name: 'worse 800 ms / 250 kbit/s',
  latency: 800,
  downloadThroughput: 31_250,
  uploadThroughput: 31_250,
};
const repoRoot = path.resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const usage = `Usage: npm run bench:page-weight -- [--runs <n>] [--skip-browser] [--waterfall]
  --runs <n>        measured visits per page and link (default 3)
  --skip-browser    only size the initial JavaScript
  --waterfall       print each request of every page's last slow-4G first and second visit
  --composition     print what the shell (the entry chunk every page loads) is made of, by package and folder`;

const publicRoutes = ['/', '/jobs', '/jobs/:id', '/companies', '/companies/:id', '/categories'];

/** The public pages, on a job and a company of the demo catalogue; `timed`: the content targets apply to it. */
async function pagesUnderTest(baseUrl: string): Promise<(PageUnderTest & { timed: boolean })[]> {
  const read = async (address: string) => (await (await fetch(`${baseUrl}${address}`)).json()) as unknown;
  const { jobs } = (await read('/api/jobs?limit=1')) as { jobs: { _id: string }[] };
  const companies = (await read('/api/companies')) as { _id: string }[];
  if (!jobs[0] || !companies[0]) throw new Error('the demo catalogue has no job or no company');
  const ownHeading = 'main h1:not(.sr-only)';
  return [
    {
      label: 'home /',
      path: '/',
      contentSelector: 'section[aria-labelledby="latest-jobs-heading"] article',
      timed: false,
    },
    {
      label: '/jobs',
      path: '/jobs',
      contentSelector: 'section[aria-labelledby="jobs-results-summary"] article',
      timed: true,
    },
    { label: '/jobs/{id}', path: `/jobs/${jobs[0]._id}`, contentSelector: ownHeading, timed: true },
    { label: '/companies', path: '/companies', contentSelector: 'main ul > li article', timed: true },
    { label: '/companies/{id}', path: `/companies/${companies[0]._id}`, contentSelector: ownHeading, timed: true },
    {
      label: '/categories',
      path: '/categories',
      contentSelector: 'main ul > li > a[href^="/jobs?category="]',
      timed: true,
    },
  ];
}

function printInitialJs(sizes: PageSize[]): string[] {
  console.log('\nInitial JavaScript (shell + page chunk + their static imports, gzip level 6, KB = 1000 bytes):');
  for (const page of sizes) {
    console.log(`  ${page.route.padEnd(15)} ${kb(page.gzipBytes)} KB in ${page.files.length} files`);
    for (const file of [...page.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 4))
      console.log(`  ${''.padEnd(15)} ${kb(file.gzipBytes).padStart(6)} KB  ${file.file}`);
  }
  return sizes.map(
    (page) =>
      `Initial JS ${page.route}: ${kb(page.gzipBytes)} KB gzip ≤ ${targets.initialJsKb} KB ${verdict(page.gzipBytes / 1000 <= targets.initialJsKb)}`,
  );
}

function printShellComposition(webRoot: string, shellFile: string): void {
  const shares = chunkComposition(path.join(webRoot, 'dist'), path.join(webRoot, 'dist-sourcemaps'), shellFile);
  console.log(`\nThe shell, ${shellFile}, by origin (gzip shared out by raw bytes, an estimate):`);
  for (const share of shares.filter((entry) => entry.gzipBytes >= 100))
    console.log(`  ${kb(share.gzipBytes).padStart(6)} KB  ${share.origin}`);
}

const spread = (values: number[]) => {
  const ordered = [...values].sort((a, b) => a - b);
  return [ms(ordered[0] ?? 0), ms(median(values)), ms(ordered.at(-1) ?? 0)];
};

interface Series {
  label: string;
  visits: Visit[];
}

function printSeries(title: string, series: Series[], waterfall: boolean): void {
  const rows: string[][] = [];
  for (const { label, visits } of series) {
    const last = visits.at(-1)!;
    rows.push([
      `${label}: content`,
      ...spread(visits.map((v) => v.contentMs)),
      `${kb(median(visits.map((v) => v.allBytes)))} KB`,
    ]);
    rows.push([
      `${label}: live`,
      ...spread(visits.map((v) => v.liveMs)),
      `${kb(median(visits.map((v) => v.liveBytes)))} KB (JS ${kb(median(visits.map((v) => v.liveScriptBytes)))})`,
    ]);
    if (waterfall) {
      console.log(
        `\n  ${title} — ${label}, last run (${last.requests} requests, ${last.fromServiceWorker} from the worker):`,
      );
      console.log(table(['request', 'type', 'sent', 'finished', 'on the wire'], last.waterfall).replace(/^/gm, '    '));
    }
  }
  console.log(`\n${title}:`);
  console.log(
    table(['from navigation start', 'min', 'median', 'max', 'on the wire by then'], rows).replace(/^/gm, '  '),
  );
}

async function measureBrowser(runs: number, waterfall: boolean): Promise<string[]> {
  const app = await startApp();
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const verdicts: string[] = [];
  try {
    const pages = await pagesUnderTest(app.baseUrl);
    // One full-speed visit per page first: the server's list cache and the demo catalogue are warm, so the runs
    // time the network and the browser, not a cold server.
    for (const page of pages) await firstVisit(browser, app.baseUrl, page, null);
    for (const [network, limit] of [
      [slow4g, targets.firstVisitMs.slow4g],
      [slower, targets.firstVisitMs.slower],
    ] as const) {
      const series: Series[] = [];
      for (const page of pages) {
        const visits: Visit[] = [];
        for (let run = 0; run < runs; run += 1) visits.push(await firstVisit(browser, app.baseUrl, page, network));
        series.push({ label: page.label, visits });
        const content = median(visits.map((v) => v.contentMs));
        if (page.timed)
          verdicts.push(
            `First visit, ${network.name}, ${page.label} content: median ${ms(content)} ≤ ${limit} ms ${verdict(content <= limit)}`,
          );
        if (page.path === '/' && network === slow4g) {
          const heading = median(visits.map((v) => v.headingMs));
          verdicts.push(
            `First visit, ${network.name}, home h1: median ${ms(heading)} ≤ ${targets.homeHeadingMs} ms ${verdict(heading <= targets.homeHeadingMs)}`,
          );
        }
      }
      printSeries(
        `First visit, ${network.name}, cache off, ${runs} runs per page`,
        series,
        waterfall && network === slow4g,
      );
    }
    const series: Series[] = [];
    for (const page of pages) {
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run += 1) visits.push(await secondVisit(browser, app.baseUrl, page, slow4g));
      series.push({ label: page.label, visits });
      const content = median(visits.map((v) => v.contentMs));
      if (page.timed)
        verdicts.push(
          `Second visit, ${slow4g.name}, ${page.label} content: median ${ms(content)} ≤ ${targets.secondVisitMs} ms ${verdict(content <= targets.secondVisitMs)}`,
        );
    }
    printSeries(
      `Second visit (service worker and HTTP cache warm), ${slow4g.name}, ${runs} runs per page`,
      series,
      waterfall,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
  return verdicts;
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        runs: { type: 'string' },
        'skip-browser': { type: 'boolean' },
        waterfall: { type: 'boolean' },
        composition: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const runs = positiveInt('runs', values.runs, 3);
  console.log(
    `Page weight — Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const webRoot = path.join(repoRoot, 'apps/web');
  ensureWebBuild(repoRoot);
  const sizes = measureInitialJs(webRoot, path.join(webRoot, 'dist'), publicRoutes);
  const verdicts = printInitialJs(sizes);
  if (values.composition) printShellComposition(webRoot, sizes[0]!.files[0]!.file);
  if (!values['skip-browser']) verdicts.push(...(await measureBrowser(runs, values.waterfall ?? false)));
  console.log('\n================ Verdicts ================');
  for (const line of verdicts) console.log(`  ${line}`);
  const missed = verdicts.filter((line) => line.endsWith('FAIL')).length;
  if (missed) console.log(`\n${missed} of ${verdicts.length} targets missed.`);
  return missed ? 1 : 0;
}

process.exitCode = await main();
