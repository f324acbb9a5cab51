import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelStatuses, lastDays, type Analytics } from '@orbit/shared/analytics-contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  applyTo,
  newModeratorEmail,
  postApprovedJob,
  registerEmployer,
  registerModeratorAt,
  signedInContext,
} from '../support/hiring.ts';
import { createOnboardedSeeker } from '../support/seeker-account.ts';

/**
 * An employer reads their analytics in Chromium at 390 px: from the dashboard's link to /analytics, whose headline
 * figures and every chart's table hold what the API answers for the same period; axe finds nothing serious and
 * nothing runs off the screen.
 */

const moderatorEmail = newModeratorEmail();

describe('employer analytics', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let employerToken: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([
      startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail }),
      launchBrowser(),
    ]);
    const [employer, moderatorToken, ama, kofi] = await Promise.all([
      registerEmployer(app.baseUrl, smtp, { companyName: `Savanna Metrics ${crypto.randomBytes(2).toString('hex')}` }),
      registerModeratorAt(app.baseUrl, smtp, moderatorEmail),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Ama Serwaa', skills: ['Go', 'Docker'] }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Boateng', skills: ['Go'] }),
    ]);
    employerToken = employer.token;
    const jobId = await postApprovedJob(
      app.baseUrl,
      { employer: employerToken, moderator: moderatorToken },
      {
        title: 'Platform Engineer',
        description: 'Run Go services on Kubernetes for payments across West Africa.',
        requirements: 'Go and Docker.',
        skills: ['Go', 'Docker'],
        category: 'Remote Backend Development',
        salaryMin: 40000,
        salaryMax: 70000,
      },
    );
    const browserAgent = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };
    // Two viewers (one twice: one view), the company's own look (not counted); both apply, one is answered.
    for (const token of [ama.token, ama.token, kofi.token, employerToken])
      await api(app.baseUrl, `/jobs/${jobId}`, { token, headers: browserAgent });
    const applicationId = await applyTo(app.baseUrl, ama.token, jobId);
    await applyTo(app.baseUrl, kofi.token, jobId);
    await api(app.baseUrl, `/applications/${applicationId}`, {
      method: 'PATCH',
      token: employerToken,
      body: JSON.stringify({ status: 'Shortlisted' }),
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('shows the API’s figures as charts and tables, at 390 px, axe clean', async () => {
    const { context, page } = await signedInContext(browser, app.baseUrl, employerToken, { mobile: true });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL('**/analytics');
    await page.getByRole('heading', { name: 'Views and applications per day' }).waitFor();

    const period = lastDays(new Date().toISOString().slice(0, 10), 30);
    const answer = await api<Analytics>(app.baseUrl, `/analytics?from=${period.from}&to=${period.to}`, {
      token: employerToken,
    });
    expect(answer).toMatchObject({ views: 2, applications: 2, funnel: expect.objectContaining({ Shortlisted: 1 }) });

    const headline = async (key: string) => page.locator(`[data-figure="${key}"] p`).nth(1).textContent();
    expect(await headline('views')).toBe(String(answer.views));
    expect(await headline('applications')).toBe(String(answer.applications));

    // Every chart's table, opened, row by row.
    for (const summary of await page.getByText('Show the table').all()) await summary.click();
    const rowsOf = (id: string) =>
      page
        .locator(`[data-figure-table^="${id}-"] tbody tr`)
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
    expect(await rowsOf('daily')).toEqual(
      answer.daily.map((day) => [day.date, String(day.views), String(day.applications)]),
    );
    expect(await rowsOf('funnel')).toEqual(funnelStatuses.map((status) => [status, String(answer.funnel[status])]));
    expect(await rowsOf('regions')).toEqual(answer.applicantsByRegion.map((row) => [row.region, String(row.n)]));
    await expect
      .poll(() => page.locator('[data-summary="daily"]').textContent())
      .toContain(`Applications: ${answer.applications}, none in the previous 30 days.`);

    // Charts are images with a name and a description; each table has its CSV.
    expect(await page.locator('svg[role="img"]').count()).toBe(4);
    // Drawn at the size shown, not scaled down into a phone: the smallest label is still small print (12 px).
    const smallestLabel = await page
      .locator('svg[role="img"] text')
      .evaluateAll((labels) => Math.min(...labels.map((label) => label.getBoundingClientRect().height)));
    expect(smallestLabel).toBeGreaterThanOrEqual(11);
    expect(await page.locator('a[download$=".csv"]').count()).toBe(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'analytics-390');
    await context.close();
  });
});
