import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@orbit/shared/company-contracts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser } from '../support/browser.ts';
import {
  cardTitles,
  getJson,
  appIsLive,
  goInApp,
  listJobs,
  openAppElsewhere,
  openPage,
  snapPage,
  waitForJobsTotal,
} from '../support/catalogue.ts';

/** Spec "Categories": the preset order, names shown without their 'Remote ' prefix. */
const pinnedOrder = [
  'Software Development',
  'UI/UX Design',
  'Frontend Development',
  'Backend Development',
  'DevOps/SRE',
  'Mobile Development',
  'Data Science',
  'Cybersecurity',
  'Engineering/Architecture',
];

const fail500 = { status: 500, contentType: 'application/json', body: '{"msg":"Something went wrong"}' };

/** Companies, categories, the waitlist and the error states, in Chromium on the demo catalogue. */
describe('companies, categories, waitlist and error states on the demo data', () => {
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const open = async (path: string, before?: (page: Page) => Promise<unknown>) => {
    const opened = await openPage(browser, app.baseUrl);
    await before?.(opened.page);
    await opened.page.goto(path);
    await appIsLive(opened.page);
    return opened;
  };

  /** Each category card as [name, count]. */
  const categoryCards = async (page: Page) =>
    (await page.locator('main ul > li > a[href^="/jobs?category="]').allInnerTexts()).map((text) => {
      const [name, available] = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      return [name, Number(/^(\d+) jobs? available$/.exec(available ?? '')?.[1])] as const;
    });

  it('/companies lists every company; a company page shows its details and its jobs', async () => {
    const companies = await getJson<Company[]>(app.baseUrl, '/api/companies');
    const { page, errors } = await open('/companies');
    await page.locator('main article').first().waitFor();
    expect(await page.locator('main article h2').allTextContents()).toEqual(companies.map((company) => company.name));
    expect(await page.title()).toBe('Companies | Orbit Jobs');
    await expectNoSeriousA11yViolations(page);
    await snapPage(page, 'catalogue-10-companies');

    const company = companies.find(
      (candidate) => candidate.openJobs > 1 && candidate.description && candidate.website,
    )!;
    await page.getByRole('link', { name: company.name, exact: true }).click();
    await page.waitForURL(`**/companies/${company._id}`);
    await page.getByRole('heading', { level: 1, name: company.name }).waitFor();
    await page.getByText(`${company.openJobs} Open Positions`).waitFor();
    await page.getByRole('heading', { level: 2, name: `About ${company.name}` }).waitFor();
    await page.getByText(company.description, { exact: true }).waitFor();
    const website = page.getByRole('link', {
      name: new RegExp(company.website.replace(/^https?:\/\//, '').replace(/[.]/g, '\\.')),
    });
    expect(await website.getAttribute('href')).toMatch(/^https:\/\//);
    const jobs = page.getByRole('region', { name: `Jobs at ${company.name}` });
    await jobs.getByRole('article').first().waitFor();
    const expected = await listJobs(app.baseUrl, { company: company.name, limit: '100' });
    expect(expected.total).toBe(company.openJobs);
    expect(await cardTitles(page, 'section[aria-labelledby="company-jobs-heading"]')).toEqual(
      expected.jobs.map((job) => job.title),
    );
    expect(await page.title()).toBe(`${company.name} | Orbit Jobs`);
    await expectNoSeriousA11yViolations(page);
    await snapPage(page, 'catalogue-11-company');

    // A job of the company leads to its page; the company name links back.
    await jobs.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: company.name, exact: true }).click();
    await page.waitForURL(`**/companies/${company._id}`);
    await page.getByRole('link', { name: 'Back to Companies' }).click();
    await page.waitForURL((url) => url.pathname === '/companies');

    await page.goto('/companies/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Company not found' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('/categories: pinned order, only counts above zero, search by name without "Remote", clear, links', async () => {
    const api = await getJson<{ name: string; count: number }[]>(app.baseUrl, '/api/jobs/categories');
    const live = new Map(api.filter((c) => c.count > 0).map((c) => [c.name.replace(/^Remote /, ''), c.count]));
    const { page, errors } = await open('/categories');
    await page.getByRole('heading', { level: 1, name: 'All Job Categories' }).waitFor();
    await page.locator('main ul > li > a').first().waitFor();
    const cards = await categoryCards(page);

    expect(cards.length).toBe(live.size);
    for (const [name, count] of cards) expect(count, name).toBe(live.get(name!));
    const names = cards.map(([name]) => name);
    expect(names.slice(0, pinnedOrder.length)).toEqual(pinnedOrder.filter((name) => live.has(name)));
    expect(names.at(-1)).toBe('Other Remote Roles');
    const rest = cards.slice(pinnedOrder.length, -1).map(([, count]) => count);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(await page.getByRole('link', { name: 'Browse All Remote Jobs' }).getAttribute('href')).toBe('/jobs');
    expect(await page.title()).toBe('All Job Categories | Orbit Jobs');
    await expectNoSeriousA11yViolations(page);
    await snapPage(page, 'catalogue-12-categories');

    const search = page.getByLabel('Search categories');
    await search.fill('DESIGN');
    await page.getByText('2 categories found for "DESIGN"').waitFor();
    expect((await categoryCards(page)).map(([name]) => name)).toEqual(['UI/UX Design', 'Design']);
    // The leading 'Remote ' is not searched: only 'Other Remote Roles' has "remote" in its shown name.
    await search.fill('remote');
    await page.getByText('1 category found for "remote"').waitFor();
    expect((await categoryCards(page)).map(([name]) => name)).toEqual(['Other Remote Roles']);
    await search.fill('zzqx');
    await page.getByText('No categories found matching your search.').waitFor();
    await snapPage(page, 'catalogue-13-categories-none');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect((await categoryCards(page)).length).toBe(live.size);

    await page.getByRole('link', { name: /^Data Science/ }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'Remote Data Science');
    await page.getByRole('heading', { level: 1, name: 'Remote Jobs - Data Science' }).waitFor();
    await waitForJobsTotal(page, live.get('Data Science')!);
    expect(errors).toEqual([]);
  });

  it('waitlist modal: required fields, success toast, and the server refusal as an error toast', async () => {
    const { page, errors } = await open('/');
    const openDialog = async () => {
      await page.getByRole('button', { name: 'Join the Waitlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Join the mobile app waitlist' });
      await dialog.waitFor();
      return dialog;
    };
    let dialog = await openDialog();
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await dialog.getByRole('alert').getByText('Please fill in all required fields').waitFor();
    await dialog.getByLabel('Full name').fill('Chidi Okeke');
    await dialog.getByLabel('Location').fill('Enugu, Nigeria');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await dialog.getByRole('alert').getByText('Please enter a valid email address').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snapPage(page, 'catalogue-14-waitlist-errors', { viewport: true });

    await dialog.getByLabel('Email').fill(`chidi-${Date.now()}@example.org`);
    await dialog.getByLabel('Platform').selectOption('android');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/waitlist'));
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    expect((await answer).status()).toBe(201);
    await page.getByText("Success! You've been added to our waitlist.").waitFor();
    await dialog.waitFor({ state: 'detached' });
    await snapPage(page, 'catalogue-15-waitlist-joined');

    // A real refusal: use up this address's waitlist allowance, then the browser's attempt is answered 429.
    for (let i = 0; i < 25; i += 1) {
      const response = await fetch(`${app.baseUrl}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Load Test', location: 'Lagos', email: `burst-${i}-${Date.now()}@example.org` }),
      });
      if (response.status === 429) break;
    }
    dialog = await openDialog();
    await dialog.getByLabel('Full name').fill('Chidi Okeke');
    await dialog.getByLabel('Location').fill('Enugu, Nigeria');
    await dialog.getByLabel('Email').fill(`chidi-again-${Date.now()}@example.org`);
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    const refusal = 'Error! Too many waitlist requests. Please try again later.';
    await dialog.getByRole('alert').getByText(refusal).waitFor();
    // The same text as a toast outside the dialog, besides the one inside it.
    await expect.poll(() => page.getByRole('alert').filter({ hasText: refusal }).count()).toBe(2);
    await snapPage(page, 'catalogue-16-waitlist-refused', { viewport: true });
    expect(errors).toEqual([]);
  });

  it('home error states: latest jobs failing then Refresh Job Data, unparsable jobs, companies falling back to examples', async () => {
    // Reached from inside the app, so the browser asks for the lists (opened by its address, the page has them).
    const { page } = await open('/about', (p) => p.route('**/api/jobs/newest*', (route) => route.fulfill(fail500)));
    await goInApp(page, '/');
    const latest = page.getByRole('region', { name: 'Latest Jobs' });
    await latest.getByText('Failed to fetch featured jobs. Please try again later.').waitFor();
    await snapPage(page, 'catalogue-20-home-jobs-error');
    // Refresh Job Data asks the server for an import (no feeds are enabled here) and reloads the list.
    await page.unroute('**/api/jobs/newest*');
    const scrape = page.waitForResponse((response) => response.url().endsWith('/api/jobs/scrape'));
    await latest.getByRole('button', { name: 'Refresh Job Data' }).click();
    expect((await scrape).status()).toBe(200);
    await page.getByText('No job sources are enabled; nothing was imported').waitFor();
    await latest.getByRole('article').first().waitFor();
    expect(await latest.getByRole('article').count()).toBe(6);

    await page.route('**/api/jobs/newest*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>maintenance</html>' }),
    );
    await page.route('**/api/companies/top', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.route('**/api/companies/generate', (route) => route.fulfill(fail500));
    await openAppElsewhere(page);
    await goInApp(page, '/');
    await latest.getByText('Failed to parse job data. Please try again later.').waitFor();
    // An empty top-companies list offers Generate Companies; when that fails, labelled examples are shown.
    const top = page.getByRole('region', { name: 'Top Companies' });
    await top.getByRole('button', { name: 'Generate Companies' }).click();
    await top.getByText('The companies below are examples only', { exact: false }).waitFor();
    expect(await top.getByRole('list', { name: 'Example companies' }).getByRole('listitem').count()).toBe(8);
  });

  it('list error states: categories fall back to the built-in list, jobs and companies show their error texts', async () => {
    // Each failing list is retried by the app before it gives up, so the three pages wait side by side.
    await Promise.all([
      (async () => {
        // Opened from a scrolled page in the same tab: the new page must start at its top. (Not the home page: its
        // popular skills hold the categories already, and the app would not ask again.)
        const { page } = await open('/jobs');
        await page.locator('main article').first().waitFor();
        await page.evaluate(() => window.scrollTo(0, 1500));
        expect(await page.evaluate(() => window.scrollY)).toBe(1500);
        await page.route('**/api/jobs/categories', (route) => route.fulfill(fail500));
        await goInApp(page, '/categories');
        await page.getByText('Failed to load categories. Please try again later.').waitFor({ timeout: 15_000 });
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const fallback = await categoryCards(page);
        expect(fallback.length).toBe(26);
        expect(fallback[0]).toEqual(['Software Development', 606]);
        expect(fallback.at(-1)?.[0]).toBe('Other Remote Roles');
        await snapPage(page, 'catalogue-21-categories-fallback');
      })(),
      (async () => {
        const { page } = await open('/about', (p) =>
          p.route(
            (url) => url.pathname === '/api/jobs',
            (route) => route.fulfill(fail500),
          ),
        );
        await goInApp(page, '/jobs');
        await page.getByText(/^Failed to fetch jobs: 500/).waitFor({ timeout: 15_000 });
        await snapPage(page, 'catalogue-22-jobs-error');
      })(),
      (async () => {
        const { page } = await open('/about', (p) => p.route('**/api/companies', (route) => route.fulfill(fail500)));
        await goInApp(page, '/companies');
        await page.getByText('Failed to load companies. Please try again later.').waitFor({ timeout: 15_000 });
        await snapPage(page, 'catalogue-23-companies-error');
      })(),
    ]);
  });
});
