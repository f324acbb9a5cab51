import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Chromium for a test file. Its contexts block service workers unless a test asks for them
 * (`serviceWorkers: 'allow'`, service-worker.e2e.test.ts): a worker that has taken over a page answers the page's
 * requests itself, and `page.route`, which many tests use to hold or fail an API answer, no longer sees them.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    // Without JavaScript the server's markup is the page.
    if (options?.javaScriptEnabled !== false) context.on('page', waitForTheAppOnLoad);
    return context;
  };
  return browser;
}

/**
 * The page's `goto` and `reload` also wait until the app is live — its layout's first effect has taken over scroll
 * restoration — on a page of the app (one with #root). A public page arrives rendered by the server and shows its
 * content before it is hydrated; most clicks made then do nothing (the menu, the filters and the plain GET forms aside),
 * as for a visitor on a slow link (docs/decisions/0008-public-pages-rendered-on-the-server.md).
 */
function waitForTheAppOnLoad(page: Page): void {
  const live = () =>
    page.waitForFunction(() => !document.getElementById('root') || window.history.scrollRestoration === 'manual');
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // A test that asked for the first byte only gets it as it asked.
    if (options?.waitUntil !== 'commit') await live();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await live();
    return response;
  };
}

function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** A fresh desktop-sized context on the app (its own cookies and storage). */
export function desktopContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
}

/**
 * Fails on serious or critical axe-core violations, listing them. The page is checked at rest: the pointer moved off
 * whatever the test last clicked and colour transitions finished — a button caught half-way into its hover colour
 * failed the contrast rule now and then (employers.e2e, after clicking Save).
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  // Finite ones only (a spinner turns forever), and a second at most.
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const details = serious
      .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`)
      .join('\n');
    throw new Error(`axe found ${serious.length} serious violation(s) on ${page.url()}:\n${details}`);
  }
}

/** Screenshots kept for people to look at (e2e/screenshots, ignored by git). */
export async function snap(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * A route handler that holds the browser's requests until `release()`, then lets the real answers through: the page
 * stays in its waiting state (a loading text) for as long as the test needs to see it, however fast the server is.
 */
export function holdRoute(): { handler: (route: Route) => Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async (route) => {
      await released;
      await route.continue();
    },
    release,
  };
}

/**
 * Hovers `target` and resolves once the browser has dispatched that mouseover: a listener on the window hears it
 * after every handler on the element and its parents, so whatever hovering it would run has run.
 */
export async function hoverAndWaitForHandlers(page: Page, target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const flags = window as unknown as { __orbitHoverSeen?: boolean };
    flags.__orbitHoverSeen = false;
    const heard = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      flags.__orbitHoverSeen = true;
      window.removeEventListener('mouseover', heard);
    };
    window.addEventListener('mouseover', heard);
  });
  await target.hover();
  await page.waitForFunction(() => (window as unknown as { __orbitHoverSeen?: boolean }).__orbitHoverSeen === true);
}
