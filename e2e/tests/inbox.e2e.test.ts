import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api, registerModerator, registerWithTwoStep } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * A conversation on a 390 px screen: the employer opened it from an application and wrote twice, once with markup and
 * an address (shown as text, the domain beside it), once asking for a fee (held). The seeker sees the unread count in
 * the header, the warning instead of the held message, and answers; the employer sees their message marked held.
 */

const moderatorEmail = `moderator-${crypto.randomBytes(4).toString('hex')}@example.org`;
const companyName = `Harbour Talent ${crypto.randomBytes(2).toString('hex')}`;
const markup = '<img src=x onerror=alert(1)>';
const hello = `Hello Efua ${markup} our calendar is at https://calendar.example/efua?slot=2.`;
const scam = 'Pay the training kit fee of $50 to start';

describe('inbox and conversations', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let employerToken: string;
  let seeker: Seeker;
  let threadId: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail });
    browser = await launchBrowser();
    const password = `orbit-${crypto.randomBytes(6).toString('hex')}`;
    let moderatorToken: string;
    [employerToken, moderatorToken, seeker] = await Promise.all([
      registerWithTwoStep(app.baseUrl, smtp, {
        userType: 'employer',
        name: 'Kwame Asante',
        email: `kwame-${crypto.randomBytes(4).toString('hex')}@example.org`,
        password,
        phone: '+233 20 555 0150',
        location: 'Accra, Ghana',
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
    await api(app.baseUrl, `/moderation/jobs/${posted._id}`, {
      method: 'POST',
      token: moderatorToken,
      body: JSON.stringify({ decision: 'approve', reason: '' }),
    });
    const applied = await api<{ application: { _id: string } }>(app.baseUrl, '/applications', {
      method: 'POST',
      token: seeker.token,
      body: JSON.stringify({ jobId: posted._id }),
    });
    const opened = await api<{ thread: { _id: string } }>(
      app.baseUrl,
      `/applications/${applied.application._id}/thread`,
      { method: 'POST', token: employerToken },
    );
    threadId = opened.thread._id;
    for (const body of [hello, scam]) {
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
  const noSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  it('the seeker sees the unread count, the message as text, the warning, and answers', async () => {
    const { context, page } = await mobileFor(seeker.token);
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.goto('/inbox');
    await page.getByRole('link', { name: 'Inbox, 1 unread message' }).waitFor();
    await page.getByRole('heading', { name: 'Contact requests' }).waitFor();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'inbox-seeker-mobile');

    await page.getByRole('link', { name: new RegExp(companyName) }).click();
    await page.getByRole('heading', { name: companyName }).waitFor();
    const list = page.getByRole('list', { name: 'Messages' });
    await list.getByText(markup, { exact: false }).waitFor();
    await list.getByText('[calendar.example]').waitFor();
    expect(await list.locator('img, a').count()).toBe(0);
    expect(await page.getByText(scam).count()).toBe(0);
    await page.getByText(`A message from ${companyName} was held for review`).waitFor();
    await page.getByRole('link', { name: 'Inbox', exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Inbox, 1 unread message' }).waitFor({ state: 'detached' });

    await page.getByLabel('Your message').fill('Thank you, Thursday works.');
    await page.getByText('4974 characters left').waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    await list.getByText('Thank you, Thursday works.').waitFor();
    expect(alerted).toBe(false);
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'thread-seeker-mobile');
    await context.close();
  });

  it('the employer sees their held message marked, and the answer', async () => {
    const { context, page } = await mobileFor(employerToken);
    await page.goto(`/inbox/threads/${threadId}`);
    await page.getByRole('heading', { name: 'Efua Mensah' }).waitFor();
    await page.getByText(scam).waitFor();
    await page.getByText('Held for review').waitFor();
    await page.getByText('Thank you, Thursday works.').waitFor();
    expect(await page.getByRole('button', { name: 'Report this message' }).count()).toBe(0);
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'thread-employer-mobile');
    await context.close();
  });

  it('the seeker answers a contact request from the inbox: the card shows the pay and the message as text; Accept leads to the conversation', async () => {
    await api(app.baseUrl, '/users/profile', {
      method: 'PUT',
      token: seeker.token,
      body: JSON.stringify({ talentVisibility: 'all-employers' }),
    });
    const me = await api<{ _id: string }>(app.baseUrl, '/users/profile', { token: seeker.token });
    await api(app.baseUrl, `/candidates/${me._id}/contact`, {
      method: 'POST',
      token: employerToken,
      body: JSON.stringify({
        subject: 'A second role on the team',
        message: `We have another opening ${markup} and would like to talk about it.`,
        salaryMin: 40000,
        salaryMax: 55000,
        salaryCurrency: 'USD',
      }),
    });
    const { context, page } = await mobileFor(seeker.token);
    await page.goto('/inbox');
    const card = page.getByRole('article', { name: companyName });
    await card.getByText('A second role on the team').waitFor();
    await card.getByText('$40,000 - $55,000').waitFor();
    await card.getByText(`We have another opening ${markup} and would like to talk about it.`).waitFor();
    expect(await card.locator('img').count()).toBe(0);
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'inbox-request-mobile');
    await card.getByRole('button', { name: 'Accept' }).click();
    await card.getByText('Accepted', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Open the conversation' }).click();
    await page.waitForURL(`**/inbox/threads/${threadId}`);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
