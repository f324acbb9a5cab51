import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadMessagesResponse } from '@orbit/shared/conversation-contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api, registerModerator, registerVerified } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * A moderator works the Reports tab of /moderation on a 390 px screen: two messages an employer wrote to an applicant
 * were held by screening (one carrying markup, which must show as text). Dismissing the first releases it to the
 * seeker; suspending the employer over the second closes its job and e-mails the employer why. Checked with axe.
 */

const moderatorEmail = `moderator-${crypto.randomBytes(4).toString('hex')}@example.org`;
const employerEmail = `tunde-${crypto.randomBytes(4).toString('hex')}@example.org`;
const companyName = `Lagoon Hiring ${crypto.randomBytes(2).toString('hex')}`;
const markup = '<img src=x onerror=alert(1)>';
const released = 'We talk only on WhatsApp from here, it is quicker for our team.';
const scam = `${markup} Pay the training kit fee of $50 to start`;

describe('moderators decide reports', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let moderatorToken: string;
  let seeker: Seeker;
  let jobId: string;
  let threadId: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail, STATUS_EMAIL_GAP_MINUTES: '0' });
    browser = await launchBrowser();
    const password = `orbit-${crypto.randomBytes(6).toString('hex')}`;
    let employerToken: string;
    [employerToken, moderatorToken, seeker] = await Promise.all([
      registerVerified(app.baseUrl, smtp, {
        userType: 'employer',
        name: 'Tunde Bello',
        email: employerEmail,
        password,
        phone: '+234 803 555 0150',
        location: 'Lagos, Nigeria',
        companyName,
        industry: 'Technology',
      }),
      registerModerator(app.baseUrl, smtp, {
        userType: 'candidate',
        name: 'Mo Derator',
        email: moderatorEmail,
        password,
        phone: '+254 700 000 001',
      }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Efua Mensah', skills: ['React', 'TypeScript'] }),
    ]);
    const posted = await api<{ _id: string }>(app.baseUrl, '/jobs', {
      method: 'POST',
      token: employerToken,
      body: JSON.stringify({
        title: 'Frontend Engineer',
        description: 'Build our hiring dashboard in React and TypeScript with a small remote team.',
        requirements: 'React, TypeScript.',
        skills: ['React', 'TypeScript'],
        category: 'Remote Frontend Development',
        employmentType: 'Full-time',
        experienceLevel: 'mid',
        salaryMin: 30000,
        salaryMax: 50000,
        salaryCurrency: 'USD',
        salaryPeriod: 'year',
        location: 'Remote',
        eligibility: { worldwide: true, countries: [], regions: [] },
      }),
    });
    jobId = posted._id;
    await api(app.baseUrl, `/moderation/jobs/${jobId}`, {
      method: 'POST',
      token: moderatorToken,
      body: JSON.stringify({ decision: 'approve', reason: '' }),
    });
    const applied = await api<{ application: { _id: string } }>(app.baseUrl, '/applications', {
      method: 'POST',
      token: seeker.token,
      body: JSON.stringify({ jobId }),
    });
    const opened = await api<{ thread: { _id: string } }>(
      app.baseUrl,
      `/applications/${applied.application._id}/thread`,
      { method: 'POST', token: employerToken },
    );
    threadId = opened.thread._id;
    for (const body of [released, scam]) {
      await api(app.baseUrl, `/threads/${threadId}/messages`, {
        method: 'POST',
        token: employerToken,
        body: JSON.stringify({ body }),
      });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const mobileFor = async (token: string): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: app.baseUrl,
      isMobile: true,
    });
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    return { context, page: await context.newPage() };
  };

  const seekerSees = async () =>
    (
      await api<ThreadMessagesResponse>(app.baseUrl, `/threads/${threadId}/messages`, { token: seeker.token })
    ).messages.map((message) => message.body);

  it('lists held messages as text at 390 px; Dismiss releases one, Suspend employer closes its job and e-mails it', async () => {
    expect(await seekerSees()).toEqual([]);
    const { context, page } = await mobileFor(moderatorToken);
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.goto('/moderation');
    await page.getByRole('tab', { name: 'Reports' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('reports');
    const reports = page.getByRole('article');
    await expect.poll(() => reports.count()).toBe(2);
    await page.getByText(scam).waitFor();
    expect(await page.locator('article img').count()).toBe(0);
    expect(alerted).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'moderation-reports-mobile');

    const first = reports.filter({ hasText: released });
    await first.getByRole('button', { name: `Dismiss the report about ${companyName}` }).click();
    await first.getByText('Dismissed', { exact: true }).waitFor();
    expect(await seekerSees()).toEqual([released]);

    const second = reports.filter({ hasText: scam });
    await second.getByRole('button', { name: `Suspend employer… ${companyName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${companyName}?` });
    await dialog.getByRole('button', { name: 'Suspend employer' }).click();
    await dialog.getByText('Please give the reason the employer will read').waitFor();
    await expectNoSeriousA11yViolations(page);
    const reason = 'Asked an applicant to pay for a training kit.';
    await dialog.getByLabel('Reason for the employer').fill(reason);
    await dialog.getByRole('button', { name: 'Suspend employer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await second.getByText('Employer suspended', { exact: true }).waitFor();
    await expect.poll(() => page.getByText('Suspended', { exact: true }).count()).toBe(2);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'moderation-reports-decided-mobile');
    await context.close();

    const job = await api<{ status: string }>(app.baseUrl, `/jobs/${jobId}`);
    expect(job.status).toBe('closed');
    const mail = await smtp.waitFor(employerEmail, (message) => message.subject.includes('is suspended'));
    expect(mail.text).toContain(reason);
    expect(await seekerSees()).toEqual([released]);
  });
});
