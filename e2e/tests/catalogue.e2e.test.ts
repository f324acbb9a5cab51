import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSalary, timeRemainingLabel } from '@orbit/shared/job-display';
import { globeRegions } from '../../apps/web/src/features/home/utils/globe-regions.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, holdRoute, launchBrowser } from '../support/browser.ts';
import {
  cardTitles,
  getJson,
  appIsLive,
  goInApp,
  jobsFound,
  listJobs,
  openPage,
  snapPage,
  waitForJobsTotal,
  type Job,
} from '../support/catalogue.ts';

/** The catalogue screens in Chromium on the demo catalogue the server seeds on its first start. */
describe('catalogue screens on the demo data', () => {
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const open = async (path: string) => {
    const opened = await openPage(browser, app.baseUrl);
    await opened.page.goto(path);
    await appIsLive(opened.page);
    return opened;
  };
  const heading1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

  it('home: latest jobs, top companies, popular skills, pitches and a globe pop-up with a real count', async () => {
    const newest = await getJson<Job[]>(app.baseUrl, '/api/jobs/newest?limit=6');
    const top = await getJson<{ name: string; openJobs: number }[]>(app.baseUrl, '/api/companies/top');
    const { page, errors } = await open('/');

    const latest = page.getByRole('region', { name: 'Latest Jobs' });
    await latest.getByRole('article').first().waitFor();
    expect(await cardTitles(page, 'section[aria-labelledby="latest-jobs-heading"]')).toEqual(
      newest.map((job) => job.title),
    );
    // The one expiry wording of every card and the job page (issue 16), counted to the job's own expiry.
    expect(await latest.getByRole('article').first().textContent()).toContain(
      timeRemainingLabel(newest[0]!, new Date()),
    );

    const companies = page.getByRole('region', { name: 'Top Companies' });
    await companies.getByRole('article').first().waitFor();
    expect(top.length).toBeGreaterThan(0);
    expect(await companies.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      top.map((company) => company.name),
    );
    expect(await companies.getByRole('article').first().textContent()).toContain(`${top[0]!.openJobs} Open Positions`);

    // Popular skills: the first four categories (all pinned ones have demo jobs).
    const skills = page.locator('main a[href^="/jobs?category="]');
    expect(await skills.allTextContents()).toEqual([
      'Software Development',
      'UI/UX Design',
      'Frontend Development',
      'Backend Development',
    ]);
    expect(await skills.first().getAttribute('href')).toBe('/jobs?category=Remote%20Software%20Development');

    await page.getByText('PREMIUM', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Set up Autopilot' }).getAttribute('href')).toBe('/autopilot/settings');
    expect(await page.getByRole('link', { name: 'Browse Talent Pool' }).getAttribute('href')).toBe('/talent-pool');
    expect(await page.title()).toBe('Find Remote Jobs | Orbit Jobs');

    // The globe: six markers, then a pop-up whose number is the live count for that region.
    expect(await page.locator('figure svg[role="img"] circle[r="6.5"]').count()).toBe(6);
    const popup = page.locator('.globe-popup');
    await popup.waitFor({ timeout: 15_000 });
    const match = /^(.+) - (\d+) Jobs Matched!$/.exec((await popup.textContent()) ?? '');
    expect(match, 'pop-up text').not.toBeNull();
    const region = globeRegions.find((candidate) => candidate.name === match![1]);
    expect(region, `region ${match![1]}`).toBeDefined();
    expect(Number(match![2])).toBeGreaterThan(0);
    expect((await listJobs(app.baseUrl, { location: region!.keyword, limit: '1' })).total).toBe(Number(match![2]));
    await snapPage(page, 'catalogue-01-home');
    await page.getByRole('button', { name: 'Pause animation' }).click();
    await popup.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Play animation' }).waitFor();

    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  it('home search leads to /jobs?title= with the matching jobs', async () => {
    const { page } = await open('/');
    await page.getByLabel('Job title or keyword').fill('designer');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await page.waitForURL(/\/jobs\?title=designer$/);
    const expected = await listJobs(app.baseUrl, { search: 'designer', limit: '20' });
    expect(expected.total).toBeGreaterThan(0);
    expect(await jobsFound(page)).toBe(expected.total);
    expect(await cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));
    expect(await page.getByLabel('Title or keywords').inputValue()).toBe('designer');
    expect(await page.getByText('Showing results for').count()).toBe(0);
  });

  it('a misspelt search shows the jobs of its correction and says so', async () => {
    const { page, errors } = await open('/jobs?title=senior%20pyhton');
    const expected = await listJobs(app.baseUrl, { search: 'senior pyhton', limit: '20' });
    expect(expected.correctedSearch).toBe('senior python');
    expect(expected.total).toBeGreaterThan(0);
    expect(await jobsFound(page)).toBe(expected.total);
    await page.getByText('Showing results for “senior python”').waitFor();
    expect(await cardTitles(page)).toEqual(expected.jobs.map((job) => job.title));
    // The box keeps what was typed.
    expect(await page.getByLabel('Title or keywords').inputValue()).toBe('senior pyhton');
    await snapPage(page, 'catalogue-02b-corrected-search');
    expect(errors).toEqual([]);
  });

  it('a place lists remote jobs open to people there; the Workplace select asks for its offices instead', async () => {
    const { page, errors } = await open('/jobs?location=South%20Africa');
    const remote = await listJobs(app.baseUrl, { location: 'South Africa', limit: '20' });
    expect(await jobsFound(page)).toBe(remote.total);
    await page.getByLabel('Workplace').selectOption('onsite');
    await page.waitForURL((url) => url.searchParams.get('workplace') === 'onsite');
    const onsite = await listJobs(app.baseUrl, { location: 'South Africa', workplace: 'onsite', limit: '20' });
    expect(onsite.total).toBeGreaterThan(0);
    await waitForJobsTotal(page, onsite.total);
    expect(await cardTitles(page)).toEqual(onsite.jobs.map((job) => job.title));
    expect(onsite.jobs.map((job) => job._id)).not.toContain(remote.jobs[0]?._id);
    await page.getByText('South Africa · on-site').waitFor();
    await snapPage(page, 'catalogue-02c-onsite-in-place');
    // "Remote only" and on-site would list nothing: checking it goes back to remote jobs.
    await page.getByLabel('Remote only').check();
    await page.waitForURL((url) => url.searchParams.get('remote') === 'true' && !url.searchParams.has('workplace'));
    // The list follows the address in a transition: the select shows the new state once that render lands.
    await expect.poll(() => page.getByLabel('Workplace').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('/jobs: count, title, cards, numbered pagination with ellipses, Next, filters, no results and fresh=true', async () => {
    const all = await listJobs(app.baseUrl, { limit: '20' });
    const pages = all.totalPages;
    expect(pages).toBeGreaterThan(6);
    const { page, errors } = await open('/jobs');
    expect(await jobsFound(page)).toBe(all.total);
    await page.getByText(`Showing page 1 of ${pages}`).waitFor();
    expect(await heading1(page)).toBe('Remote Jobs');
    expect(await page.title()).toBe('Remote Jobs | Orbit Jobs');
    expect(await cardTitles(page)).toEqual(all.jobs.map((job) => job.title));

    // Cards: the time-remaining wording and at most 3 tags plus '+N more'.
    const cards = page.locator('main article');
    for (const text of await cards.allTextContents()) {
      expect(text).toMatch(
        /Closing soon|Expired|Last day to apply|\d+ days remaining|Less than a week remaining|Less than 2 weeks remaining/,
      );
    }
    const tagged = all.jobs.findIndex((job) => job.tags.length > 3);
    expect(tagged).toBeGreaterThanOrEqual(0);
    const tags = all.jobs[tagged]!.tags;
    expect(await cards.nth(tagged).getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents()).toEqual(
      [...tags.slice(0, 3), `+${tags.length - 3} more`],
    );
    await expectNoSeriousA11yViolations(page);
    await snapPage(page, 'catalogue-02-jobs');

    const nav = page.getByRole('navigation', { name: 'Pagination' });
    const pageItems = () => nav.locator('li').allTextContents();
    expect(await pageItems()).toEqual(['1', '2', '…', String(pages)]);
    expect(await nav.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await nav.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/\/jobs\?page=2$/);
    await page.getByText(`Showing page 2 of ${pages}`).waitFor();
    expect(await nav.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const second = await listJobs(app.baseUrl, { limit: '20', page: '2' });
    expect(await cardTitles(page)).toEqual(second.jobs.map((job) => job.title));
    await nav.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/jobs\?page=3$/);
    await page.getByText(`Showing page 3 of ${pages}`).waitFor();
    expect(await pageItems()).toEqual(['1', '2', '3', '4', '…', String(pages)]);
    await nav.getByRole('button', { name: `Page ${pages}` }).click();
    await page.getByText(`Showing page ${pages} of ${pages}`).waitFor();
    expect(await pageItems()).toEqual(['1', '…', String(pages - 1), String(pages)]);
    expect(await nav.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Filters: each change goes back to page 1 and the count is the server's for the same filters.
    const category = 'Remote Frontend Development';
    await page.getByLabel('Category').selectOption(category);
    await page.waitForURL((url) => url.searchParams.get('category') === category && !url.searchParams.has('page'));
    await waitForJobsTotal(page, (await listJobs(app.baseUrl, { category, limit: '1' })).total);
    expect(await heading1(page)).toBe('Remote Jobs - Frontend Development');
    expect(await page.title()).toBe('Orbit Jobs - Remote Frontend Development Jobs');
    await page.getByLabel('Job type').selectOption('Full-time');
    await page.waitForURL((url) => url.searchParams.get('type') === 'Full-time');
    await waitForJobsTotal(page, (await listJobs(app.baseUrl, { category, type: 'Full-time', limit: '1' })).total);
    await page.getByLabel('Remote only').check();
    await page.waitForURL((url) => url.searchParams.get('remote') === 'true');
    const narrowed = await listJobs(app.baseUrl, { category, type: 'Full-time', remote: 'true', limit: '20' });
    expect(narrowed.total).toBeGreaterThan(0);
    await waitForJobsTotal(page, narrowed.total);
    expect(await cardTitles(page)).toEqual(narrowed.jobs.map((job) => job.title));
    await snapPage(page, 'catalogue-03-jobs-filtered');

    await page.getByLabel('Title or keywords').fill('zzqx nothing like this');
    await page.getByLabel('Title or keywords').press('Enter');
    await page.getByText('No jobs found matching your criteria.').waitFor();
    await snapPage(page, 'catalogue-04-jobs-none');
    await page.locator('main').getByRole('button', { name: 'Clear Filters' }).last().click();
    await page.waitForURL((url) => url.pathname === '/jobs' && url.search === '');
    await waitForJobsTotal(page, all.total);

    // fresh=true (the Find Jobs links) drops every filter and leaves plain /jobs in the address bar.
    await page.goto('/jobs?category=Remote%20Sales&page=2&fresh=true');
    await appIsLive(page);
    await page.waitForURL((url) => url.pathname === '/jobs' && url.search === '');
    await waitForJobsTotal(page, all.total);
    expect(await heading1(page)).toBe('Remote Jobs');
    expect(await page.getByLabel('Category').inputValue()).toBe('');
    await page.getByText(`Showing page 1 of ${pages}`).waitFor();
    expect(errors).toEqual([]);
  });

  it('a job card opens /jobs/:id with its fields, the source credit and the original link', async () => {
    const { page, errors } = await open('/jobs');
    const firstLink = page.locator('main article h2 a').first();
    const title = await firstLink.textContent();
    const cardText = await page.locator('main article').first().textContent();
    await firstLink.click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}$/);
    const job = await getJson<Job>(app.baseUrl, `/api/jobs/${new URL(page.url()).pathname.split('/').pop()}`);
    expect(job.title).toBe(title);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    expect(await page.title()).toBe(`${job.title} at ${job.company} | Orbit Jobs`);
    expect(await page.getByRole('link', { name: job.company, exact: true }).getAttribute('href')).toBe(
      `/companies/${job.companyId}`,
    );
    const facts = (await page.locator('main dl').innerText()).replace(/\s+/g, ' ');
    // Intl puts a no-break space after a currency code; the line is compared with spaces folded.
    expect(facts).toContain(`Salary ${formatSalary(job.salary).replace(/\s+/g, ' ')}`);
    expect(facts).toContain(`Location ${job.location}`);
    expect(facts).toContain(`Employment type ${job.employmentType}`);
    expect(facts).toMatch(/Posted \w+ \d{1,2}, \d{4}/);
    // The same expiry wording as the card it was opened from.
    const remaining = timeRemainingLabel(job, new Date());
    expect(cardText).toContain(remaining);
    expect(facts).toContain(`Time to apply ${remaining}`);

    const apply = page.getByRole('complementary', { name: 'Apply' });
    await apply.getByText('via Orbit Jobs (demo data)').waitFor();
    const original = apply.getByRole('link', { name: /View original posting/ });
    expect(await original.getAttribute('href')).toBe(job.sourceUrl);
    expect(await original.getAttribute('target')).toBe('_blank');
    expect((await original.getAttribute('rel'))?.split(' ')).toContain('noopener');
    await expectNoSeriousA11yViolations(page);
    await snapPage(page, 'catalogue-05-job');

    // On a phone the apply area comes after the whole description: a bar keeps the way to it on the first screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const applyBar = page.getByRole('link', { name: `Apply for ${job.title}: go to the apply section` });
    await applyBar.waitFor();
    const barBox = await applyBar.boundingBox();
    expect(barBox && barBox.y + barBox.height <= 844).toBe(true);
    const loginToApply = apply.getByRole('link', { name: 'Login to Apply' });
    expect(await loginToApply.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight)).toBe(
      true,
    );
    await snapPage(page, 'catalogue-05b-job-390-apply-bar');
    await applyBar.click();
    await page.waitForFunction(() => {
      const box = document.querySelector('#apply a[href^="/login"]')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('apply');
    // With the apply area on screen the bar steps aside.
    await applyBar.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    expect(errors).toEqual([]);
  });

  it('job page: HTML description rendered sanitised, plain text kept as text, loading and not-found states', async () => {
    const pool = (await listJobs(app.baseUrl, { limit: '100' })).jobs;
    const htmlJob = pool.find(
      (job) =>
        job.description.startsWith('<p>') &&
        job.remote &&
        typeof job.salary === 'object' &&
        job.salary?.currency === 'USD',
    );
    const plainJob = pool.find(
      (job) => !job.description.includes('<') && job.description.includes('\n\n') && job.salary === null,
    );
    expect(htmlJob && plainJob, 'demo jobs of both kinds').toBeTruthy();
    const { page, errors } = await open('/');

    // While the answer is on its way the loading text shows: the answer is held until it has been seen (reached
    // from inside the app: opened by its address, the page comes with its data).
    const answer = holdRoute();
    await page.route(`**/api/jobs/${htmlJob!._id}`, answer.handler);
    await goInApp(page, `/jobs/${htmlJob!._id}`);
    await page.getByText('Loading job details...').waitFor();
    answer.release();
    await page.getByRole('heading', { level: 1, name: htmlJob!.title }).waitFor();
    const section = (name: string) =>
      page.locator('main section').filter({ has: page.getByRole('heading', { level: 2, name }) });
    const description = section('Description');
    // The sanitiser arrives in a chunk of its own, just after the page.
    await expect.poll(() => description.locator('p').count()).toBe(htmlJob!.description.match(/<p>/g)!.length);
    expect(await description.textContent()).not.toContain('<p>');
    const salary = htmlJob!.salary as { min: number; max: number };
    expect(await page.locator('main dl').innerText()).toContain(
      `$${salary.min.toLocaleString('en-US')} - $${salary.max.toLocaleString('en-US')}`,
    );
    await page.locator('main dl').getByText('Remote', { exact: true }).waitFor();

    await page.goto(`/jobs/${plainJob!._id}`);
    await page.getByRole('heading', { level: 1, name: plainJob!.title }).waitFor();
    expect(await section('Description').locator('p').innerText()).toBe(plainJob!.description.trim());
    expect(await page.locator('main dl').innerText()).toContain('Salary not specified');
    if (plainJob!.skills.length > 0) {
      expect(await section('Skills').getByRole('listitem').allTextContents()).toEqual(plainJob!.skills);
    }

    const unknown = '00000000-0000-4000-8000-000000000000';
    await page.goto(`/jobs/${unknown}`);
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
    await page.getByText('Status: 404').waitFor();
    await page.getByText(`Job ID: ${unknown}`).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/jobs?fresh=true');
    await expectNoSeriousA11yViolations(page);
    await snapPage(page, 'catalogue-06-job-not-found');
    expect(errors).toEqual([]);
  });
});
