import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTaskDeps } from '../../background-tasks.ts';
import type { applications } from '../../db/schema/applications.ts';
import { autopilotSettings } from '../../db/schema/autopilot.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import {
  insertApplication,
  insertDecision,
  setAutopilotSettings,
} from '../../test-support/autopilot-application-builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { emailsTo } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { sendAutopilotDigests } from './autopilot-digest.ts';

const hourMs = 60 * 60 * 1000;

describe('the Autopilot summary e-mail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const run = () =>
    sendAutopilotDigests(
      backgroundTaskDeps({
        db: server.database.db,
        clock: server.clock,
        log: server.app.log,
        config: server.config,
        boss: server.boss,
      }),
    );
  const hoursAgo = (hours: number) => new Date(server.clock.now().getTime() - hours * hourMs);
  const lastDigestAt = async (userId: string) =>
    (await server.database.db.select().from(autopilotSettings).where(eq(autopilotSettings.userId, userId)))[0]
      ?.lastDigestAt;

  /** A seeker with Autopilot settings (no rows of their own yet). */
  async function seekerWithSettings(settings: Parameters<typeof setAutopilotSettings>[2] = {}) {
    const seeker = await buildSeeker(server, { name: 'Kofi Mensah', resume: false });
    await setAutopilotSettings(server, seeker.id, { isActive: true, ...settings });
    return seeker;
  }
  /** An application Autopilot sent for the seeker `hours` ago, to a new job. */
  async function sentFor(seekerId: string, hours: number, overrides: Partial<typeof applications.$inferInsert> = {}) {
    const tag = crypto.randomBytes(2).toString('hex');
    const job = await buildJob(server, { title: `Data Engineer ${tag}`, company: `Baobab ${tag}` });
    await insertApplication(server, {
      seekerId,
      jobId: job.id,
      autopilotGenerated: true,
      appliedAt: hoursAgo(hours),
      ...overrides,
    });
    return job;
  }

  it('lists what Autopilot sent and counts what awaits approval, with the links and how to turn the e-mails off', async () => {
    const seeker = await seekerWithSettings();
    const first = await sentFor(seeker.id, 5);
    const second = await sentFor(seeker.id, 2);
    // Not Autopilot's, withdrawn, failed, or older than the first window: not listed.
    const manual = await sentFor(seeker.id, 1, { autopilotGenerated: false });
    const withdrawn = await sentFor(seeker.id, 1, { withdrawnAt: hoursAgo(0.5) });
    const failed = await sentFor(seeker.id, 1, { status: 'Failed' });
    const old = await sentFor(seeker.id, 30);
    const proposed = await buildJob(server);
    await insertDecision(server, {
      seekerId: seeker.id,
      jobId: proposed.id,
      outcome: 'proposed',
      expiresAt: hoursAgo(-24),
    });
    // A proposal past its 3 days, and a queued send, are not waiting for the seeker.
    await insertDecision(server, {
      seekerId: seeker.id,
      jobId: (await buildJob(server)).id,
      outcome: 'proposed',
      expiresAt: hoursAgo(1),
    });
    await insertDecision(server, { seekerId: seeker.id, jobId: (await buildJob(server)).id, outcome: 'queued' });

    await run();
    const [mail, ...more] = await emailsTo(server, seeker.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Autopilot: 2 applications sent, 1 awaiting your approval');
    expect(mail!.textBody).toContain(
      `In the last 24 hours, Autopilot sent 2 applications for you:\n- ${first.title} at ${first.company}\n- ${second.title} at ${second.company}`,
    );
    expect(mail!.textBody).toContain('1 job awaits your approval. Approve or skip it: http://orbit.test/autopilot');
    expect(mail!.textBody).toContain('Everything Autopilot did, and why: http://orbit.test/autopilot/activity');
    expect(mail!.textBody).toContain(
      'To stop these e-mails, turn off the daily summary in your Autopilot settings: http://orbit.test/autopilot/settings',
    );
    expect(mail!.htmlBody).toContain('href="http://orbit.test/autopilot/settings"');
    for (const job of [manual, withdrawn, failed, old]) expect(mail!.textBody).not.toContain(job.title);
    expect(await lastDigestAt(seeker.id)).toEqual(server.clock.now());
  });

  it('at most one a day (~20 hours), then only what is new since the last one', async () => {
    const seeker = await seekerWithSettings();
    const before = await sentFor(seeker.id, 1);
    await Promise.all([run(), run()]);
    expect(await emailsTo(server, seeker.email)).toHaveLength(1);

    server.clock.advance(19 * hourMs);
    const later = await sentFor(seeker.id, 1);
    await run();
    expect(await emailsTo(server, seeker.email)).toHaveLength(1);

    server.clock.advance(2 * hourMs);
    await run();
    const mails = await emailsTo(server, seeker.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Autopilot: 1 application sent');
    expect(mails[1]!.textBody).toContain(
      `Since your last summary, Autopilot sent 1 application for you:\n- ${later.title} at ${later.company}`,
    );
    expect(mails[1]!.textBody).not.toContain(before.title);
    expect(mails[1]!.textBody).not.toContain('approval');
  });

  it('proposals alone are reason enough; nothing to say, or summaries turned off, is no e-mail', async () => {
    const waiting = await seekerWithSettings();
    for (let i = 0; i < 3; i += 1)
      await insertDecision(server, { seekerId: waiting.id, jobId: (await buildJob(server)).id, outcome: 'proposed' });
    const quiet = await seekerWithSettings();
    await sentFor(quiet.id, 25);
    const optedOut = await seekerWithSettings({ digestEmails: false });
    await sentFor(optedOut.id, 1);

    await run();
    const [mail] = await emailsTo(server, waiting.email);
    expect(mail!.subject).toBe('Autopilot: 3 awaiting your approval');
    expect(mail!.textBody).toContain('3 jobs await your approval. Approve or skip them: http://orbit.test/autopilot');
    expect(mail!.textBody).not.toContain('sent');
    expect(await emailsTo(server, quiet.email)).toEqual([]);
    expect(await emailsTo(server, optedOut.email)).toEqual([]);
    expect(await lastDigestAt(quiet.id)).toBeNull();
  });
});
