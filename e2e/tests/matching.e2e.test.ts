import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@orbit/shared/auth-contracts';
import { openToCountry } from '@orbit/shared/eligibility';
import type { Job, RecommendedJobsResponse } from '@orbit/shared/job-contracts';
import { textPdf } from '../../apps/server/src/lib/text-pdf.ts';
import { sampleResumeLines } from '../../apps/server/src/test-support/sample-documents.ts';
import { sampleExe } from '../../apps/server/src/test-support/sample-files.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { waitForJobsTotal } from '../support/catalogue.ts';
import { createOnboardedSeeker, signIn, type Seeker } from '../support/seeker-account.ts';

describe('matching in a real browser: resume upload, suggestions, scores and recommendations', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let seeker: Seeker;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
    seeker = await createOnboardedSeeker(app.baseUrl, smtp, { name: 'Ngozi Adeyemi', skills: ['React', 'JavaScript'] });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const newContext = () => desktopContext(browser, app.baseUrl);

  it('uploads a resume, then accepts a suggested skill on /profile', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, seeker.token);

    // A renamed executable is refused by the server with the spec message.
    await page.goto('/upload-resume');
    await page.getByRole('heading', { name: 'Upload Resume' }).waitFor();
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: sampleExe() });
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await page.getByText('Failed to upload resume. Please try again.').waitFor();
    await page.getByText('Please upload a PDF or Word document (.pdf, .doc, .docx)').waitFor();
    await snap(page, 'matching-01-upload-refused');

    await picker.setInputFiles({
      name: 'ngozi-resume.pdf',
      mimeType: 'application/pdf',
      buffer: textPdf(sampleResumeLines),
    });
    await page.getByText('ngozi-resume.pdf').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Upload Resume' }).click();
    await page.waitForURL('**/dashboard**');
    await page.getByText('Resume uploaded successfully!').waitFor();
    await snap(page, 'matching-02-dashboard-uploaded');

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'From your resume' }).waitFor();
    const suggested = page.getByRole('list', { name: 'Suggested skills' });
    await suggested.waitFor({ timeout: 20_000 });
    // React and JavaScript are in the profile already: read from the resume but not suggested again.
    expect(await suggested.getByText('React', { exact: true }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'matching-03-profile-suggestions');
    await page.getByRole('button', { name: 'Add TypeScript to your skills' }).click();
    await expect
      .poll(async () => (await api<User>(app.baseUrl, '/users/profile', { token: seeker.token })).skills)
      .toContain('TypeScript');
    await page.getByRole('button', { name: 'Add TypeScript to your skills' }).waitFor({ state: 'detached' });
    expect((await api<User>(app.baseUrl, '/users/profile', { token: seeker.token })).skills).toEqual(
      expect.arrayContaining(['React', 'JavaScript']),
    );
    await snap(page, 'matching-04-profile-skill-added');
    await context.close();
  });

  it('shows the match score and "Why this match" to the seeker only, and ranks /jobs and the dashboard by it', async () => {
    const { jobs } = await api<RecommendedJobsResponse>(app.baseUrl, '/jobs/recommended?limit=3', {
      token: seeker.token,
    });
    const best = jobs[0];
    expect(best).toBeDefined();
    if (!best) return;

    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`/jobs/${best._id}`);
    await page.getByRole('heading', { name: best.title }).first().waitFor();
    expect(await page.getByText('Match Score').count()).toBe(0);
    expect(await page.getByText('Why this match').count()).toBe(0);

    await signIn(page, seeker.token);
    await page.goto(`/jobs/${best._id}`);
    await page.getByText('Match Score').waitFor();
    await page.getByText(`${best.matchScore}%`, { exact: true }).first().waitFor();
    await page.getByText('Why this match').click();
    await page.getByText('Skills you have').waitFor();
    for (const reason of best.matchBreakdown.reasons) await page.getByText(reason.text).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'matching-05-job-why-this-match');

    await page.goto('/jobs?sort=recommended');
    await page.getByLabel('Sort by').waitFor();
    expect(await page.getByLabel('Sort by').inputValue()).toBe('recommended');
    await page.getByText(`${best.matchScore}% match`).first().waitFor();
    await snap(page, 'matching-06-jobs-recommended');

    await page.goto('/dashboard');
    const recommended = page.getByRole('list', { name: 'Recommended jobs' });
    await recommended.getByText(best.title).first().waitFor();
    await page.getByText('Ranked by how well they match your profile').waitFor();
    await snap(page, 'matching-07-dashboard-recommended');
    await context.close();
  });

  it('Open to my country: on by default for a seeker in Ghana; a job limited elsewhere is marked and asks to confirm before applying', async () => {
    const everything = await api<{ total: number; jobs: Job[] }>(app.baseUrl, '/jobs?limit=100');
    const openToGhana = await api<{ total: number }>(app.baseUrl, '/jobs?openTo=GH&includeUnknown=true&limit=1');
    const limitedElsewhere = everything.jobs.find(
      (job) => job.eligibility && openToCountry(job.eligibility, 'GH') === 'no',
    );
    expect(limitedElsewhere, 'the demo catalogue has a job not open to Ghana').toBeDefined();
    expect(openToGhana.total).toBeLessThan(everything.total);
    if (!limitedElsewhere) return;

    const context = await newContext();
    const page = await context.newPage();
    await signIn(page, seeker.token);
    await page.goto('/jobs');
    const toggle = page.getByLabel('Open to candidates in Ghana');
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await waitForJobsTotal(page, openToGhana.total);
    await snap(page, 'matching-08-jobs-open-to-my-country');

    await toggle.uncheck();
    await page.waitForURL(/openTo=any/);
    await waitForJobsTotal(page, everything.total);

    await page.goto(`/jobs/${limitedElsewhere._id}`);
    await page.getByText(/This role is open to candidates in .+ only; your profile says Accra, Ghana\./).waitFor();
    await page.getByText('· not open to candidates in Ghana').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'matching-09-job-not-open-to-seeker');
    await page.getByRole('button', { name: 'I understand, apply anyway' }).click();
    await page.getByText('Check where you can work from').waitFor({ state: 'detached' });
    await context.close();
  });
});
