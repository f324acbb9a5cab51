import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { linkFrom, startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { apiLogin } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { signIn } from '../support/seeker-account.ts';

const supportEmail = 'help@orbit.test';
const unique = () => crypto.randomBytes(4).toString('hex');

const infoPages = [
  { path: '/about', heading: 'About Orbit Jobs' },
  { path: '/support', heading: 'Help and Support' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/talent-pool', heading: 'The Talent Pool' },
  { path: '/for-employers', heading: 'Orbit Jobs for Employers' },
];

describe('trust: the information pages, the terms at sign-up and after a change, the contact form', () => {
  const env = () => ({ SMTP_URL: smtp.url, SUPPORT_EMAIL: supportEmail });
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([startApp(env()), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const newPage = async (width = 1280): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: app.baseUrl });
    return context.newPage();
  };

  it('shows each information page at 390 px and on a desktop, accessible and without sideways scrolling', async () => {
    for (const width of [390, 1280]) {
      const page = await newPage(width);
      for (const { path: pagePath, heading } of infoPages) {
        await page.goto(pagePath);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
        await expect(page.title()).resolves.toBe(`${heading} | Orbit Jobs`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${pagePath} at ${width} px`).toBeLessThanOrEqual(0);
        await expectNoSeriousA11yViolations(page);
        await snap(page, `trust-${pagePath.slice(1)}-${width}`);
      }
      // The footer reaches them all.
      await page.goto('/');
      const company = page.getByRole('navigation', { name: 'Company' });
      await company.getByRole('link', { name: 'Privacy Policy' }).click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
      await page.getByText('We use no cookies.').waitFor();
      await page.context().close();
    }
  });

  it('refuses a sign-up without the terms checkbox, accepts it with, and an address already registered is answered alike', async () => {
    const page = await newPage(390);
    const email = `terms-${unique()}@example.org`;
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Wanjiku Terms');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+254 712 555 010');
    await page.getByLabel('Password', { exact: true }).fill('orbit-wanjiku-2026');
    await page.getByLabel('Confirm password').fill('orbit-wanjiku-2026');
    const terms = page.getByLabel(/I accept the Terms of Service/);
    await expect(terms.isChecked()).resolves.toBe(false);
    await expect(page.getByRole('link', { name: /^Terms of Service/ }).getAttribute('target')).resolves.toBe('_blank');
    await expect(page.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).resolves.toBe('/privacy');

    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please accept the terms and privacy policy').first().waitFor();
    expect(page.url()).toContain('/register');
    await snap(page, 'trust-register-terms-refused');

    await terms.check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/verification-sent/);
    await smtp.waitFor(email, (mail) => mail.subject.includes('Verify'));
    await page.context().close();

    // The API refuses the same registration without acceptTerms, with the words.
    const refused = await fetch(`${app.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'No Terms',
        email: `no-terms-${unique()}@example.org`,
        password: 'orbit-no-terms-1',
        phone: '+1 555 0101',
      }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).msg).toBe('Please accept the terms and privacy policy');

    // Registering the same address again looks exactly like a new sign-up; its owner is told by e-mail.
    const again = await newPage();
    await again.goto('/register');
    await again.getByLabel('Full name').fill('Someone Else');
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Phone').fill('+254 712 555 011');
    await again.getByLabel('Password', { exact: true }).fill('orbit-someone-2026');
    await again.getByLabel('Confirm password').fill('orbit-someone-2026');
    await again.getByLabel(/I accept the Terms of Service/).check();
    await again.getByRole('button', { name: 'Create account' }).click();
    await again.waitForURL(/\/verification-sent/);
    await again.getByText('If this address already had an Orbit Jobs account, no new one was created').waitFor();
    const notice = await smtp.waitFor(
      email,
      (mail) => mail.subject === 'Someone tried to register with your Orbit Jobs address',
    );
    expect(linkFrom(notice, '/verify-email').url.startsWith(`${app.baseUrl}/verify-email?token=`)).toBe(true);
    await again.context().close();
  });

  it('sends the contact form: field messages first, then the thank-you, the e-mail to support and the copy', async () => {
    const page = await newPage(390);
    const email = `reporter-${unique()}@example.org`;
    await page.goto('/support');
    await page.getByRole('link', { name: 'contact form with the topic “Report a job”' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await expect(page.getByLabel('Topic').inputValue()).resolves.toBe('report-job');

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Please enter your name').waitFor();
    await page.getByText('Please write your message').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'trust-contact-errors');

    await page.getByLabel('Your name').fill('Tendai Moyo');
    await page.getByLabel('Your email').fill(email);
    await page.getByLabel('Address of the job').fill(`${app.baseUrl}/jobs/1234`);
    await page.getByLabel('Message').fill('This company asks for a $50 "equipment deposit" before the interview.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you: your message has been sent. A copy is on its way to your inbox.').waitFor();
    await snap(page, 'trust-contact-sent');

    const inbox = await smtp.waitFor(supportEmail, (mail) => mail.replyTo.includes(email));
    expect(inbox.subject).toBe('[Report a job (scam or misleading post)] Tendai Moyo');
    expect(inbox.text).toContain(`Job reported: ${app.baseUrl}/jobs/1234`);
    expect(inbox.text).toContain('equipment deposit');
    const copy = await smtp.waitFor(email);
    expect(copy.subject).toBe('We received your message to Orbit Jobs');
    await page.context().close();
  });

  it('asks a signed-in user to accept a new version of the terms once, leaving the texts readable', async () => {
    const email = `returning-${unique()}@example.org`;
    const password = `orbit-${unique()}`;
    const register = await fetch(`${app.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kwame Returning', email, password, phone: '+233 20 555 0123', acceptTerms: true }),
    });
    expect(register.status).toBe(201);
    const { token: verifyToken } = linkFrom(
      await smtp.waitFor(email, (mail) => mail.subject.includes('Verify')),
      '/verify-email',
    );
    await fetch(`${app.baseUrl}/api/users/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: verifyToken }),
    });

    // The account accepted an older text: stop the server, change that in its database, start it again.
    await app.stop({ keepData: true });
    const database = await openPglite(path.join(app.dataDir, 'pglite'));
    await database.db.execute(sql`update users set terms_version = '2025-01-01' where email = ${email}`);
    await database.close();
    app = await startApp(env(), { dataDir: app.dataDir });

    const page = await newPage(390);
    await signIn(page, await apiLogin(app.baseUrl, email, password));
    await page.goto('/jobs');
    const dialog = page.getByRole('dialog', { name: 'We have updated our terms' });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'trust-terms-dialog');

    // The texts themselves stay readable.
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await expect(dialog.count()).resolves.toBe(0);

    await page.goto('/dashboard');
    await dialog.getByRole('button', { name: 'Accept and continue' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    await page.context().close();
  });
});
