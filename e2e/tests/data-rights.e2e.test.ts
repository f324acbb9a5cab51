import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRightsMessages } from '@orbit/shared/data-rights-contracts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api, apiLogin } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { createOnboardedSeeker, signIn, type Seeker } from '../support/seeker-account.ts';

describe('your data and the talent pool on the profile, in a real browser', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let seeker: Seeker;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
    seeker = await createOnboardedSeeker(app.baseUrl, smtp, { name: 'Wanjiru Kamau', skills: ['React', 'TypeScript'] });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('a seeker joins the talent pool on a phone: choice, hidden company, the card employers see', async () => {
    const joiner = await createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Boateng', skills: ['Vue'] });
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: app.baseUrl });
    const page = await context.newPage();
    await signIn(page, joiner.token);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Talent pool' });
    await card.getByRole('radio', { name: /^Not visible/ }).waitFor();
    expect(await card.getByRole('radio', { name: /^Not visible/ }).isChecked()).toBe(true);
    await card.getByText('No company has looked at your profile yet.', { exact: false }).waitFor();

    await card.getByRole('radio', { name: /^Visible to verified employers/ }).check();
    const company = card.getByLabel('Companies that must never see you');
    await company.fill('Kijani Labs');
    await company.press('Enter');
    await card.getByRole('button', { name: 'Remove Kijani Labs' }).waitFor();
    // The preview is the anonymous card: first name and initial, country without the city, no contact details.
    await card.getByText('Kofi B.', { exact: true }).waitFor();
    await card.getByText('Ghana', { exact: true }).waitFor();
    for (const hidden of ['Kofi Boateng', 'Accra', joiner.email, '+234']) {
      expect(await card.getByText(hidden, { exact: false }).count()).toBe(0);
    }
    await card.getByRole('button', { name: 'Save talent pool settings' }).click();
    await card.getByText('Profile updated successfully!').waitFor();
    const profile = await api<{ talentVisibility: string; hiddenFromCompanies: string[] }>(
      app.baseUrl,
      '/users/profile',
      { token: joiner.token },
    );
    expect(profile).toMatchObject({ talentVisibility: 'verified-employers', hiddenFromCompanies: ['Kijani Labs'] });

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'data-rights-00-talent-pool-390');
    await context.close();
  });

  it('a seeker downloads their data by e-mail, then deletes the account with their password', async () => {
    const page = await (await desktopContext(browser, app.baseUrl)).newPage();
    await signIn(page, seeker.token);
    await page.goto('/profile');
    const yourData = page.getByRole('heading', { name: 'Your data' });
    await yourData.waitFor();
    await yourData.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Download my data' }).click();
    await page.getByText(dataRightsMessages.exportRequested).waitFor();
    await snap(page, 'data-rights-01-export-requested');
    const ready = await smtp.waitFor(
      seeker.email,
      (mail) => mail.subject === 'Your Orbit Jobs data is ready to download',
    );
    const link = ready.text.match(/https?:\/\/\S+\/api\/users\/data-export\/[0-9a-f-]{36}\?token=[\w.-]+/)?.[0];
    expect(link?.startsWith(app.baseUrl)).toBe(true);
    const zip = await JSZip.loadAsync(await (await fetch(link!)).arrayBuffer());
    const data = JSON.parse(await zip.file('orbit-jobs-data.json')!.async('string'));
    expect(data.account).toMatchObject({ email: seeker.email, name: 'Wanjiru Kamau' });
    expect(data.uploadedFiles).toEqual([expect.objectContaining({ kind: 'resume', originalName: 'wanjiru-cv.pdf' })]);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText(dataRightsMessages.passwordWrong).waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'data-rights-02-wrong-password');

    await dialog.getByLabel('Password', { exact: true }).fill(seeker.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByText(dataRightsMessages.accountDeleted).waitFor();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await snap(page, 'data-rights-03-deleted');

    const confirmation = await smtp.waitFor(
      seeker.email,
      (mail) => mail.subject === 'Your Orbit Jobs account has been deleted',
    );
    expect(confirmation.text).toContain('As you asked, we have deleted your Orbit Jobs account');
    await expect(apiLogin(app.baseUrl, seeker.email, seeker.password)).rejects.toThrow(/answered 400/);
  });
});
