import { inArray } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@orbit/shared/job-contracts';
import { openPglite } from '../../apps/server/src/db/client.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { desktopContext, expectNoSeriousA11yViolations, launchBrowser, snap } from '../support/browser.ts';
import { allJobs, createOnboardedSeeker, isNativeJob, signIn, type Seeker } from '../support/seeker-account.ts';

const notSubmitted =
  'Your application has been saved, but could not be submitted externally. Please try applying directly on the company website.';

/** The employer's hiring system: refuses with 503 until told to accept, and counts what it was sent. */
function startEmployerApi() {
  const state = { accept: false, received: 0 };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      state.received += 1;
      if (state.accept) response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"received":true}');
      else response.writeHead(503, { 'Content-Type': 'text/plain' }).end('hiring system down for maintenance');
    });
  });
  return new Promise<{ state: typeof state; hostPort: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ state, hostPort: `127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('a submission the employer API refused: shown as failed, with a retry', () => {
  let smtp: SmtpCatcher;
  let employerApi: Awaited<ReturnType<typeof startEmployerApi>>;
  let app: AppProcess;
  let browser: Browser;
  let seeker: Seeker;
  let apiJobs: Job[];

  beforeAll(async () => {
    [smtp, employerApi] = await Promise.all([startSmtpCatcher(), startEmployerApi()]);
    // The demo catalogue's API jobs post to addresses under .example, which never resolve: two of them are pointed
    // at the local stand-in, between a first start (which creates the demo data) and a second on the same DATA_DIR.
    const first = await startApp({ SMTP_URL: smtp.url });
    apiJobs = (await allJobs(first.baseUrl))
      .filter((job) => !isNativeJob(job) && job.applicationMethod.type === 'api')
      .slice(0, 2);
    expect(apiJobs).toHaveLength(2);
    await first.stop({ keepData: true });
    const database = await openPglite(path.join(first.dataDir, 'pglite'));
    try {
      await database.db
        .update(jobs)
        .set({ applicationMethodValue: `http://${employerApi.hostPort}/v1/applications` })
        .where(
          inArray(
            jobs.id,
            apiJobs.map((job) => job._id),
          ),
        );
    } finally {
      await database.close();
    }
    [app, browser] = await Promise.all([
      startApp(
        { SMTP_URL: smtp.url, OUTBOUND_ALLOWED_HOSTS: employerApi.hostPort, OUTBOUND_TIMEOUT_MS: '3000' },
        { dataDir: first.dataDir },
      ),
      launchBrowser(),
    ]);
    seeker = await createOnboardedSeeker(app.baseUrl, smtp, { name: 'Chiamaka Obi', skills: ['React', 'Node.js'] });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await Promise.all([smtp?.close(), employerApi?.close()]);
  });

  const card = (page: Page, job: Job) =>
    page.locator('main article').filter({ has: page.getByRole('link', { name: job.title, exact: true }) });

  it('the apply area and My Applications say Failed with the reason, and Try again submits it once the API accepts', async () => {
    const [onJobPage, onList] = apiJobs as [Job, Job];
    const context = await desktopContext(browser, app.baseUrl);
    const page = await context.newPage();
    await signIn(page, seeker.token);

    // Refused: the apply area shows the spec's not-submitted message and the reason, never a success box.
    for (const job of apiJobs) {
      await page.goto(`/jobs/${job._id}`);
      await page.getByRole('button', { name: 'One-Click Apply' }).click();
      const failure = page.getByRole('alert').filter({ hasText: 'Not submitted to the employer' });
      await failure.getByText(notSubmitted).waitFor();
      await failure.getByText("Reason: The employer's API answered HTTP 503").waitFor();
      expect(await page.getByRole('heading', { name: 'Application Submitted!' }).count()).toBe(0);
      expect(await failure.getByRole('link', { name: /Apply on the company site/ }).getAttribute('href')).toBe(
        job.sourceUrl,
      );
    }
    expect(employerApi.state.received).toBe(2);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'apply-failures-01-job-page-failed');

    // My Applications: Failed, with the reason, Try again and the company's site; no "Applied via…" for these.
    await page.goto('/applications');
    for (const job of apiJobs) {
      const item = card(page, job);
      await item.getByText('Status: Failed', { exact: true }).waitFor();
      await item.getByText("Not accepted by the employer's system").waitFor();
      await item.getByText("Reason: The employer's API answered HTTP 503").waitFor();
      await item.getByRole('button', { name: `Try again for ${job.title}` }).waitFor();
      expect(await item.getByRole('link', { name: /Apply on the company site/ }).getAttribute('href')).toBe(
        job.sourceUrl,
      );
      expect(await item.getByText('Applied via direct submission').count()).toBe(0);
    }
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'apply-failures-02-list-failed');

    // The employer's system is back: Try again from My Applications…
    employerApi.state.accept = true;
    await card(page, onList)
      .getByRole('button', { name: `Try again for ${onList.title}` })
      .click();
    await page.getByText('Application submitted successfully', { exact: true }).waitFor();
    await card(page, onList).getByText('Applied via direct submission').waitFor();
    await card(page, onList).getByText('Status: Applied', { exact: true }).waitFor();
    expect(
      await card(page, onList)
        .getByRole('button', { name: /Try again/ })
        .count(),
    ).toBe(0);
    // Toasts stay with the page that raised them: moving to another page (in the app, no reload) leaves this one behind.
    const toast = page.getByText('Application submitted successfully', { exact: true });
    expect(await toast.isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Jobs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Remote Jobs' }).waitFor();
    // Gone with the page, well before its own 5 s are up.
    await toast.waitFor({ state: 'detached', timeout: 2000 });

    // …and from the job page, which remembers the failed attempt.
    await page.goto(`/jobs/${onJobPage._id}`);
    const failure = page.getByRole('alert').filter({ hasText: 'Not submitted to the employer' });
    await failure.getByText("Reason: The employer's API answered HTTP 503").waitFor();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
    await page.getByText('Your application has been submitted via API.').waitFor();
    expect(employerApi.state.received).toBe(4);

    // One application per job remains, both Applied: each retry retired its failed attempt.
    await page.goto('/applications');
    await card(page, onJobPage).getByText('Applied via direct submission').waitFor();
    for (const job of apiJobs) {
      expect(await card(page, job).count()).toBe(1);
      expect(await card(page, job).getByText('Status: Failed', { exact: true }).count()).toBe(0);
    }
    await context.close();
  });
});
