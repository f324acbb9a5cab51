import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Job, JobListResponse } from '@orbit/shared/job-contracts';
import { snap } from './browser.ts';

/** Small helpers for the catalogue end-to-end tests (jobs, companies, categories). */

export async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const listJobs = (baseUrl: string, query: Record<string, string>) =>
  getJson<JobListResponse>(baseUrl, `/api/jobs?${new URLSearchParams(query).toString()}`);

export type { Job };

/**
 * A page in its own context, recording uncaught exceptions and Content-Security-Policy violations (the browser's
 * console report and the DOM event), so a test can assert the screens threw none and the policy blocked nothing.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: baseUrl });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy|Permissions-Policy|securitypolicyviolation/i.test(message.text())
    ) {
      errors.push(message.text());
    }
  });
  // Injected by the browser driver, so the policy does not apply to this script itself.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `securitypolicyviolation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  return { page, errors };
}

/** The number in the jobs page's "N jobs found" line, once the list has loaded. */
export async function jobsFound(page: Page): Promise<number> {
  const summary = page.locator('#jobs-results-summary');
  await page.waitForFunction(() =>
    /^\d+ jobs? found$/.test(document.querySelector('#jobs-results-summary')?.textContent ?? ''),
  );
  const match = /^(\d+) jobs? found$/.exec((await summary.textContent()) ?? '');
  return Number(match?.[1]);
}

/** Waits until the jobs page shows `total` results and is no longer fetching. */
export async function waitForJobsTotal(page: Page, total: number): Promise<void> {
  const label = total === 1 ? '1 job found' : `${total} jobs found`;
  await page.waitForFunction(
    (text) =>
      document.querySelector('#jobs-results-summary')?.textContent === text &&
      document.querySelector('section[aria-labelledby="jobs-results-summary"]')?.getAttribute('aria-busy') === 'false',
    label,
  );
}

/** The titles of the job cards inside `scope` (each card's heading link). */
export const cardTitles = (page: Page, scope = 'main') =>
  page.locator(`${scope} article h2 a, ${scope} article h3 a`).allTextContents();

/**
 * A screenshot for people to look at: the full page seen from the top (taken while scrolled, a full-page shot
 * draws the sticky header in the middle), or with `viewport` just the screen, for a modal dialog.
 */
export async function snapPage(page: Page, name: string, options: { viewport?: boolean } = {}): Promise<void> {
  if (options.viewport) {
    const dir = path.resolve(import.meta.dirname, '../screenshots');
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
    return;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

/**
 * Waits until the app is live (hydrated or drawn) and its router listens to the history: the layout's effects have
 * run, the first of which takes over scroll restoration. A public page's content shows, from the server's HTML, before
 * that; a control used then does nothing, as for a visitor on a slow link until the JavaScript has run.
 */
export const appIsLive = (page: Page) => page.waitForFunction(() => window.history.scrollRestoration === 'manual');

/**
 * Goes to `path` inside the running app, as a link does: the page then asks the API for its data from the browser. A
 * public page opened by its address arrives rendered by the server with its data and asks for none of it, so a test
 * that fakes or holds the browser's answers reaches the page this way.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await appIsLive(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens a page the server does not render (/about), for the app to be running before `goInApp`. */
export async function openAppElsewhere(page: Page): Promise<void> {
  await page.goto('/about');
}
