import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessages } from '@orbit/shared/alert-contracts';
import { eventually } from '../../apps/server/src/test-support/eventually.ts';
import type { FeedServer } from '../../apps/server/src/test-support/feed-server.ts';
import { linkFrom, startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { cardTitles, openPage } from '../support/catalogue.ts';
import { createOnboardedSeeker, signIn } from '../support/seeker-account.ts';
import { startCatalogueFeeds } from '../support/catalogue-feeds.ts';

/**
 * Issue 17 §4, job alerts in a real browser: a visitor creates an alert from /jobs with the search on screen, confirms
 * it from the e-mail, new jobs are imported, the digest arrives through SMTP with only the new matching jobs, and its
 * unsubscribe link ends the alert. The catalogue starts with Remotive's jobs; the new ones come from We Work Remotely,
 * enabled on a second start of the server on the same data (a feed is polled at most every few hours, by the real clock).
 */
describe('job alerts, in a real browser', () => {
  let feeds: FeedServer;
  let smtp: SmtpCatcher;
  let app: AppProcess;
  let browser: Browser;
  const visitor = `alert-visitor-${Date.now()}@example.org`;

  const env = (sources: string) => ({
    SEED_DEMO_DATA: 'false',
    JOB_SOURCES_ENABLED: sources,
    JOB_IMPORT_SCHEDULE: 'off',
    JOB_IMPORT_RETRIES: '0',
    JOB_ALERT_SCHEDULE: 'off',
    SMTP_URL: smtp.url,
    ...feeds.env,
  });
  const scrape = async () => {
    const response = await fetch(`${app.baseUrl}/api/jobs/scrape`, { method: 'POST' });
    expect(response.status).toBe(200);
  };
  /**
   * An import as `npm run import` asks the running server for one (the browser's Refresh reuses a run from the last 10
   * minutes): through the control endpoint, with the token the server left in DATA_DIR; waits for the run to end.
   */
  const importAsOperator = async () => {
    const { token } = JSON.parse(fs.readFileSync(path.join(app.dataDir, 'control.json'), 'utf8')) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const started = await fetch(`${app.baseUrl}/api/internal/import-runs`, { method: 'POST', headers });
    expect(started.status).toBe(202);
    const { run } = (await started.json()) as { run: { _id: string } };
    const ended = await eventually(
      async () => {
        const { run: now } = (await (
          await fetch(`${app.baseUrl}/api/internal/import-runs/${run._id}`, { headers })
        ).json()) as { run: { status: string; totals: { created: number } } };
        return now.status !== 'queued' && now.status !== 'running' ? now : undefined;
      },
      { timeoutMs: 45_000, intervalMs: 250, what: `import ${run._id} to end` },
    );
    expect(ended).toMatchObject({ status: 'succeeded', totals: { created: 3 } });
  };

  beforeAll(async () => {
    feeds = await startCatalogueFeeds();
    smtp = await startSmtpCatcher();
    const first = await startApp(env('remotive'));
    app = first;
    await scrape();
    await first.stop({ keepData: true });
    [app, browser] = await Promise.all([
      startApp(env('remotive,we-work-remotely'), { dataDir: first.dataDir }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await smtp?.close();
    await feeds?.close();
  });

  it('create an alert from /jobs, confirm it, import new jobs, the digest arrives, unsubscribe works', async () => {
    const { page, errors } = await openPage(browser, app.baseUrl);
    await page.goto('/jobs?title=senior');
    await page.getByRole('link', { name: 'Senior Backend Engineer', exact: true }).waitFor();

    // The search on screen, saved as it is.
    const panel = page.getByRole('complementary', { name: 'Job filters' });
    await panel.getByText('Get new jobs matching “senior” by e-mail.').waitFor();
    await panel.getByRole('button', { name: 'Create alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a job alert' });
    await dialog.getByLabel('How often').selectOption('instant');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText(alertMessages.emailRequired).waitFor();
    await dialog.getByLabel('E-mail address').fill(visitor);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText(alertMessages.confirmationSent).waitFor();
    await snap(page, 'job-alerts-01-confirmation-sent');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The confirmation link, opened from the e-mail.
    const confirmation = await smtp.waitFor(visitor, (mail) => mail.subject === 'Confirm your job alert on Orbit Jobs');
    const { url: confirmUrl } = linkFrom(confirmation, '/alerts/confirm');
    expect(confirmUrl.startsWith(`${app.baseUrl}/alerts/confirm?token=`)).toBe(true);
    await page.goto(confirmUrl);
    await page.getByText(alertMessages.confirmed).waitFor();
    await page.getByText('Alert: “senior”').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'job-alerts-02-confirmed');

    // New jobs: We Work Remotely's, imported now (Senior iOS Developer matches). Remotive's were there before the alert and are not new to it.
    await importAsOperator();
    const digest = await smtp.waitFor(visitor, (mail) => mail.subject.includes('for your alert'));
    expect(digest.subject).toBe('1 new job for your alert: “senior”');
    expect(digest.text).toContain('Senior iOS Developer — Tidewater Apps\nOpen worldwide\n');
    expect(digest.text).not.toContain('Senior Backend Engineer');
    expect(digest.text).toContain(`See every matching job: ${app.baseUrl}/jobs?search=senior`);
    const jobLink = digest.text.match(new RegExp(`${app.baseUrl}/jobs/[0-9a-f-]{36}`))?.[0];
    expect(jobLink).toBeDefined();
    const oneClick = digest.headers['list-unsubscribe']?.match(/^<(.+)>$/)?.[1];
    expect(oneClick?.startsWith(`${app.baseUrl}/api/alerts/unsubscribe?token=`)).toBe(true);
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The job link opens the job.
    await page.goto(jobLink!);
    await page.getByRole('heading', { level: 1, name: 'Senior iOS Developer' }).waitFor();

    // One click on the footer's link ends the alert.
    const unsubscribeUrl = digest.text.match(/Unsubscribe from this alert: (\S+)/)?.[1];
    expect(unsubscribeUrl?.startsWith(`${app.baseUrl}/alerts/unsubscribe?token=`)).toBe(true);
    await page.goto(unsubscribeUrl!);
    await page.getByText(alertMessages.unsubscribed).waitFor();
    await page.getByText('Alert: “senior”').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'job-alerts-03-unsubscribed');
    // The alert is gone: the mail client's one-click POST finds nothing left to end.
    const again = await fetch(oneClick!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ msg: alertMessages.unsubscribed, summary: '' });

    // The search the alert was for, with the new job in it.
    await page.goto('/jobs?title=senior');
    await page.getByRole('link', { name: 'Senior iOS Developer', exact: true }).waitFor();
    expect(await cardTitles(page)).toContain('Senior Backend Engineer');
    expect(errors).toEqual([]);
  });

  it('signed in: the alert goes to the account at once, is listed on the profile and deleted there', async () => {
    const seeker = await createOnboardedSeeker(app.baseUrl, smtp, { name: 'Chiamaka Obi', skills: ['Swift', 'iOS'] });
    const { page, errors } = await openPage(browser, app.baseUrl);
    await signIn(page, seeker.token);
    await page.goto('/jobs?title=ios&type=full-time');
    const panel = page.getByRole('complementary', { name: 'Job filters' });
    // Their list is open to Ghana (their location) unless they turn it off: so is the alert.
    await panel.getByText('Get new jobs matching “ios” · Full-time · open to Ghana by e-mail.').waitFor();
    await panel.getByRole('button', { name: 'Create alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a job alert' });
    await dialog.getByText(seeker.email).waitFor();
    await dialog.getByLabel('How often').selectOption('weekly');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await page.getByText(alertMessages.created).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/profile');
    const alerts = page.getByRole('region', { name: 'Job alerts' });
    await alerts.getByText('“ios” · Full-time · open to Ghana').waitFor();
    await alerts.getByText('Weekly · nothing sent yet').waitFor();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'job-alerts-04-profile');
    await alerts.getByRole('button', { name: 'Delete the alert “ios” · Full-time · open to Ghana' }).click();
    await page.getByText(alertMessages.deleted).waitFor();
    await alerts.getByText('No job alerts yet.', { exact: false }).waitFor();
    expect(errors).toEqual([]);
  });
});
