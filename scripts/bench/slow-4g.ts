import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { startApp } from '../../e2e/support/app-process.ts';
import { ensureWebBuild, measureInitialJs, type PageSize } from './initial-js.ts';
import { positiveInt } from './bench-options.ts';
import { median, ms, table, verdict } from './stats.ts';

/**
 * `npm run bench:page-weight`: what a first visit of / and /jobs costs.
 * 1. The initial JavaScript of each page — the shell and the page's chunk with their static imports, gzip — against
 *    120 KB (scripts/bench/initial-js.ts).
 * 2. The real server (built web app, a fresh DATA_DIR with its demo catalogue) opened in Chromium over an emulated
 *    slow 4G link — 400 ms round trip, 400 kbit/s (50,000 bytes/s) down and up, HTTP cache off, a new browser
 *    context per run — timing, from the start of navigation, when the page's h1 is on screen (the home page's comes
 *    drawn in its HTML: scripts/build-web.ts), when the app is running (its own h1 has replaced that drawing) and
 *    when the first job card shows. Target: the home page's h1 within 3 s (median of the runs).
 * Targets print as PASS/FAIL; the exit code is non-zero only for errors (a crash, a page that never showed).
 */

const targets = { initialJsKb: 120, headingMs: 3000 };
const network = { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const repoRoot = path.resolve(import.meta.dirname, '../..');
const kb = (bytes: number) => bytes / 1000;

const usage = `Usage: npm run bench:page-weight -- [--runs <n>] [--skip-browser] [--waterfall]
  --runs <n>        measured visits per page (default 5)
  --skip-browser    only size the initial JavaScript
  --waterfall       print each request of every page's last run (start, end, bytes)`;

interface PageUnderTest {
  label: string;
  path: string;
  /** The first item of the page's job list. */
  listSelector: string;
}

const pages: PageUnderTest[] = [
  { label: 'home /', path: '/', listSelector: 'section[aria-labelledby="latest-jobs-heading"] article' },
  { label: '/jobs', path: '/jobs', listSelector: 'section[aria-labelledby="jobs-results-summary"] article' },
];

/**
 * Notes, in the page, the first animation frame in which `main h1` and the list's first item have a layout box:
 * the frame they are painted in. performance.now() counts from the start of the navigation.
 */
const markScript = (listSelector: string) => `(() => {
  const marks = {};
  window.__pageMarks = marks;
  const shown = (selector) => {
    const element = document.querySelector(selector);
    if (!element || !element.textContent.trim()) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const check = () => {
    if (marks.heading === undefined && shown('main h1')) requestAnimationFrame(() => (marks.heading ??= performance.now()));
    // The app's own heading, once React has drawn over a first screen the server sent ready-drawn (inert until then).
    const live = document.querySelector('main h1');
    if (marks.app === undefined && live && !live.closest('[inert]') && shown('main h1')) requestAnimationFrame(() => (marks.app ??= performance.now()));
    if (marks.list === undefined && shown(${JSON.stringify(listSelector)})) requestAnimationFrame(() => (marks.list ??= performance.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface Visit {
  headingMs: number;
  /** When the heading was the app's (interactive), not the first screen drawn at build time. */
  appMs: number;
  listMs: number;
  /** Bytes on the wire (headers and bodies) of the scripts, and of everything, finished before the list showed. */
  scriptBytes: number;
  scripts: number;
  allBytes: number;
  requests: number;
  waterfall: string[][];
}

/** Transfers of one visit, by CDP request id, on the CDP clock (seconds). */
function recordTransfers(cdp: CDPSession) {
  const requests = new Map<string, { url: string; sentAt: number; type: string }>();
  let navigationStart: number | undefined;
  const finished: { url: string; type: string; sentAt: number; at: number; bytes: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (navigationStart === undefined && event.type === 'Document') navigationStart = event.timestamp;
    requests.set(event.requestId, { url: event.request.url, sentAt: event.timestamp, type: event.type ?? 'Other' });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.type = event.type;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) finished.push({ ...request, at: event.timestamp, bytes: event.encodedDataLength });
  });
  return (untilMs: number) => {
    const start = navigationStart ?? 0;
    const since = (at: number) => (at - start) * 1000;
    const before = finished.filter((entry) => since(entry.at) <= untilMs);
    const scripts = before.filter((entry) => entry.type === 'Script');
    const sum = (entries: typeof before) => entries.reduce((total, entry) => total + entry.bytes, 0);
    const waterfall = finished
      .sort((a, b) => a.sentAt - b.sentAt)
      .map((entry) => [
        new URL(entry.url).pathname.slice(0, 60),
        entry.type,
        ms(since(entry.sentAt)),
        ms(since(entry.at)),
        `${kb(entry.bytes).toFixed(1)} KB`,
      ]);
    return {
      scriptBytes: sum(scripts),
      scripts: scripts.length,
      allBytes: sum(before),
      requests: before.length,
      waterfall,
    };
  };
}

async function visit(browser: Browser, baseUrl: string, page: PageUnderTest, throttled: boolean): Promise<Visit> {
  // A phone-sized window: slow 4G is a phone's connection, and the layout decides what the first screen holds.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(markScript(page.listSelector));
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttled) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    const transfers = recordTransfers(cdp);
    await tab.goto(page.path, { waitUntil: 'commit' });
    await tab.waitForFunction(
      () => {
        const marks = (globalThis as unknown as { __pageMarks?: { heading?: number; app?: number; list?: number } })
          .__pageMarks;
        return marks?.heading !== undefined && marks.app !== undefined && marks.list !== undefined;
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    );
    const marks = await tab.evaluate(
      () => (globalThis as unknown as { __pageMarks: { heading: number; app: number; list: number } }).__pageMarks,
    );
    return { headingMs: marks.heading, appMs: marks.app, listMs: marks.list, ...transfers(marks.list) };
  } finally {
    await context.close();
  }
}

function printInitialJs(sizes: PageSize[]): string[] {
  console.log('\nInitial JavaScript (shell + page chunk + their static imports, gzip level 6, KB = 1000 bytes):');
  for (const page of sizes) {
    console.log(`  ${page.route.padEnd(6)} ${kb(page.gzipBytes).toFixed(1)} KB in ${page.files.length} files`);
    for (const file of page.files)
      console.log(`         ${kb(file.gzipBytes).toFixed(1).padStart(6)} KB  ${file.file}`);
  }
  return sizes.map(
    (page) =>
      `Initial JS ${page.route}: ${kb(page.gzipBytes).toFixed(1)} KB gzip ≤ ${targets.initialJsKb} KB ${verdict(kb(page.gzipBytes) <= targets.initialJsKb)}`,
  );
}

const summary = (values: number[]) => {
  const ordered = [...values].sort((a, b) => a - b);
  return [ms(ordered[0] ?? 0), ms(median(values)), ms(ordered.at(-1) ?? 0)];
};

async function measureSlow4g(runs: number, waterfall: boolean): Promise<string[]> {
  const app = await startApp();
  const browser = await chromium.launch({
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
    // One unthrottled visit per page first: the server's list cache and the demo catalogue are warm, so the runs
    // time the network and the browser, not a cold server.
    for (const page of pages) await visit(browser, app.baseUrl, page, false);
    const rows: string[][] = [];
    for (const page of pages) {
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, app.baseUrl, page, true));
      const last = visits.at(-1)!;
      rows.push([`${page.label}: h1 shown`, ...summary(visits.map((v) => v.headingMs))]);
      rows.push([`${page.label}: app running (its own h1)`, ...summary(visits.map((v) => v.appMs))]);
      rows.push([`${page.label}: first job card shown`, ...summary(visits.map((v) => v.listMs))]);
      console.log(
        `  ${page.label}: by the first job card, ${last.scripts} scripts (${kb(last.scriptBytes).toFixed(1)} KB on the wire) of` +
          ` ${last.requests} requests (${kb(last.allBytes).toFixed(1)} KB) had arrived (last run)`,
      );
      if (waterfall)
        console.log(
          table(['request', 'type', 'sent', 'finished', 'on the wire'], last.waterfall).replace(/^/gm, '    '),
        );
      if (page.path === '/') {
        const headingMedian = median(visits.map((v) => v.headingMs));
        verdicts.push(
          `Slow 4G, home h1 shown: median ${ms(headingMedian)} ≤ ${targets.headingMs} ms ${verdict(headingMedian <= targets.headingMs)}`,
        );
      }
    }
    console.log(
      `\nSlow 4G (${network.latency} ms RTT, ${(network.downloadThroughput * 8) / 1000} kbit/s, cache off, 390×844), ${runs} runs per page:`,
    );
    console.log(table(['from navigation start', 'min', 'median', 'max'], rows).replace(/^/gm, '  '));
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
      options: { runs: { type: 'string' }, 'skip-browser': { type: 'boolean' }, waterfall: { type: 'boolean' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const runs = positiveInt('runs', values.runs, 5);
  console.log(
    `Page weight — Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const webRoot = path.join(repoRoot, 'apps/web');
  ensureWebBuild(repoRoot);
  const verdicts = printInitialJs(measureInitialJs(webRoot, path.join(webRoot, 'dist'), ['/', '/jobs']));
  if (!values['skip-browser']) verdicts.push(...(await measureSlow4g(runs, values.waterfall ?? false)));
  console.log('\n================ Verdicts ================');
  for (const line of verdicts) console.log(`  ${line}`);
  return 0;
}

process.exitCode = await main();
