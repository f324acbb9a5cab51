import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { listJobs, openPage } from '../support/catalogue.ts';

/**
 * What the browser's render and the server's HTML disagree on, after hydration. Preact (ADR 0013) hydrates without
 * comparing attributes and reports no mismatch in production: a difference stays in the DOM silently. So each element
 * of its tree is compared with the node it adopted, and each text with its text node. Preact's internal names are
 * mangled: `__k` its children (on the root: the tree), `__e` its DOM node. Skipped: the job badge's "Who may apply"
 * title, whose country names come from the runtime's Intl data (Node's and Chromium's spell a few differently).
 */
const hydrationMismatches = (page: Page) =>
  page.evaluate(() => {
    type VNode = { type: unknown; props: unknown; __k?: (VNode | null)[] | null; __e?: Node | null };
    const live = ['children', 'dangerouslySetInnerHTML', 'key', 'ref', 'value', 'checked', 'style', 'class'];
    const found: string[] = [];
    const walk = (vnode: VNode | null | undefined) => {
      if (!vnode) return;
      const node = vnode.__e;
      if (typeof vnode.type === 'string' && node instanceof Element) {
        for (const [key, value] of Object.entries(vnode.props as Record<string, unknown>)) {
          if (live.includes(key) || key.startsWith('default') || typeof value === 'function') continue;
          if (typeof value === 'object' && value !== null) continue;
          const name = key === 'className' ? 'class' : key === 'htmlFor' ? 'for' : key;
          const html =
            node.getAttribute(name) ??
            node.getAttribute(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)) ??
            node.getAttribute(name.toLowerCase());
          const same =
            value === true
              ? html !== null
              : value === false || value == null
                ? html === null || html === 'false'
                : html === String(value);
          const intlNames =
            name === 'title' && /^Who may apply: /.test(String(value)) && /^Who may apply: /.test(`${html}`);
          if (!same && !intlNames)
            found.push(`<${vnode.type} ${name}> HTML ${JSON.stringify(html)}, render ${String(value)}`);
        }
      } else if (vnode.type === null && node instanceof Text && node.data !== String(vnode.props)) {
        found.push(`text: HTML ${JSON.stringify(node.data)}, render ${JSON.stringify(String(vnode.props))}`);
      }
      for (const child of vnode.__k ?? []) walk(child);
    };
    walk((document.getElementById('root') as unknown as { __k?: VNode }).__k);
    return found;
  });

/**
 * The public pages arrive rendered with their data (docs/decisions/0008-public-pages-rendered-on-the-server.md): with
 * JavaScript off the content is there; with it on, the app hydrates the HTML without asking the API for the data it
 * holds, without an error and with nothing drawn differently, and the page then works as the app (the next page of
 * the list is fetched).
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
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const apiJobs: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/jobs')) apiJobs.push(`${pathname}${new URL(request.url()).search}`);
    });
    // Hydrated: Preact holds its tree on the root (`__k`) once it has adopted the server's nodes.
    const hydrated = () =>
      page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.hasOwn(root, '__k');
      });

    await page.goto('/jobs');
    await hydrated();
    // The session check, the chunks and the idle work after hydration get their time to ask.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('main article h2 a').first().textContent()).toBe(first.title);
    expect(apiJobs).toEqual([]);
    // The no-script marker stays text inside <noscript>: with scripts on, the phone's filters stay folded.
    expect(await page.locator('[data-no-script]').count()).toBe(0);
    expect(await hydrationMismatches(page)).toEqual([]);

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
    expect(await hydrationMismatches(page)).toEqual([]);

    // The other public pages draw in the browser what the server drew.
    for (const url of ['/', '/companies', '/categories']) {
      await page.goto(url);
      await hydrated();
      await page.waitForLoadState('networkidle');
      expect({ url, mismatches: await hydrationMismatches(page) }).toEqual({ url, mismatches: [] });
    }

    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('before hydration (a slow network): the phone menu, filters and Create alert open from their links, Clear Filters clears, and typed words stay', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl, 390);
    // The app's scripts are held until released: the page is the server's HTML, as on a slow phone network.
    let held: (() => void)[] | null = null;
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      await route.continue();
    });
    const hydrated = () =>
      page.waitForFunction(() => {
        const root = document.getElementById('root');
        return root !== null && Object.hasOwn(root, '__k');
      });
    const arriveHeld = async (url: string) => {
      held = [];
      await page.goto(url, { waitUntil: 'commit' });
      await page.locator('main h1').waitFor();
    };
    const letScriptsIn = async () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
      await hydrated();
      await page.waitForLoadState('networkidle');
    };

    await arriveHeld('/jobs');
    await page.getByRole('link', { name: 'Filters' }).click();
    // Following the link brings the button just under the sticky header (64 px), its panel below it.
    const toggleTop = (await page.locator('#job-filters-toggle').boundingBox())?.y ?? -1;
    expect(toggleTop).toBeGreaterThanOrEqual(64);
    expect(toggleTop).toBeLessThan(200);
    await page.getByLabel('Title or keywords').fill('designer');
    await letScriptsIn();
    const filtersButton = page.locator('button#job-filters-toggle');
    expect(await filtersButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel('Title or keywords').inputValue()).toBe('designer');
    // The address lost the link's mark: the router's own address stays the page's.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/jobs?title=designer');
    await filtersButton.click();
    await expect.poll(() => page.locator('#job-filters-panel').isVisible()).toBe(false);

    // Clear Filters before the scripts: a plain GET keeping what clearing keeps (here, "Open to" turned off).
    await arriveHeld('/jobs?title=zqxjv-nothing-matches&openTo=any');
    await page.getByText('No jobs found matching your criteria.').waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).last().click();
    await page.waitForURL('**/jobs?openTo=any', { waitUntil: 'commit' });
    await letScriptsIn();
    expect(await page.getByText('No jobs found matching your criteria.').count()).toBe(0);

    // Create alert tapped before the scripts: the dialog opens once they are in.
    await arriveHeld('/jobs?title=designer');
    await page.getByRole('link', { name: 'Create alert' }).click();
    await letScriptsIn();
    await page.getByRole('dialog', { name: 'Create a job alert' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await arriveHeld('/categories');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('link', { name: 'Main menu' }).click();
    // The menu's link goes to the top of the page, where the header and its menu are (a target inside the sticky
    // header sent the page elsewhere).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.locator('#mobile-menu').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    await page.getByLabel('Search categories').fill('data');
    await letScriptsIn();
    const menuButton = page.getByRole('button', { name: 'Main menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.locator('main').getByRole('status').first().textContent())
      .toMatch(/ found for "data"$/);
    await menuButton.click();
    await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(false);
    expect(await hydrationMismatches(page)).toEqual([]);

    await arriveHeld('/');
    await page.getByLabel('Job title or keyword').fill('react developer');
    await letScriptsIn();
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await page.waitForURL('**/jobs?title=react%20developer');
    expect(errors).toEqual([]);
  });
});
