import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@orbit/shared/application-contracts';
import type { AutopilotStatus } from '@orbit/shared/autopilot-contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  newModeratorEmail,
  postApprovedJob,
  registerEmployer,
  registerModeratorAt,
  signedInContext,
  type Employer,
} from '../support/hiring.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * Autopilot in Chromium, with a real employer on the other side: a seeker turns Autopilot on (asking before each
 * application), an employer's job goes live, Autopilot proposes it with the letter it would send, the seeker edits and
 * approves it; the application shows with the Autopilot badge on My Applications and on the employer's applicants
 * page, and the activity log and the dashboard card count it.
 */

const moderatorEmail = newModeratorEmail();
const jobTitle = `Go Platform Engineer ${crypto.randomBytes(2).toString('hex')}`;

describe('Autopilot: configure, scan, approve, and both sides see it', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let seeker: Seeker;
  let employerToken: string;
  let jobId: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([
      startApp({
        SMTP_URL: smtp.url,
        MODERATOR_EMAILS: moderatorEmail,
        AUTOPILOT_SEND_GAP_MINUTES: '0',
        AUTOPILOT_SCHEDULE: 'off',
      }),
      launchBrowser(),
    ]);
    let employer: Employer;
    let moderatorToken: string;
    [employer, moderatorToken, seeker] = await Promise.all([
      registerEmployer(app.baseUrl, smtp, {
        name: 'Chidi Eze',
        companyName: `Iroko Cloud ${crypto.randomBytes(2).toString('hex')}`,
      }),
      registerModeratorAt(app.baseUrl, smtp, moderatorEmail),
      createOnboardedSeeker(app.baseUrl, smtp, {
        name: 'Efua Mensah',
        skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Docker'],
      }),
    ]);
    employerToken = employer.token;
    // The employer's job: open to candidates in Africa, reviewed and approved (its approval queues an Autopilot round).
    jobId = await postApprovedJob(
      app.baseUrl,
      { employer: employerToken, moderator: moderatorToken },
      {
        title: jobTitle,
        description:
          'We build cloud infrastructure for African fintechs. You will run Go services on Kubernetes and PostgreSQL.',
        requirements: 'Go, Kubernetes, PostgreSQL, Docker.',
        skills: ['Go', 'Kubernetes', 'PostgreSQL', 'Docker'],
        category: 'Remote Backend Development',
        salaryMin: 50000,
        salaryMax: 80000,
        eligibility: { worldwide: false, countries: [], regions: ['Africa'] },
      },
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const contextFor = (token: string, mobile = false) => signedInContext(browser, app.baseUrl, token, { mobile });

  it('signed out, the page asks to log in', async () => {
    const context = await desktopContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto('/autopilot');
    await page.getByText('Please log in to access Autopilot settings.').waitFor();
    await page
      .getByRole('link', { name: 'Log In' })
      .or(page.getByRole('button', { name: 'Log In' }))
      .first()
      .waitFor();
    await context.close();
  });

  it('the seeker turns Autopilot on in review mode; it proposes the job with its letter; she edits and approves it', async () => {
    // Her resume is read on the queue first: Autopilot needs it read.
    await expect
      .poll(async () =>
        (await api<AutopilotStatus>(app.baseUrl, '/autopilot/status', { token: seeker.token })).requirements.every(
          (requirement) => requirement.met,
        ),
      )
      .toBe(true);
    const { context, page } = await contextFor(seeker.token);
    await page.goto('/autopilot');
    await page.getByRole('switch', { name: 'Autopilot active' }).click();
    await page.getByLabel('Minimum match score').fill('50');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved successfully!').waitFor();
    await expectNoSeriousA11yViolations(page);

    // Saving queued a scan: the proposal appears in the review queue.
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Review queue' }).waitFor();
        return page.getByRole('heading', { name: jobTitle }).count();
      })
      .toBeGreaterThan(0);
    await snap(page, 'autopilot-review-queue');
    const letter = page.getByLabel('Cover letter').first();
    expect(await letter.inputValue()).toContain(jobTitle);
    await letter.fill(`${await letter.inputValue()}\n\nI have run Go services on Kubernetes in production.`);
    await page.getByRole('button', { name: `Approve ${jobTitle}` }).click();

    await expect
      .poll(async () => {
        const mine = await api<Application[]>(app.baseUrl, '/applications', { token: seeker.token });
        return mine.find((entry) => entry.job._id === jobId);
      })
      .toMatchObject({ autopilotGenerated: true, status: 'Applied' });
    const [sent] = (await api<Application[]>(app.baseUrl, '/applications', { token: seeker.token })).filter(
      (entry) => entry.job._id === jobId,
    );
    expect(sent!.coverLetter).toContain('I have run Go services on Kubernetes in production.');
    await context.close();
  });

  it('My Applications shows the Autopilot badge; the activity log and the dashboard card count the send', async () => {
    const { context, page } = await contextFor(seeker.token);
    await page.goto('/applications');
    const card = page.locator('article, li').filter({ hasText: jobTitle }).first();
    await card.getByText('Autopilot').waitFor();
    await snap(page, 'autopilot-my-applications');

    await page.goto('/autopilot/activity');
    const entry = page.locator('article, li').filter({ hasText: jobTitle }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/applied/i);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'autopilot-activity');

    await page.goto('/dashboard');
    await page.getByText('1 application sent in total').waitFor();
    await page.getByText('1 of 5 today').waitFor();
    await snap(page, 'autopilot-dashboard-card');
    await context.close();

    const mobile = await contextFor(seeker.token, true);
    await mobile.page.goto('/autopilot');
    await mobile.page.getByRole('heading', { name: 'Review queue' }).waitFor();
    expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(mobile.page, 'autopilot-mobile');
    await mobile.context.close();
  });

  it('the employer sees the application marked Autopilot on the applicants page', async () => {
    const { context, page } = await contextFor(employerToken);
    await page.goto(`/jobs/${jobId}/applicants`);
    const applicant = page.locator('article, li').filter({ hasText: 'Efua Mensah' }).first();
    await applicant.getByText('Autopilot').waitFor();
    await snap(page, 'autopilot-employer-applicants');
    await context.close();
  });
});
