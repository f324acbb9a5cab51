import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser } from '../support/browser.ts';

const jobCard = 'section[aria-labelledby="jobs-results-summary"] article';
const marker = '[data-offline-marker]';
const markerText = 'You are offline — showing the page as last seen';

/** The names of the files in the worker's precache (the build's), as paths. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  });

const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/**
 * A deployment, by swapping the files the server sends (it reads them per request): the next build's pages load one
 * more script (assets/next-build.js, which marks the page), and its worker's file list has that script and lacks
 * one of this build's chunks. Returns the undo.
 */
function deployNextBuild(droppedChunk: string): () => void {
  const files = ['sw.js', 'index.html'].map((name) => path.join(dist, name));
  const [worker, template] = files.map((file) => fs.readFileSync(file, 'utf8')) as [string, string];
  const script = path.join(dist, 'assets/next-build.js');
  const dropped = `{"revision":null,"url":"${droppedChunk.slice(1)}"},`;
  if (!worker.includes(dropped)) throw new Error(`${droppedChunk} is not in the worker's file list`);
  const listed = '{"revision":null,"url":"assets/';
  fs.writeFileSync(script, "document.documentElement.dataset.build = 'next';\n");
  fs.writeFileSync(files[0]!, worker.replace(dropped, '').replace(listed, `${listed}next-build.js"},${listed}`));
  fs.writeFileSync(
    files[1]!,
    template.replace('</head>', '<script type="module" src="/assets/next-build.js"></script></head>'),
  );
  return () => {
    fs.writeFileSync(files[0]!, worker);
    fs.writeFileSync(files[1]!, template);
    fs.rmSync(script, { force: true });
  };
}

/** The service worker in Chromium: installed, pages as last seen offline, a new build taking over. */
describe('the service worker', () => {
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('installs, shows pages as last seen offline (never the browser error page), and a new build takes over', async () => {
    const context = await browser.newContext({ baseURL: app.baseUrl, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // The first visit: the worker registers after load, precaches the build and takes over the page.
    await page.goto('/jobs');
    await page.locator(jobCard).first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Orbit Jobs', theme_color: '#4f46e5', display: 'standalone' });
    const files = await precached(page);
    expect(files).toContain('/before-app.js');
    expect(files.some((file) => /^\/assets\/.+\.css$/.test(file))).toBe(true);

    // A job, then the list again, now through the worker.
    const jobPath = (await page.locator(`${jobCard} a`).first().getAttribute('href'))!;
    await page.goto(jobPath);
    const jobTitle = (await page.locator('main h1').first().textContent())!;
    await page.goto('/jobs');
    await page.locator(jobCard).first().waitFor();
    const firstJobs = await page.locator(`${jobCard} h3`).allTextContents();
    expect(await page.locator(marker).count()).toBe(0);

    // Offline: the list and the job as last seen, marked; a page never seen gets the offline page.
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator(marker).textContent()).toBe(markerText);
    await page.locator(jobCard).first().waitFor();
    expect(await page.locator(`${jobCard} h3`).allTextContents()).toEqual(firstJobs);
    await page.goto(jobPath);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe(jobTitle);
    expect(await page.locator(marker).textContent()).toBe(markerText);
    await page.goto('/companies');
    expect(await page.locator('h1').textContent()).toBe('You are offline');
    expect(await page.locator('main li a').allTextContents()).toContain(`Remote Jobs | Orbit Jobs`);
    await context.setOffline(false);

    // A deployment: the next visit brings the new worker, which precaches the new build and drops the old files.
    const droppedChunk = files.find((file) => /\/not-found-page-.+\.js$/.test(file))!;
    expect(droppedChunk).toBeDefined();
    const undo = deployNextBuild(droppedChunk);
    try {
      await page.goto('/jobs');
      await page.locator(jobCard).first().waitFor();
      await expect
        .poll(async () => {
          const now = await precached(page);
          return now.includes('/assets/next-build.js') && !now.includes(droppedChunk);
        })
        .toBe(true);
      await page.goto('/jobs');
      await page.locator(jobCard).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe('next');

      // Offline again, the page comes whole from the new build's files.
      await context.setOffline(true);
      await page.reload();
      await expect.poll(() => page.locator(marker).count()).toBe(1);
      await page.locator(jobCard).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe('next');
    } finally {
      undo();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
