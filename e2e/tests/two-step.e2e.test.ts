import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api, registerVerified } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** What an authenticator app shows for the key `offsetSteps` periods from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/**
 * An employer turns on two-step verification from /profile (the key read from the page, the code computed as an
 * authenticator app would), signs out, signs in with the password and a code, and signs out a session on another
 * device from the sessions list.
 */
describe('two-step verification and sessions in a real browser', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('sets it up, signs in with a code, and ends another session', async () => {
    const email = `tunde-${crypto.randomBytes(4).toString('hex')}@example.org`;
    const password = `orbit-${crypto.randomBytes(6).toString('hex')}`;
    await registerVerified(app.baseUrl, smtp, {
      userType: 'employer',
      name: 'Tunde Bello',
      email,
      password,
      phone: '+234 803 555 0150',
      location: 'Lagos, Nigeria',
      companyName: `Kola Labs ${crypto.randomBytes(2).toString('hex')}`,
      industry: 'Technology',
    });
    // A phone, signed in before two-step verification was on (registering signed in once more, from Node).
    const { token: phone } = await api<{ token: string }>(app.baseUrl, '/users/login', {
      method: 'POST',
      headers: { 'User-Agent': iPhone },
      body: JSON.stringify({ email, password }),
    });

    const context = await desktopContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Remember me for 30 days').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    // The dashboard asks an employer to turn it on.
    await page.getByText('Protect your company’s account with two-step verification').waitFor();

    await page.goto('/profile#security');
    await page.getByRole('button', { name: 'Set up two-step verification' }).click();
    const secret = (await page.getByTestId('two-factor-key').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'two-step-setup');
    await page.getByLabel('Enter the 6-digit code the app shows').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' });
    await recoveryCodes.waitFor();
    await expect(recoveryCodes.getByRole('listitem').count()).resolves.toBe(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText('Two-step verification is on.').waitFor();

    // Sign out, then in again: the password, then the code (the next period's: the one used to turn it on is spent).
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByLabel('Authentication code').fill('000000' === codeFor(secret, 1) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not right', { exact: false }).waitFor();
    await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard/);

    // The sessions list: this browser marked, the other device signed out from here.
    await page.goto('/profile#sessions');
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await sessions.getByText('This device').waitFor();
    await sessions.getByText('Mobile Safari on iOS (iPhone)').waitFor();
    await expect(sessions.getByRole('listitem').count()).resolves.toBe(3);
    await snap(page, 'two-step-sessions');
    await sessions.getByRole('button', { name: /^Sign out Mobile Safari on iOS \(iPhone\)/ }).click();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
    const ended = await fetch(`${app.baseUrl}/api/users/profile`, { headers: { Authorization: `Bearer ${phone}` } });
    expect(ended.status).toBe(401);
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await expect.poll(() => sessions.getByRole('listitem').count()).toBe(1);
    await context.close();
  });
});
