import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  applyTo,
  joinTalentPool,
  newModeratorEmail,
  postApprovedJob,
  registerEmployer,
  registerModeratorAt,
  signedInContext,
  userIdOf,
} from '../support/hiring.ts';
import { createOnboardedSeeker, type Seeker } from '../support/seeker-account.ts';

/**
 * An employer finds talent in Chromium: from the dashboard to Search Candidates, filters and ranking for their job,
 * a pool candidate's anonymised card, and an applicant's card with the contact details and resume they shared. The
 * search is also looked at on a 390 px screen, and every page checked with axe.
 */

const moderatorEmail = newModeratorEmail();
const jobTitle = `Cloud Engineer ${crypto.randomBytes(2).toString('hex')}`;

describe('employers search the talent pool', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let employerToken: string;
  let kofi: Seeker & { id: string };
  let ama: Seeker & { id: string };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([
      startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail }),
      launchBrowser(),
    ]);
    const [employer, moderatorToken, kofiAccount, amaAccount] = await Promise.all([
      registerEmployer(app.baseUrl, smtp),
      registerModeratorAt(app.baseUrl, smtp, moderatorEmail),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Kofi Boateng', skills: ['Go', 'Kubernetes', 'PostgreSQL'] }),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Ama Serwaa', skills: ['Go', 'Docker'] }),
    ]);
    employerToken = employer.token;
    // Kofi joins the pool for every employer (this one is not verified); Ama stays out of it but applies.
    kofi = { ...kofiAccount, id: await joinTalentPool(app.baseUrl, kofiAccount.token) };
    ama = { ...amaAccount, id: await userIdOf(app.baseUrl, amaAccount.token) };
    const jobId = await postApprovedJob(
      app.baseUrl,
      { employer: employerToken, moderator: moderatorToken },
      {
        title: jobTitle,
        description: 'Run Go services on Kubernetes and PostgreSQL for payments across West Africa.',
        requirements: 'Go, Kubernetes, PostgreSQL.',
        skills: ['Go', 'Kubernetes', 'PostgreSQL'],
        category: 'Remote Backend Development',
        salaryMin: 40000,
        salaryMax: 70000,
        eligibility: { worldwide: false, countries: [], regions: ['Africa'] },
      },
    );
    await applyTo(app.baseUrl, ama.token, jobId);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  const contextFor = (token: string, mobile = false) => signedInContext(browser, app.baseUrl, token, { mobile });

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
