import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ThreadMessagesResponse } from '@orbit/shared/conversation-contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  applyTo,
  newModeratorEmail,
  openThreadWith,
  postApprovedJob,
  registerEmployer,
  registerModeratorAt,
  signedInContext,
  uniqueEmail,
  type Employer,
} from '../support/hiring.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * A moderator works the Reports tab of /moderation on a 390 px screen: two messages an employer wrote to an applicant
 * were held by screening (one carrying markup, which must show as text). Dismissing the first releases it to the
 * seeker; suspending the employer over the second closes its job and e-mails the employer why. Checked with axe.
 */

const moderatorEmail = newModeratorEmail();
const employerEmail = uniqueEmail('tunde');
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
    [app, browser] = await Promise.all([
      startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail, STATUS_EMAIL_GAP_MINUTES: '0' }),
      launchBrowser(),
    ]);
    let employer: Employer;
    [employer, moderatorToken, seeker] = await Promise.all([
      registerEmployer(app.baseUrl, smtp, { name: 'Tunde Bello', email: employerEmail, companyName }),
      registerModeratorAt(app.baseUrl, smtp, moderatorEmail),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Efua Mensah', skills: ['React', 'TypeScript'] }),
    ]);
    jobId = await postApprovedJob(app.baseUrl, { employer: employer.token, moderator: moderatorToken });
    const applicationId = await applyTo(app.baseUrl, seeker.token, jobId);
    threadId = await openThreadWith(app.baseUrl, employer.token, applicationId, [released, scam]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const seekerSees = async () =>
    (
      await api<ThreadMessagesResponse>(app.baseUrl, `/threads/${threadId}/messages`, { token: seeker.token })
    ).messages.map((message) => message.body);

  it('lists held messages as text at 390 px; Dismiss releases one, Suspend employer closes its job and e-mails it', async () => {
    expect(await seekerSees()).toEqual([]);
    const { context, page } = await signedInContext(browser, app.baseUrl, moderatorToken, { mobile: true });
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
