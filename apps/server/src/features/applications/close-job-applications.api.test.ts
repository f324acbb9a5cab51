import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@orbit/shared/application-contracts';
import type { Application } from '@orbit/shared/application-contracts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import {
  applicationRow,
  applyTo,
  buildCompanyJob,
  emailsTo,
  runHeldBackJobs,
  setApplicationStatus,
} from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { closeJobApplications, closingFeedback } from './close-job-applications.ts';
import { statusEmailTask } from './status-email.ts';

const minuteMs = 60 * 1000;

describe('closeJobApplications (called by closing a job)', () => {
  let server: TestServer;
  let owner: SignedInEmployer;

  beforeAll(async () => {
    server = await startTestServer({ env: { STATUS_EMAIL_GAP_MINUTES: '60' } });
    owner = await buildCompanyEmployer(server);
  });
  afterAll(() => server.close());

  const close = (jobId: string, reason: 'filled' | 'cancelled', message: string) =>
    server.database.db.transaction((tx) =>
      closeJobApplications(tx, { boss: server.boss, clock: server.clock, config: server.config }, jobId, {
        reason,
        message,
      }),
    );

  /** One application per status (plus a withdrawn one), each by its own seeker. */
  async function applicationsIn(jobId: string, statuses: (ApplicationStatus | 'withdrawn')[]) {
    const made: { status: ApplicationStatus | 'withdrawn'; id: string; seeker: SignedInSeeker }[] = [];
    for (const status of statuses) {
      const seeker = await buildSeeker(server, { resume: false });
      const id = (await applyTo(server, seeker.token, jobId)).application._id;
      if (status === 'withdrawn')
        await setApplicationStatus(server, id, 'Applied', { withdrawnAt: server.clock.now() });
      else await setApplicationStatus(server, id, status);
      made.push({ status, id, seeker });
    }
    return made;
  }

  it('answers every still-open application exactly once when two closes race, and tells each seeker once', async () => {
    const job = await buildCompanyJob(server, owner, { title: 'Closing Role' });
    const made = await applicationsIn(job.id, [
      'Applied',
      'Pending',
      'Reviewing',
      'Shortlisted',
      'Offered',
      'Rejected',
      'Accepted',
      'withdrawn',
    ]);
    const open = made.slice(0, 5);
    const untouched = made.slice(5);
    // One of them was answered and e-mailed ten minutes ago: its first response stays, its e-mail waits for the gap.
    const earlier = new Date(server.clock.now().getTime() - 10 * minuteMs);
    await setApplicationStatus(server, open[2]!.id, 'Reviewing', {
      firstResponseAt: earlier,
      notifiedStatus: 'Reviewing',
      notifiedAt: earlier,
    });

    const counts = await Promise.all([
      close(job.id, 'filled', '  We hired someone for this role.  '),
      close(job.id, 'filled', 'Second close'),
    ]);
    expect([...counts].sort()).toEqual([0, 5]);
    // Either close may take the job's lock first (on PostgreSQL they really run at once): its message is everyone's.
    const winner = counts[0] === 5 ? 'We hired someone for this role.' : 'Second close';

    const now = server.clock.now();
    for (const { id } of open) {
      const row = await applicationRow(server, id);
      expect(row).toMatchObject({ status: 'Rejected', feedback: winner, statusChangedAt: now });
      expect(row.firstResponseAt).toEqual(id === open[2]!.id ? earlier : now);
    }
    for (const { id, status } of untouched) {
      const row = await applicationRow(server, id);
      expect(row.status).toBe(status === 'withdrawn' ? 'Applied' : status);
      expect(row.feedback).toBe('');
    }

    // The seekers see the outcome and the message on My Applications.
    const seen = (
      await server.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(open[0]!.seeker.token) })
    ).json<Application[]>();
    expect(seen[0]).toMatchObject({ status: 'Rejected', feedback: winner, firstResponseAt: now.toISOString() });

    // Status e-mails: at once for the four never e-mailed; the fifth once its gap has passed.
    for (const { seeker } of [open[0]!, open[1]!, open[3]!, open[4]!]) {
      await eventually(async () => (await emailsTo(server, seeker.email)).length === 1, {
        timeoutMs: 15_000,
        what: `status e-mail to ${seeker.email}`,
      });
    }
    expect(await emailsTo(server, open[2]!.seeker.email)).toHaveLength(0);
    server.clock.advance(51 * minuteMs);
    expect(await runHeldBackJobs(server, statusEmailTask)).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await emailsTo(server, open[2]!.seeker.email)).length === 1, {
      timeoutMs: 15_000,
      what: 'the held-back status e-mail',
    });
    await drainQueues(server);
    for (const { seeker } of open) {
      const mails = await emailsTo(server, seeker.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('An update on your application for Closing Role');
      expect(mails[0]!.textBody).toContain(winner);
    }
    for (const { seeker } of untouched) expect(await emailsTo(server, seeker.email)).toHaveLength(0);
  });

  it('gives a plain sentence for the reason when the employer wrote nothing, and answers nothing twice', async () => {
    const job = await buildCompanyJob(server, owner);
    const made = await applicationsIn(job.id, ['Applied', 'Shortlisted']);
    expect(await close(job.id, 'cancelled', '')).toBe(2);
    for (const { id } of made)
      expect(await applicationRow(server, id)).toMatchObject({
        status: 'Rejected',
        feedback: closingFeedback.cancelled,
      });
    expect(await close(job.id, 'cancelled', '')).toBe(0);
  });
});
