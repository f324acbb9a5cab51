import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  applyTo,
  joinTalentPool,
  newModeratorEmail,
  openThreadWith,
  postApprovedJob,
  registerEmployer,
  registerModeratorAt,
  signedInContext,
  type Employer,
} from '../support/hiring.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * A conversation on a 390 px screen: the employer opened it from an application and wrote twice, once with markup and
 * an address (shown as text, the domain beside it), once asking for a fee (held). The seeker sees the unread count in
 * the header, the warning instead of the held message, and answers; the employer sees their message marked held.
 */

const moderatorEmail = newModeratorEmail();
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
    [app, browser] = await Promise.all([
      startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail }),
      launchBrowser(),
    ]);
    let employer: Employer;
    let moderatorToken: string;
    [employer, moderatorToken, seeker] = await Promise.all([
      registerEmployer(
        app.baseUrl,
        smtp,
        { name: 'Kwame Asante', companyName, phone: '+233 20 555 0150', location: 'Accra, Ghana' },
        { twoStep: true },
      ),
      registerModeratorAt(app.baseUrl, smtp, moderatorEmail),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Efua Mensah', skills: ['React', 'TypeScript'] }),
    ]);
    employerToken = employer.token;
    const jobId = await postApprovedJob(app.baseUrl, { employer: employerToken, moderator: moderatorToken });
    const applicationId = await applyTo(app.baseUrl, seeker.token, jobId);
    threadId = await openThreadWith(app.baseUrl, employerToken, applicationId, [hello, scam]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const mobileFor = (token: string) => signedInContext(browser, app.baseUrl, token, { mobile: true });
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
    const seekerId = await joinTalentPool(app.baseUrl, seeker.token);
    await api(app.baseUrl, `/candidates/${seekerId}/contact`, {
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
