import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { listJobs, openPage } from '../support/catalogue.ts';

/** React's words for a hydration that failed, in development and (as error numbers) in production builds. */
const hydrationTrouble = /hydrat|did not match|Minified React error #(?:418|419|421|422|423|425)/i;

/**
 * The public pages arrive rendered with their data (docs/decisions/0008-public-pages-rendered-on-the-server.md): with
 * JavaScript off the content is there; with it on, React hydrates the HTML without asking the API for the data it
 * holds and without a hydration error, and the page then works as the app (the next page of the list is fetched).
 */
describe('server-rendered pages hydrate without asking again', () => {
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('/jobs and /jobs/{id}: content and filters without JavaScript; hydrated with no /api/jobs request and no error', async () => {
    const { jobs, totalPages } = await listJobs(app.baseUrl, {});
    const [first] = jobs;
    if (!first || totalPages < 2) throw new Error('the demo catalogue should fill two pages of /jobs');

    // A phone: the filters, folded behind a button that needs JavaScript, show open; the form is a plain GET.
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: app.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    const still = await noScript.newPage();
    await still.goto('/jobs');
    await expect.poll(() => still.locator('main article h2 a').first().textContent()).toBe(first.title);
    await still.getByLabel('Category', { exact: true }).selectOption('Remote Data Science');
    await still.getByRole('button', { name: 'Search', exact: true }).click();
    await still.waitForURL('**/jobs?*category=Remote+Data+Science*');
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe('Remote Jobs - Data Science');
    await still.goto(`/jobs/${first._id}`);
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe(first.title);
    await noScript.close();

    const { page, errors } = await openPage(browser, app.baseUrl);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || hydrationTrouble.test(message.text())) consoleErrors.push(message.text());
    });
    const apiJobs: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/jobs')) apiJobs.push(`${pathname}${new URL(request.url()).search}`);
    });
    // Hydrated: React has attached its handlers to the root (the app's own markers on the DOM nodes).
    const hydrated = () =>
      page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });

    await page.goto('/jobs');
    await hydrated();
    // The session check, the chunks and the idle work after hydration get their time to ask.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main article h2 a').first().textContent()).toBe(first.title);
    expect(apiJobs).toEqual([]);

    // It is the live app: the next page is asked for.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => apiJobs.some((url) => url.includes('page=2'))).toBe(true);
    await expect.poll(() => page.locator('main article h2 a').first().textContent()).not.toBe(first.title);

    apiJobs.length = 0;
    await page.goto(`/jobs/${first._id}`);
    await hydrated();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(first.title);
    expect(apiJobs).toEqual([]);

    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
