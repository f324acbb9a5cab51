import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalOpenIdProvider,
  type LocalOpenIdProvider,
} from '../../apps/server/src/test-support/local-openid-provider.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';

/**
 * A new person signs up with Google through a real OpenID provider on a loopback port (standing in for Google):
 * the button on /login, the provider's redirects, the consent step (terms, job seeker), and onboarding. Then, on
 * another device, cancelling at the provider comes back to /login with the reason in words, and trying again signs
 * the now linked account straight in.
 */
describe('sign in with Google in a real browser', () => {
  let provider: LocalOpenIdProvider;
  let app: AppProcess;
  let browser: Browser;

  beforeAll(async () => {
    provider = await startLocalOpenIdProvider();
    app = await startApp({
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER_URL: provider.issuer,
    });
    provider.allowRedirects([`${app.baseUrl}/api/auth/google/callback`]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await provider?.close();
  });

  it('signs a new job seeker up with Google, says why when they cancel, and signs them in again', async () => {
    const email = `amara-${crypto.randomBytes(4).toString('hex')}@example.org`;
    provider.nextSignIn = { sub: `google-${email}`, email, email_verified: true, name: 'Amara Okafor' };

    const context = await desktopContext(browser, app.baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL(/\/register\/google#ticket=/);
    await page.getByText(`Signed in with Google as ${email}`).waitFor();
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Amara Okafor');
    await expect(page.getByRole('radio', { name: /Job seeker/ }).isChecked()).resolves.toBe(true);
    await page.getByLabel('Phone').fill('+234 803 555 0199');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The terms come first: nothing is created until they are accepted.
    await page.getByText('Please accept the terms and privacy policy').waitFor();
    await page.getByLabel(/I accept the/).check();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'google-sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/onboarding/);
    await context.close();

    provider.nextSignIn = 'deny';
    const other = await desktopContext(browser, app.baseUrl);
    const second = await other.newPage();
    await second.goto('/login');
    await second.getByRole('link', { name: 'Sign in with Google' }).click();
    await second.waitForURL(/\/login\?error=cancelled/);
    await second.getByRole('alert').getByText('Google sign-in was cancelled. Nothing was changed.').waitFor();

    // Trying again on another device: Google now signs the linked account straight in (through /auth/google).
    provider.nextSignIn = { sub: `google-${email}`, email, email_verified: true, name: 'Amara Okafor' };
    await second.getByRole('link', { name: 'Sign in with Google' }).click();
    await second.waitForURL(/\/onboarding/);
    await other.close();
  });
});
