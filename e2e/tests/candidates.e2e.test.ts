import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api, registerModerator, registerVerified } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * An employer finds talent in Chromium: from the dashboard to Search Candidates, filters and ranking for their job,
 * a pool candidate's anonymised card, and an applicant's card with the contact details and resume they shared. The
 * search is also looked at on a 390 px screen, and every page checked with axe.
 */

const moderatorEmail = `moderator-${crypto.randomBytes(4).toString('hex')}@example.org`;
const jobTitle = `Cloud Engineer ${crypto.randomBytes(2).toString('hex')}`;

describe('employers search the talent pool', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let employerToken: string;
  let kofi: Seeker & { id: string };
  let ama: Seeker & { id: string };

  const idOf = async (token: string) => (await api<{ _id: string }>(app.baseUrl, '/users/profile', { token }))._id;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail });
    browser = await launchBrowser();
    const password = `orbit-${crypto.randomBytes(6).toString('hex')}`;
    const [employer, moderatorToken, kofiAccount, amaAccount] = await Promise.all([
      registerVerified(app.baseUrl, smtp, {
        userType: 'employer',
        name: 'Ngozi Adeyemi',
        email: `ngozi-${crypto.randomBytes(4).toString('hex')}@example.org`,
        password,
        phone: '+234 803 555 0177',
        location: 'Lagos, Nigeria',
        companyName: `Savanna Cloud ${crypto.randomBytes(2).toString('hex')}`,
        industry: 'Technology',
      }),
      registerModerator(app.baseUrl, smtp, {
        userType: 'candidate',
        name: 'Mo Derator',
        email: moderatorEmail,
        password,
        phone: '+254 700 000 001',
      }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Boateng', skills: ['Go', 'Kubernetes', 'PostgreSQL'] }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Ama Serwaa', skills: ['Go', 'Docker'] }),
    ]);
    employerToken = employer;
    kofi = { ...kofiAccount, id: await idOf(kofiAccount.token) };
    ama = { ...amaAccount, id: await idOf(amaAccount.token) };
    // Kofi joins the pool for every employer (this one is not verified); Ama stays out of it but applies.
    await api(app.baseUrl, '/users/profile', {
      method: 'PUT',
      token: kofi.token,
      body: JSON.stringify({ talentVisibility: 'all-employers' }),
    });
    const posted = await api<{ _id: string }>(app.baseUrl, '/jobs', {
      method: 'POST',
      token: employerToken,
      body: JSON.stringify({
        title: jobTitle,
        description: 'Run Go services on Kubernetes and PostgreSQL for payments across West Africa.',
        requirements: 'Go, Kubernetes, PostgreSQL.',
        skills: ['Go', 'Kubernetes', 'PostgreSQL'],
        category: 'Remote Backend Development',
        employmentType: 'Full-time',
        experienceLevel: 'mid',
        salaryMin: 40000,
        salaryMax: 70000,
        salaryCurrency: 'USD',
        salaryPeriod: 'year',
        location: 'Remote',
        eligibility: { worldwide: false, countries: [], regions: ['Africa'] },
      }),
    });
    await api(app.baseUrl, `/moderation/jobs/${posted._id}`, {
      method: 'POST',
      token: moderatorToken,
      body: JSON.stringify({ decision: 'approve', reason: '' }),
    });
    await api(app.baseUrl, '/applications', {
      method: 'POST',
      token: ama.token,
      body: JSON.stringify({ jobId: posted._id }),
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const contextFor = async (token: string, mobile = false): Promise<{ context: BrowserContext; page: Page }> => {
    const context = mobile
      ? await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: app.baseUrl, isMobile: true })
      : await desktopContext(browser, app.baseUrl);
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    return { context, page: await context.newPage() };
  };

  it('from the dashboard, finds the pool candidate as an anonymous card, filters and ranks', async () => {
    const { context, page } = await contextFor(employerToken);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Top Candidates' }).click();
    await page.getByRole('link', { name: 'Search Candidates' }).click();
    await page.getByRole('heading', { name: 'Search Candidates', level: 1 }).waitFor();

    const results = page.getByRole('list', { name: 'Candidates' });
    await results.getByRole('link', { name: 'Kofi B.' }).waitFor();
    await expect.poll(() => results.getByRole('heading', { level: 2 }).count()).toBe(1);
    const body = await page.locator('body').innerText();
    for (const secret of [kofi.email, 'Boateng', 'Accra', '+234 803 555 0199', 'Serwaa']) {
      expect(body).not.toContain(secret);
    }
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Skills', { exact: true }).fill('golang, kubernetes');
    await page.getByLabel('Country').selectOption('GH');
    await page.getByLabel('Rank for my job').selectOption({ label: jobTitle });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('skills')).toBe('golang, kubernetes');
    await page.getByText(/1 candidate, best match first/).waitFor();
    await results.getByText(/% match$/).waitFor();
    await snap(page, 'candidates-search');

    await page.getByLabel('Skills', { exact: true }).fill('Figma');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No candidates found').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await results.getByRole('link', { name: 'Kofi B.' }).click();

    await page.getByRole('heading', { name: 'Kofi B.', level: 1 }).waitFor();
    await page.getByText(/shared only once the candidate accepts a contact request/).waitFor();
    expect(await page.getByRole('button', { name: 'View resume' }).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(kofi.email);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'candidates-card-anonymous');
    await context.close();

    // Kofi sees that the company looked.
    const { views } = await api<{ views: { what: string }[] }>(app.baseUrl, '/talent/views', { token: kofi.token });
    expect(views.map((view) => view.what)).toContain('profile');
  });

  it('shows an applicant’s contact details and opens the resume they sent', async () => {
    const { context, page } = await contextFor(employerToken);
    await page.goto(`/candidates/${ama.id}/view-resume`);
    await page.getByRole('heading', { name: 'Ama Serwaa', level: 1 }).waitFor();
    await page.getByRole('link', { name: ama.email }).waitFor();
    const popup = page.waitForEvent('popup');
    const file = page.waitForResponse((response) => response.url().endsWith(`/api/candidates/${ama.id}/resume`));
    await page.getByRole('button', { name: 'View resume' }).click();
    expect((await file).status()).toBe(200);
    expect((await file).headers()['content-type']).toBe('application/pdf');
    // The PDF is shown in the tab opened at the click (from memory: the address needs the token).
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
    expect(await page.getByText('The resume could not be opened').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'candidates-card-applicant');
    await context.close();
  });

  it('works on a 390 px screen, and tells a seeker it is for employers', async () => {
    const mobile = await contextFor(employerToken, true);
    await mobile.page.goto('/search-candidates?region=Africa');
    await mobile.page.getByRole('link', { name: 'Kofi B.' }).waitFor();
    const overflow = await mobile.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(mobile.page);
    await snap(mobile.page, 'candidates-search-mobile');
    await mobile.context.close();

    const seeker = await contextFor(kofi.token);
    await seeker.page.goto('/search-candidates');
    await seeker.page.getByRole('heading', { name: 'Searching candidates is for employer accounts' }).waitFor();
    await seeker.context.close();
  });
});
