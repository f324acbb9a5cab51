import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { apiLogin } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  allJobs,
  createOnboardedSeeker,
  isNativeJob,
  pickJob,
  signIn,
  type Seeker,
} from '../support/seeker-account.ts';
import type { Job } from '@orbit/shared/job-contracts';

/** The four dashboard counters as numbers, once the applications have loaded. */
async function dashboardCounters(page: Page) {
  const counters = page.getByRole('list', { name: 'Application counters' });
  await counters.getByText(/^\d+$/).first().waitFor();
  const read = async (label: string) =>
    Number(await counters.getByRole('listitem').filter({ hasText: label }).locator('p').nth(1).textContent());
  return {
    total: await read('Total Applications'),
    underReview: await read('Under Review'),
    shortlisted: await read('Shortlisted'),
    rejected: await read('Rejected'),
  };
}

const recentTitles = (page: Page) =>
  page.getByRole('list', { name: 'Recent applications' }).locator('h3').allTextContents();

describe('applying and tracking in a real browser', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let seeker: Seeker;
  let jobs: Job[];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([
      startApp({ SMTP_URL: smtp.url, OUTBOUND_TIMEOUT_MS: '3000' }),
      launchBrowser(),
    ]);
    [seeker, jobs] = await Promise.all([
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Mensah', skills: ['React', 'JavaScript'] }),
      allJobs(app.baseUrl),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const newContext = () => desktopContext(browser, app.baseUrl);

  it('signed-out visitors are sent to log in, back to the job afterwards', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const native = pickJob(jobs, 'native job', isNativeJob);
    const external = pickJob(
      jobs,
      'external e-mail job',
      (job) => !isNativeJob(job) && job.applicationMethod.type === 'email',
    );

    await page.goto(`/jobs/${external._id}`);
    await page.getByRole('heading', { name: 'Login Required' }).waitFor();
    const login = page.getByRole('link', { name: 'Login to Apply' });
    expect(await login.getAttribute('href')).toBe(`/login?returnUrl=/jobs/${external._id}`);

    await page.goto(`/jobs/${native._id}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.waitForURL(`**/login?returnUrl=/jobs/${native._id}`);
    await context.close();
  });

  it('a job seeker applies to a native, an e-mail and a url job, tracks them and withdraws one', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const native = pickJob(jobs, 'native job', isNativeJob);
    const email = pickJob(
      jobs,
      'external e-mail job',
      (job) => !isNativeJob(job) && job.applicationMethod.type === 'email',
    );
    const url = pickJob(
      jobs,
      'external url job',
      (job) =>
        !isNativeJob(job) && job.applicationMethod.type === 'url' && job.applicationMethod.value.startsWith('https://'),
    );
    // The url job's company page opens in a new tab: answered here, so no network is needed.
    await context.route(url.applicationMethod.value, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Careers</title><h1>Apply at the company</h1>',
      }),
    );

    await signIn(page, seeker.token);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Kofi' }).waitFor();
    expect(await dashboardCounters(page)).toEqual({ total: 0, underReview: 0, shortlisted: 0, rejected: 0 });
    await page.getByText('No applications yet').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'applications-01-dashboard-empty');

    // Native job: the first click opens the optional fields, the second submits.
    await page.goto(`/jobs/${native._id}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByLabel('Cover letter').fill('I have shipped React apps used across West Africa.');
    await page.getByLabel('Notes').fill('Available from June.');
    await snap(page, 'applications-02-native-form');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    await page.getByText('Your application has been submitted successfully.').waitFor();
    await page.getByText('Application submitted successfully', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'applications-03-native-submitted');

    await page.goto('/dashboard');
    expect(await dashboardCounters(page)).toEqual({ total: 1, underReview: 1, shortlisted: 0, rejected: 0 });
    expect(await recentTitles(page)).toEqual([native.title]);

    // E-mail job: really sent to the destination, with the resume attached.
    await page.goto(`/jobs/${email._id}`);
    await page.getByText(email.applicationMethod.value).first().waitFor();
    await page.getByLabel('Cover letter').fill('Dear hiring team, I would love to join you.');
    await page.getByRole('button', { name: 'Send Application Email' }).click();
    await page.getByText('Your application has been submitted via email.').waitFor();
    await snap(page, 'applications-04-email-submitted');
    const mail = await smtp.waitFor(email.applicationMethod.value);
    expect(mail.text).toContain('Dear hiring team, I would love to join you.');
    expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
    expect(
      mail.attachments
        .find((a) => a.contentType === 'application/pdf')
        ?.content.subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.goto('/dashboard');
    expect(await dashboardCounters(page)).toEqual({ total: 2, underReview: 2, shortlisted: 0, rejected: 0 });
    expect(await recentTitles(page)).toEqual([email.title, native.title]);

    // Url job: saved, then the company page opens in a new tab; the notes stay private.
    await page.goto(`/jobs/${url._id}`);
    await page.getByRole('button', { name: 'Add Notes' }).click();
    await page.getByLabel('Notes').fill('Applied through their careers site.');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: /Continue to Application/ }).click();
    const tab = await popup;
    await tab.waitForURL(url.applicationMethod.value);
    await tab.getByRole('heading', { name: 'Apply at the company' }).waitFor();
    await page.getByText('You have been redirected to the company website.').waitFor();
    await snap(page, 'applications-05-url-submitted');
    await tab.close();

    await page.goto('/dashboard');
    expect(await dashboardCounters(page)).toEqual({ total: 3, underReview: 3, shortlisted: 0, rejected: 0 });
    expect(await recentTitles(page)).toEqual([url.title, email.title, native.title]);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'applications-06-dashboard-three');

    // My Applications: every item, external cards, then a withdraw.
    await page.goto('/applications');
    await page.getByRole('heading', { name: 'My Applications' }).waitFor();
    const items = page.locator('main article');
    await items.first().waitFor();
    expect(await items.locator('h2').allTextContents()).toEqual([url.title, email.title, native.title]);
    await page.getByText('Submitted via email').waitFor();
    await page.getByText('Saved locally (external job)').waitFor();
    await page.getByText('Applied through their careers site.').waitFor();
    await expect(page.getByRole('link', { name: /Complete Application/ }).getAttribute('href')).resolves.toBe(
      url.applicationMethod.value,
    );
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'applications-07-list');

    await page.getByRole('button', { name: `Withdraw application to ${native.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw application?' });
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'applications-08-withdraw-confirm');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText('Application withdrawn', { exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 2);
    expect(await items.locator('h2').allTextContents()).toEqual([url.title, email.title]);

    await page.goto('/dashboard');
    expect(await dashboardCounters(page)).toEqual({ total: 2, underReview: 2, shortlisted: 0, rejected: 0 });
    expect(await recentTitles(page)).toEqual([url.title, email.title]);
    await snap(page, 'applications-09-dashboard-after-withdraw');

    // Coming back to a job already applied to shows it as submitted, with no second apply.
    await page.goto(`/jobs/${email._id}`);
    await page.getByText('You have already applied to this job').waitFor();
    expect(await page.getByRole('button', { name: 'Send Application Email' }).count()).toBe(0);
    await context.close();
  });

  it('form, unknown and api methods: stored, and an unreachable employer API is reported honestly', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const external = (type: string) => (job: Job) => !isNativeJob(job) && job.applicationMethod.type === type;
    const form = pickJob(jobs, 'external form job', external('form'));
    const unknown = pickJob(jobs, 'job with an unknown application method', external('unknown'));
    // Demo API endpoints live under .example, which never resolves (RFC 2606): the post fails every time.
    const api = pickJob(jobs, 'external api job', external('api'));
    const other = await createOnboardedSeeker(app.baseUrl, smtp, { name: 'Zanele Dlamini', skills: ['Python'] });
    await signIn(page, other.token);

    await page.goto(`/jobs/${form._id}`);
    await page.getByRole('heading', { name: 'Application form' }).waitFor();
    await page.getByLabel('Cover letter').fill('I would like to help your data team.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Your application has been submitted successfully.').waitFor();

    // Unknown: the first click opens the fields, the second submits.
    await page.goto(`/jobs/${unknown._id}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByLabel('Notes').fill('Found this on Orbit Jobs.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Your application has been submitted successfully.').waitFor();
    await snap(page, 'applications-11-unknown-submitted');

    await page.goto(`/jobs/${api._id}`);
    await page.getByRole('button', { name: 'One-Click Apply' }).click();
    await page
      .getByText(
        'Your application has been saved, but could not be submitted externally. Please try applying directly on the company website.',
      )
      .waitFor();
    await page.getByText('Application saved, but not submitted to the employer').waitFor();
    await snap(page, 'applications-12-api-not-submitted');

    await page.goto('/applications');
    await page.getByText('Submitted application form').waitFor();
    // The refused API submission is listed as such, never as "Applied via direct submission" (apply-failures suite).
    await page.getByText("Not accepted by the employer's system").waitFor();
    await page.getByText('Application saved', { exact: true }).waitFor();
    await page.getByText('Found this on Orbit Jobs.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'applications-13-list-mobile');
    await context.close();
  });

  it('employers see no apply controls and their own postings on the dashboard', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const native = pickJob(jobs, 'native job', isNativeJob);
    await signIn(page, await apiLogin(app.baseUrl, 'hiring@demo.orbitjobs.dev', 'orbit-demo-employer'));
    await page.goto(`/jobs/${native._id}`);
    await page.getByText('Only job seekers can apply to jobs.').waitFor();
    expect(await page.getByRole('button', { name: /Apply/ }).count()).toBe(0);

    await page.goto('/dashboard');
    await page
      .getByRole('list', { name: 'Your job postings' })
      .getByRole('link', { name: native.title })
      .first()
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'applications-10-employer-dashboard');
    await context.close();
  });
});
