import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { joinTalentPool, registerEmployer, signedInContext } from '../support/hiring.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * An employer asks a pool candidate to talk, in Chromium: the Contact button on the anonymous card, the form's own
 * messages before anything is sent, the request sent with a message holding markup, the seeker's e-mail naming the
 * company and the pay without the message, and the card and the search then saying the request waits. The form is also looked at on a 390 px screen.
 */

const markup = '<img src=x onerror=alert(1)>';

describe('employers send contact requests', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let employerToken: string;
  let kofi: Seeker & { id: string };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
    const [employer, kofiAccount] = await Promise.all([
      registerEmployer(app.baseUrl, smtp, {}, { twoStep: true }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Boateng', skills: ['Go', 'Kubernetes'] }),
    ]);
    employerToken = employer.token;
    kofi = { ...kofiAccount, id: await joinTalentPool(app.baseUrl, kofiAccount.token) };
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const contextFor = (token: string, mobile = false) => signedInContext(browser, app.baseUrl, token, { mobile });

  it('from the card, checks the form, sends the request, and the seeker is e-mailed who asks and the pay, not the message', async () => {
    const { context, page } = await contextFor(employerToken);
    await page.goto(`/candidates/${kofi.id}/view-resume`);
    await page.getByRole('heading', { name: 'Kofi B.', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.getByRole('heading', { name: 'Contact Kofi B.', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Choose one of your active jobs or write a subject').waitFor();
    await page.getByText('Please write a message of at least 20 characters').waitFor();
    await expect.poll(() => page.getByText('Please give the salary range you are offering').count()).toBe(2);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Subject').fill('Platform engineering at Savanna Cloud');
    await page.getByLabel('Message').fill(`We run Go on Kubernetes and would love to talk. ${markup}`);
    await page.getByLabel('Minimum').fill('45,000');
    await page.getByLabel('Maximum').fill('65000');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request sent: Kofi B. has 14 days to answer.').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'contact-request-sent');

    const mail = await smtp.waitFor(kofi.email, (each) => each.subject.includes('would like to talk to you'));
    // The e-mail names the company, the job and the pay; the employer's words stay in the inbox.
    expect(mail.text).toContain('USD 45,000 – 65,000');
    expect(mail.text).not.toContain('We run Go on Kubernetes');
    expect(mail.html).not.toContain('<img');

    await page.getByRole('link', { name: 'Back to Search Candidates' }).click();
    const results = page.getByRole('list', { name: 'Candidates' });
    await results.getByText('Request sent').waitFor();
    await results.getByRole('link', { name: 'Kofi B.' }).click();
    await page.getByText('Your request is waiting for their answer.').waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'Contact', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows the form on a 390 px screen, and says when a request already waits', async () => {
    const { context, page } = await contextFor(employerToken, true);
    await page.goto(`/candidates/${kofi.id}/contact`);
    await page.getByText("Your company already has a request waiting for Kofi B.'s answer.").waitFor();
    expect(await page.getByRole('button', { name: 'Send request' }).isDisabled()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'contact-request-mobile');
    await context.close();
  });
});
