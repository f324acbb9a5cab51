import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFrom, startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { samplePdf } from '../../apps/server/src/test-support/sample-files.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

describe('accounts in a real browser', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let resumePath: string;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([startApp({ SMTP_URL: smtp.url }), launchBrowser()]);
    resumePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-files-')), 'amina-cv.pdf');
    fs.writeFileSync(resumePath, samplePdf('Amina Yusuf - React developer'));
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

  it('a job seeker registers, verifies by e-mail, signs in, onboards and reaches the dashboard', async () => {
    const page = await newPage();
    const email = `amina-${unique()}@example.org`;

    await page.goto('/register');
    // Registration is its own chunk: wait for the form before counting headings.
    await page.getByRole('tab', { name: 'Job Seeker' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page);
    await snap(page, '01-register');
    await page.getByRole('button', { name: /create|register|sign up/i }).click();
    await page.getByText('Please fill in all required fields').first().waitFor();
    await snap(page, '02-register-errors');

    await page.getByLabel('Full name').fill('Amina Yusuf');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+234 803 555 0101');
    await page.getByLabel('Password', { exact: true }).fill('orbit-amina-2026');
    await page.getByLabel('Confirm password').fill('orbit-amina-2026');
    await page.getByLabel(/I accept the Terms of Service/).check();
    await page.getByRole('button', { name: /create|register|sign up/i }).click();

    await page.waitForURL(/\/verification-sent/);
    await page.getByText(email).first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, '03-verification-sent');

    const mail = await smtp.waitFor(email, (m) => m.subject.includes('Verify'));
    const link = linkFrom(mail, '/verify-email');
    expect(link.url.startsWith(`${app.baseUrl}/verify-email?token=`)).toBe(true);
    await page.goto(link.url);
    // The answer itself, not any "log in" link (the header has one from the start): opening the link again before
    // this first request reached the server would make that second visit the one that verifies.
    await page.getByText('Your email address has been verified. You can now log in.').waitFor();
    await page
      .getByRole('link', { name: /log ?in/i })
      .first()
      .waitFor();
    await snap(page, '04-email-verified');
    // The same link opened again (a second tab, a mail preview): not an error, an offer to log in.
    await page.goto(link.url);
    await page.getByText('This email address is already verified. You can log in.').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).waitFor();

    await page.goto('/login');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('orbit-amina-2026');
    await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();

    await page.waitForURL(/\/onboarding/);
    await expectNoSeriousA11yViolations(page);
    await snap(page, '05-onboarding-step-1');
    await page.getByRole('button', { name: /next/i }).click();
    await page.getByText('Please fill in all required fields').first().waitFor();
    await page.getByLabel(/job title/i).fill('Frontend Developer');
    await page.getByLabel(/experience/i).selectOption('3-5');
    await page.getByLabel(/education/i).selectOption("Bachelor's Degree");
    await page.getByLabel(/location/i).fill('Kano, Nigeria');
    await page.getByRole('button', { name: /next/i }).click();

    await page.getByRole('button', { name: /next/i }).click();
    await page.getByText('Please select at least one skill').first().waitFor();
    await snap(page, '06-onboarding-step-2-errors');
    await page.getByLabel('React', { exact: true }).check();
    await page.getByLabel('JavaScript', { exact: true }).check();
    await page.getByLabel('Full-time', { exact: true }).check();
    await page.getByRole('button', { name: /next/i }).click();

    await page.getByLabel(/resume/i).setInputFiles(resumePath);
    await page.getByLabel(/bio/i).fill('I build fast, accessible web apps.');
    await snap(page, '07-onboarding-step-3');
    await page.getByRole('button', { name: /complete|finish|submit/i }).click();

    await page.waitForURL(/\/registration-success/);
    await expectNoSeriousA11yViolations(page);
    await snap(page, '08-registration-success');
    await page
      .getByRole('link', { name: /dashboard/i })
      .first()
      .click();
    await page.waitForURL(/\/dashboard/);
    await page.getByText('Welcome back, Amina Yusuf').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, '09-dashboard');

    // The profile was really saved on the server.
    await page.goto('/profile');
    await expect(page.getByLabel(/job title/i).inputValue()).resolves.toBe('Frontend Developer');
    await page.getByText('amina-cv.pdf').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, '10-profile');

    // Logout from the avatar menu ends the session.
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^login$|^log in$/i })
      .first()
      .waitFor();
    await snap(page, '11-logged-out');
    await page.close();
  });

  it('an employer registers and is sent to verification', async () => {
    const page = await newPage();
    const email = `hiring-${unique()}@example.org`;
    await page.goto('/register');
    await page.getByRole('tab', { name: 'Employer' }).click();
    await page.getByLabel('Company name').fill(`Baobab Analytics ${unique()}`);
    await page.getByLabel('Industry').selectOption('Technology');
    await page.getByLabel('Contact name').fill('Thabo Nkosi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+27 21 555 0100');
    await page.getByLabel('Password', { exact: true }).fill('baobab-hiring-77');
    await page.getByLabel('Confirm password').fill('baobab-hiring-77');
    await page.getByLabel(/I accept the Terms of Service/).check();
    await snap(page, '12-register-employer');
    await page.getByRole('button', { name: /create|register|sign up/i }).click();
    await page.waitForURL(/\/verification-sent/);
    await smtp.waitFor(email);
    await page.close();
  });

  it('login shows the spec error messages and unverified users go to /verification-sent', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
    await page.getByText('Please fill in all fields').first().waitFor();
    await page.getByLabel('Email').fill('amara@demo.orbitjobs.dev');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
    await page.getByText('Invalid credentials').first().waitFor();
    await snap(page, '13-login-invalid');

    // Registered but not verified: the 403 leads to /verification-sent.
    const email = `unverified-${unique()}@example.org`;
    const response = await fetch(`${app.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Una Verified',
        email,
        password: 'not-verified-yet',
        phone: '+1 555 0100',
        acceptTerms: true,
      }),
    });
    expect(response.status).toBe(201);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-verified-yet');
    await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
    await page.waitForURL(/\/verification-sent/);
    // The refusal's toast goes with the visitor to the page it sent them to (toasts otherwise stay with their page).
    await page.getByRole('status').filter({ hasText: 'Please verify your email address before logging in' }).waitFor();
    await page.close();
  });

  it('signed-in demo seeker sees the header menu on mobile, and unknown paths show the 404 page', async () => {
    const page = await newPage(390);
    await page.goto('/login');
    await page.getByLabel('Email').fill('amara@demo.orbitjobs.dev');
    await page.getByLabel('Password', { exact: true }).fill('orbit-demo-seeker');
    await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.locator('#mobile-menu').getByText('amara@demo.orbitjobs.dev').waitFor();
    await snap(page, '14-mobile-menu');

    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).waitFor();
    await page.getByRole('link', { name: 'Browse Jobs' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, '15-not-found');
    const year = String(new Date().getFullYear());
    await page
      .getByText(new RegExp(`© ${year}`))
      .first()
      .waitFor();
    await page.close();
  });
});
