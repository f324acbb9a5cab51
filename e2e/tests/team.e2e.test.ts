import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditResponse } from '@orbit/shared/team-contracts';
import { linkFrom, startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api } from '../support/api.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import {
  applyTo,
  newModeratorEmail,
  postApprovedJob,
  registerEmployer,
  registerModeratorAt,
  type Employer,
} from '../support/hiring.ts';
import { createOnboardedSeeker, signIn, type Seeker } from '../support/seeker-account.ts';

/**
 * A team in one flow: the owner invites a recruiter on /team; the recruiter opens the e-mailed link, registers with
 * the invited address (no company fields) and shortlists an applicant; the owner, on a 390 px screen, sees the move
 * in the audit trail and removes the recruiter, whose next move is refused.
 */

const tag = crypto.randomBytes(3).toString('hex');
const moderatorEmail = newModeratorEmail();
const companyName = `Lagoon Works ${tag}`;
const recruiterEmail = `rita-${tag}@example.org`;

describe('a hiring team', () => {
  let app: AppProcess;
  let smtp: SmtpCatcher;
  let browser: Browser;
  let ownerToken: string;
  let seeker: Seeker;
  let jobId: string;
  let applicationId: string;
  let recruiterPage: Page;
  let recruiterContext: BrowserContext;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    [app, browser] = await Promise.all([
      startApp({ SMTP_URL: smtp.url, MODERATOR_EMAILS: moderatorEmail }),
      launchBrowser(),
    ]);
    let owner: Employer;
    let moderatorToken: string;
    [owner, moderatorToken, seeker] = await Promise.all([
      registerEmployer(app.baseUrl, smtp, { name: 'Olu Owner', companyName }),
      registerModeratorAt(app.baseUrl, smtp, moderatorEmail),
      createOnboardedSeeker(app.baseUrl, smtp, { name: 'Efua Mensah', skills: ['React', 'TypeScript'] }),
    ]);
    ownerToken = owner.token;
    jobId = await postApprovedJob(app.baseUrl, { employer: ownerToken, moderator: moderatorToken });
    applicationId = await applyTo(app.baseUrl, seeker.token, jobId);
  });
  afterAll(async () => {
    await recruiterContext?.close();
    await browser?.close();
    await app?.stop();
    await smtp?.close();
  });

  it('the owner invites a recruiter, who registers from the e-mailed link and shortlists an applicant', async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.baseUrl });
    const owner = await ownerContext.newPage();
    await signIn(owner, ownerToken);
    await owner.goto('/dashboard');
    await owner.getByRole('link', { name: 'Team' }).click();
    await owner.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await owner.getByLabel('E-mail address').fill(recruiterEmail);
    await owner.getByLabel('Role', { exact: true }).selectOption('recruiter');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByRole('button', { name: `Revoke the invitation to ${recruiterEmail}` }).waitFor();
    await ownerContext.close();

    const mail = await smtp.waitFor(recruiterEmail, (caught) => caught.subject.includes('invited you'));
    const { url } = linkFrom(mail, '/team/join');
    recruiterContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: app.baseUrl });
    recruiterPage = await recruiterContext.newPage();
    await recruiterPage.goto(new URL(url).pathname + new URL(url).search);
    await expect.poll(() => recruiterPage.getByLabel('Work e-mail').inputValue()).toBe(recruiterEmail);
    await recruiterPage.getByLabel('Your name').fill('Rita Recruiter');
    await recruiterPage.getByLabel('Password', { exact: true }).fill(`orbit-${crypto.randomBytes(6).toString('hex')}`);
    await recruiterPage.getByLabel('Phone').fill('+234 803 555 0111');
    await recruiterPage.getByLabel(/I accept the/).check();
    await expectNoSeriousA11yViolations(recruiterPage);
    await recruiterPage.getByRole('button', { name: `Join ${companyName}` }).click();
    await recruiterPage.getByText('You are Recruiter.').waitFor();

    await recruiterPage.goto(`/jobs/${jobId}/applicants`);
    await recruiterPage.getByRole('button', { name: 'View application of Efua Mensah' }).click();
    await recruiterPage.getByRole('button', { name: 'Shortlist' }).click();
    await expect
      .poll(async () => {
        const trail = await api<AuditResponse>(app.baseUrl, '/team/audit', { token: ownerToken });
        return trail.entries.some(
          (entry) => entry.action === 'application.status' && entry.detail.endsWith('Shortlisted'),
        );
      })
      .toBe(true);
  });

  it('the owner sees the move in the audit trail at 390 px, removes the recruiter, whose next move is refused', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: app.baseUrl,
      isMobile: true,
    });
    const page = await context.newPage();
    await signIn(page, ownerToken);
    await page.goto('/team');
    // On a phone each entry is a card, so nothing is read by scrolling sideways.
    const trail = page.getByRole('list', { name: 'Audit entries' });
    await trail
      .getByRole('listitem')
      .filter({ hasText: 'Rita Recruiter' })
      .filter({ hasText: 'Moved an application' })
      .first()
      .waitFor();
    await page.getByLabel('Member', { exact: true }).selectOption({ label: 'Rita Recruiter' });
    await expect.poll(() => trail.getByRole('listitem').filter({ hasText: 'Olu Owner' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await trail.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.getByRole('region', { name: 'Audit entries' }).isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'team-audit-mobile');

    await page.getByRole('button', { name: 'Remove Rita Recruiter' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Rita Recruiter' }).waitFor({ state: 'detached' });
    await context.close();

    // Still signed in, but no longer on the team: the same move is refused (the company's applications are not theirs).
    const token = await recruiterPage.evaluate(() => localStorage.getItem('token'));
    const refused = await fetch(`${app.baseUrl}/api/applications/${applicationId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'Offered' }),
    });
    expect(refused.status).toBe(404);
    await recruiterPage.goto(`/jobs/${jobId}/applicants`);
    await recruiterPage
      .getByText(/not found/i)
      .first()
      .waitFor();
  });
});
