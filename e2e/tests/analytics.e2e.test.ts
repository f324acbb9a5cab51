import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funnelStatuses, lastDays, type Analytics } from '@orbit/shared/analytics-contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api, registerModerator, registerVerified } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { createOnboardedSeeker } from '../support/seeker-account.ts';

/**
 * An employer reads their analytics in Chromium at 390 px: from the dashboard's link to /analytics, whose headline
 * figures and every chart's table hold what the API answers for the same period; axe finds nothing serious and
 * nothing runs off the screen.
 */

const moderatorEmail = `moderator-${crypto.randomBytes(4).toString('hex')}@example.org`;

describe('employer analytics', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let employerToken: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail });
    browser = await launchBrowser();
    const password = `orbit-${crypto.randomBytes(6).toString('hex')}`;
    const [employer, moderatorToken, ama, kofi] = await Promise.all([
      registerVerified(app.baseUrl, smtp, {
        userType: 'employer',
        name: 'Ngozi Adeyemi',
        email: `ngozi-${crypto.randomBytes(4).toString('hex')}@example.org`,
        password,
        phone: '+234 803 555 0177',
        location: 'Lagos, Nigeria',
        companyName: `Savanna Metrics ${crypto.randomBytes(2).toString('hex')}`,
        industry: 'Technology',
      }),
      registerModerator(app.baseUrl, smtp, {
        userType: 'candidate',
        name: 'Mo Derator',
        email: moderatorEmail,
        password,
        phone: '+254 700 000 001',
      }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Ama Serwaa', skills: ['Go', 'Docker'] }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Boateng', skills: ['Go'] }),
    ]);
    employerToken = employer;
    const posted = await api<{ _id: string }>(app.baseUrl, '/jobs', {
      method: 'POST',
      token: employerToken,
      body: JSON.stringify({
        title: 'Platform Engineer',
        description: 'Run Go services on Kubernetes for payments across West Africa.',
        requirements: 'Go and Docker.',
        skills: ['Go', 'Docker'],
        category: 'Remote Backend Development',
        employmentType: 'Full-time',
        experienceLevel: 'mid',
        salaryMin: 40000,
        salaryMax: 70000,
        salaryCurrency: 'USD',
        salaryPeriod: 'year',
        location: 'Remote',
        eligibility: { worldwide: true, countries: [], regions: [] },
      }),
    });
    await api(app.baseUrl, `/moderation/jobs/${posted._id}`, {
      method: 'POST',
      token: moderatorToken,
      body: JSON.stringify({ decision: 'approve', reason: '' }),
    });
    const browserAgent = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };
    // Two viewers (one twice: one view), the company's own look (not counted); both apply, one is answered.
    for (const token of [ama.token, ama.token, kofi.token, employerToken])
      await api(app.baseUrl, `/jobs/${posted._id}`, { token, headers: browserAgent });
    const applied = await api<{ application: { _id: string } }>(app.baseUrl, '/applications', {
      method: 'POST',
      token: ama.token,
      body: JSON.stringify({ jobId: posted._id }),
    });
    await api(app.baseUrl, '/applications', {
      method: 'POST',
      token: kofi.token,
      body: JSON.stringify({ jobId: posted._id }),
    });
    await api(app.baseUrl, `/applications/${applied.application._id}`, {
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
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: app.baseUrl,
      isMobile: true,
    });
    await context.addInitScript((value) => localStorage.setItem('token', value), employerToken);
    const page = await context.newPage();
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
    expect(await page.locator('a[download$=".csv"]').count()).toBe(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'analytics-390');
    await context.close();
  });
});
