import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { ms } from './stats.ts';

/** An emulated link: one-way latency is half of `latency` (CDP adds it per request), bytes per second each way. */
export interface NetworkProfile {
  name: string;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
}

export interface PageUnderTest {
  label: string;
  path: string;
  /** What "the content is visible" means for the page: its first item, or its own heading. */
  contentSelector: string;
}

export interface Visit {
  /** The first frame in which `main h1` was painted (the home page's comes drawn in its HTML). */
  headingMs: number;
  /** The first frame in which the content was painted. */
  contentMs: number;
  /** The first frame in which the content was React's (hydrated or drawn by the app): the page is live. */
  liveMs: number;
  /** Bytes on the wire (headers and bodies) of everything, and of the scripts, finished before the content showed. */
  allBytes: number;
  requests: number;
  scriptBytes: number;
  scripts: number;
  /** Bytes on the wire of everything, and of the scripts, finished before the page was live. */
  liveBytes: number;
  liveScriptBytes: number;
  /** Requests the service worker answered from its caches before the content showed (second visits). */
  fromServiceWorker: number;
  waterfall: string[][];
}

/**
 * Notes, in the page, the first animation frame in which `main h1` and the content have a layout box with text, and
 * in which the content is inside the app's live tree (hydrated, or drawn by the app: Preact, ADR 0013, keeps no
 * marker on each element but holds its tree on the root as `__k` once its synchronous hydration pass has run). rAF
 * callbacks run only when the page may render (not while a stylesheet blocks it), so each mark is a painted frame.
 * performance.now() counts from the start of the navigation.
 */
const markScript = (contentSelector: string) => `(() => {
  const marks = {};
  window.__pageMarks = marks;
  const shown = (element) => {
    if (!element || !element.textContent.trim()) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const live = (element) => { const root = document.getElementById('root'); return !!element && !element.closest('[inert]') && !!root && root.__k !== undefined && root.contains(element); };
  const check = () => {
    const heading = document.querySelector('main h1');
    const content = document.querySelector(${JSON.stringify(contentSelector)});
    if (marks.heading === undefined && shown(heading)) requestAnimationFrame(() => (marks.heading ??= performance.now()));
    if (marks.content === undefined && shown(content)) requestAnimationFrame(() => (marks.content ??= performance.now()));
    if (marks.live === undefined && shown(content) && live(content)) requestAnimationFrame(() => (marks.live ??= performance.now()));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  // Hydration adds React's keys to existing elements without mutating the DOM: look once a frame until it is live.
  const poll = () => { check(); if (marks.live === undefined) requestAnimationFrame(poll); };
  requestAnimationFrame(poll);
})();`;

const kb = (bytes: number) => bytes / 1000;

/** Transfers of one visit, by CDP request id, on the CDP clock (seconds). */
function recordTransfers(cdp: CDPSession) {
  const requests = new Map<string, { url: string; sentAt: number; type: string; fromServiceWorker: boolean }>();
  let navigationStart: number | undefined;
  const finished: { url: string; type: string; sentAt: number; at: number; bytes: number; sw: boolean }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (navigationStart === undefined && event.type === 'Document') navigationStart = event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url,
      sentAt: event.timestamp,
      type: event.type ?? 'Other',
      fromServiceWorker: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.type = event.type;
    request.fromServiceWorker = event.response.fromServiceWorker === true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request)
      finished.push({ ...request, sw: request.fromServiceWorker, at: event.timestamp, bytes: event.encodedDataLength });
  });
  return (untilMs: number) => {
    const start = navigationStart ?? 0;
    const since = (at: number) => (at - start) * 1000;
    const before = finished.filter((entry) => since(entry.at) <= untilMs);
    // What the worker answered from its caches never crossed the network.
    const wire = before.filter((entry) => !entry.sw);
    const scripts = wire.filter((entry) => entry.type === 'Script');
    const sum = (entries: typeof before) => entries.reduce((total, entry) => total + entry.bytes, 0);
    const waterfall = finished
      .sort((a, b) => a.sentAt - b.sentAt)
      .map((entry) => [
        new URL(entry.url).pathname.slice(0, 60),
        entry.sw ? `${entry.type} (worker)` : entry.type,
        ms(since(entry.sentAt)),
        ms(since(entry.at)),
        `${kb(entry.sw ? 0 : entry.bytes).toFixed(1)} KB`,
      ]);
    return {
      allBytes: sum(wire),
      requests: wire.length,
      scriptBytes: sum(scripts),
      scripts: scripts.length,
      fromServiceWorker: before.length - wire.length,
      waterfall,
    };
  };
}

/** One visit of `page` in a tab of `context`, throttled to `network` (none: full speed), HTTP cache on or off. */
export async function visitIn(
  context: BrowserContext,
  page: PageUnderTest,
  options: { network: NetworkProfile | null; cacheDisabled: boolean },
): Promise<Visit> {
  const tab = await context.newPage();
  try {
    await tab.addInitScript(markScript(page.contentSelector));
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: options.cacheDisabled });
    if (options.network) {
      const { latency, downloadThroughput, uploadThroughput } = options.network;
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput,
        uploadThroughput,
      });
    }
    const transfers = recordTransfers(cdp);
    await tab.goto(page.path, { waitUntil: 'commit' });
    const marks = await waitForMarks(tab);
    return {
      headingMs: marks.heading ?? NaN,
      contentMs: marks.content,
      liveMs: marks.live,
      ...transfers(marks.content),
      liveBytes: transfers(marks.live).allBytes,
      liveScriptBytes: transfers(marks.live).scriptBytes,
    };
  } finally {
    await tab.close();
  }
}

async function waitForMarks(tab: Page): Promise<{ heading?: number; content: number; live: number }> {
  type Marks = { heading?: number; content?: number; live?: number };
  await tab.waitForFunction(
    () => {
      const marks = (globalThis as unknown as { __pageMarks?: Marks }).__pageMarks;
      return marks?.content !== undefined && marks.live !== undefined;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  return tab.evaluate(() => (globalThis as unknown as { __pageMarks: Required<Marks> }).__pageMarks);
}

/** A first visit: a new phone-sized context (nothing cached, no worker), the HTTP cache off. */
export async function firstVisit(
  browser: Browser,
  baseUrl: string,
  page: PageUnderTest,
  network: NetworkProfile | null,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
  try {
    return await visitIn(context, page, { network, cacheDisabled: true });
  } finally {
    await context.close();
  }
}

/**
 * A second visit: the page visited once at full speed in a new context, until the service worker controls it and
 * has precached the build; then a new tab of that context opens it again over `network`, the HTTP cache on.
 */
export async function secondVisit(
  browser: Browser,
  baseUrl: string,
  page: PageUnderTest,
  network: NetworkProfile,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseUrl });
  try {
    const first = await context.newPage();
    await first.goto(page.path);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await first.close();
    return await visitIn(context, page, { network, cacheDisabled: false });
  } finally {
    await context.close();
  }
}
