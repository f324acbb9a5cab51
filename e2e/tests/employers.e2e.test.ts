import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@orbit/shared/application-contracts';
import type { JobListResponse } from '@orbit/shared/job-contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  newModeratorEmail,
  registerEmployer,
  registerModeratorAt,
  signedInContext,
  uniqueEmail,
  type Employer,
} from '../support/hiring.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * The employer half of hiring, end to end in Chromium: an employer posts, a moderator approves, a seeker finds and
 * applies, the employer shortlists with feedback, the seeker sees it and gets the e-mail, the employer fills the job
 * and the other applicant is told. Every employer page is also looked at on a 390 px screen and checked with axe.
 */

const moderatorEmail = newModeratorEmail();
const jobTitle = `Platform Engineer ${crypto.randomBytes(2).toString('hex')}`;
const employerEmail = uniqueEmail('adaeze');

describe('employers: post, review, answer every applicant', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let employerToken: string;
  let moderatorToken: string;
  let kofi: Seeker;
  let ama: Seeker;
  let jobId: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([
      startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail, STATUS_EMAIL_GAP_MINUTES: '0' }),
      launchBrowser(),
    ]);
    let employer: Employer;
    [employer, moderatorToken, kofi, ama] = await Promise.all([
      registerEmployer(app.baseUrl, smtp, {
        name: 'Adaeze Obi',
        email: employerEmail,
        companyName: `Baobab Cloud ${crypto.randomBytes(2).toString('hex')}`,
      }),
      registerModeratorAt(app.baseUrl, smtp, moderatorEmail),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Boateng', skills: ['Go', 'Kubernetes', 'PostgreSQL'] }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Ama Serwaa', skills: ['Go', 'Docker'] }),
    ]);
    employerToken = employer.token;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const contextFor = (token: string, mobile = false) => signedInContext(browser, app.baseUrl, token, { mobile });

  it('the employer posts a job through the form and preview; unverified, it waits for review', async () => {
    const { context, page } = await contextFor(employerToken);
    await page.goto('/post-job');
    await page.getByLabel('Job title').fill(jobTitle);
    await page.getByLabel('Category').selectOption('Remote DevOps/SRE');
    await page.getByLabel('Employment type').selectOption('Full-time');
    await page.getByLabel('Experience level').selectOption('senior');
    await page.getByLabel('Location', { exact: true }).fill('Remote');
    await page
      .getByLabel('Description', { exact: true })
      .fill('Run the **Kubernetes** platform our payment services live on, with a team spread across West Africa.');
    await page.getByLabel('Minimum').fill('50000');
    await page.getByLabel('Maximum').fill('80000');
    await snap(page, 'employers-post-job-form');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Your job is awaiting review').waitFor();
    await snap(page, 'employers-post-job-pending');
    const posts = await api<{ _id: string; title: string; postingStatus: string }[]>(app.baseUrl, '/employer/jobs', {
      token: employerToken,
    });
    const posted = posts.find((post) => post.title === jobTitle);
    expect(posted?.postingStatus).toBe('Pending');
    jobId = posted!._id;
    await context.close();
  });

  it('the moderator approves it on /moderation and the employer is e-mailed', async () => {
    const { context, page } = await contextFor(moderatorToken);
    await page.goto('/moderation');
    await page.getByRole('heading', { name: jobTitle }).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'employers-moderation');
    await page.getByRole('button', { name: `Approve ${jobTitle}` }).click();
    await page.getByRole('heading', { name: jobTitle }).first().waitFor({ state: 'detached' });
    await context.close();
    const live = await api<{ status: string }>(app.baseUrl, `/jobs/${jobId}`);
    expect(live.status).toBe('live');
    const mail = await smtp.waitFor(employerEmail, (message) => message.subject.includes('is live'));
    expect(mail.subject).toContain(jobTitle);
  });

  it('a seeker finds the job and applies in the browser; another applies too', async () => {
    const found = await api<JobListResponse>(app.baseUrl, `/jobs?search=${encodeURIComponent(jobTitle)}`);
    expect(found.jobs.map((job) => job._id)).toContain(jobId);
    const { context, page } = await contextFor(kofi.token);
    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Submitted!').waitFor();
    await context.close();
    await api(app.baseUrl, '/applications', {
      method: 'POST',
      token: ama.token,
      body: JSON.stringify({ jobId, coverLetter: 'I run Go services on Kubernetes.' }),
    });
  });

  it('the employer opens Kofi’s application (Reviewing), shortlists him with feedback; he sees it and is e-mailed', async () => {
    const { context, page } = await contextFor(employerToken);
    await page.goto(`/jobs/${jobId}/applicants`);
    await page.getByRole('button', { name: 'View application of Kofi Boateng' }).click();
    await page.getByRole('button', { name: 'Shortlist' }).click();
    const feedback = 'Great platform experience — we would like a 45-minute call next week.';
    await page.getByLabel('Feedback to the candidate').fill(feedback);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect
      .poll(async () => {
        const mine = await api<Application[]>(app.baseUrl, '/applications', { token: kofi.token });
        const application = mine.find((entry) => entry.job._id === jobId);
        return application ? `${application.status}: ${application.feedback}` : '';
      })
      .toBe(`Shortlisted: ${feedback}`);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'employers-applicants');
    await context.close();

    const mail = await smtp.waitFor(kofi.email, (message) => /shortlisted/i.test(`${message.subject} ${message.text}`));
    expect(mail.text).toContain(jobTitle);
    const seekerView = await contextFor(kofi.token);
    await seekerView.page.goto('/applications');
    await seekerView.page.getByText('Shortlisted').first().waitFor();
    await seekerView.page.getByText(feedback).waitFor();
    await snap(seekerView.page, 'employers-seeker-sees-shortlist');
    await seekerView.context.close();
  });

  it('the employer fills the job; Ama gets the closing message and the job says it is closed', async () => {
    const { context, page } = await contextFor(employerToken);
    await page.goto(`/jobs/${jobId}/edit`);
    await page.getByRole('button', { name: 'Close job' }).first().click();
    const message = 'We have filled this role. Thank you for applying to Baobab Cloud.';
    await page.getByLabel('Message to applicants').fill(message);
    await page.getByRole('dialog').getByRole('button', { name: 'Close job' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();

    const mail = await smtp.waitFor(ama.email, (entry) => entry.text.includes(message));
    expect(mail.text).toContain(jobTitle);
    const hers = await api<Application[]>(app.baseUrl, '/applications', { token: ama.token });
    expect(hers.find((entry) => entry.job._id === jobId)).toMatchObject({ status: 'Rejected', feedback: message });
    const seeker = await contextFor(ama.token);
    await seeker.page.goto(`/jobs/${jobId}`);
    await seeker.page
      .getByText(/position is closed/i)
      .first()
      .waitFor();
    await seeker.context.close();
  });

  it('every employer page, on a 390 px screen and on a desktop, with real figures and no serious axe violations', async () => {
    const stats = await api<{ totalApplicants: number }>(app.baseUrl, '/employer/stats', { token: employerToken });
    expect(stats.totalApplicants).toBe(2);
    for (const mobile of [false, true]) {
      const { context, page } = await contextFor(employerToken, mobile);
      for (const [name, url] of [
        ['dashboard', '/dashboard'],
        ['post-job', '/post-job'],
        ['edit', `/jobs/${jobId}/edit`],
        ['applicants', `/jobs/${jobId}/applicants`],
        ['company', '/company'],
      ] as const) {
        await page.goto(url);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
        await snap(page, `employers-${name}-${mobile ? '390' : 'desktop'}`);
      }
      await context.close();
    }
  });
});
