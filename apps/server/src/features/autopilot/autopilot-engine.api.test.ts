import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backgroundTaskDeps } from '../../background-tasks.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions, autopilotSettings } from '../../db/schema/autopilot.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { buildAutopilotSeeker, setAutopilot } from '../../test-support/autopilot-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { scanSeeker } from './scan-seeker.ts';
import { sendQueuedApplication } from './send-application.ts';

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;
const worldwide = { worldwide: true, countries: [], regions: [] };

describe('the Autopilot engine', () => {
  let server: TestServer;
  let deps: ReturnType<typeof backgroundTaskDeps>;

  beforeAll(async () => {
    // Sends are spaced 30 minutes apart; the tests work them by hand with the fake clock.
    server = await startTestServer({ env: { AUTOPILOT_SEND_GAP_MINUTES: '30' } });
    deps = backgroundTaskDeps({
      db: server.database.db,
      clock: server.clock,
      log: server.app.log,
      config: server.config,
      boss: server.boss,
    });
  });
  afterAll(async () => {
    await server.close();
  });
  // Each test's seeker looks at the jobs that test made: the catalogue of earlier tests is closed first.
  beforeEach(async () => {
    await server.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.status, 'live'));
  });

  const decisionsOf = (seekerId: string) =>
    server.database.db.select().from(autopilotDecisions).where(eq(autopilotDecisions.seekerId, seekerId));
  const decisionFor = async (seekerId: string, jobId: string) =>
    (
      await server.database.db
        .select()
        .from(autopilotDecisions)
        .where(and(eq(autopilotDecisions.seekerId, seekerId), eq(autopilotDecisions.jobId, jobId)))
    )[0];
  const applicationsOf = (seekerId: string) =>
    server.database.db.select().from(applications).where(eq(applications.seekerId, seekerId));
  /** Works every queued send whose slot has come, as the worker would. */
  const sendDue = async (seekerId: string) => {
    const queued = (await decisionsOf(seekerId)).filter(
      (row) => row.outcome === 'queued' && row.sendAfter!.getTime() <= server.clock.now().getTime(),
    );
    for (const decision of queued) await sendQueuedApplication(deps, decision.id);
    return queued.length;
  };
  const goJob = (employer: SignedInEmployer, overrides: Parameters<typeof buildCompanyJob>[2] = {}) =>
    buildCompanyJob(server, employer, {
      title: 'Go Platform Engineer',
      skills: ['Go', 'Kubernetes', 'PostgreSQL'],
      eligibility: worldwide,
      regions: 'Worldwide',
      ...overrides,
    });

  it('decides each job in order — eligibility, filters, score, method — and says why', async () => {
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id, { excludedCompanies: ['Excluded Corp'] });
    const fits = await goJob(await buildCompanyEmployer(server));
    const usOnly = await goJob(await buildCompanyEmployer(server), {
      eligibility: { worldwide: false, countries: ['US'], regions: [] },
      regions: 'USA only',
    });
    const africa = await goJob(await buildCompanyEmployer(server), {
      eligibility: { worldwide: false, countries: [], regions: ['Africa'] },
      regions: 'Africa',
    });
    const unknown = await buildJob(server, {
      title: 'Go Engineer',
      skills: ['Go', 'Kubernetes'],
      regions: '',
      location: 'Remote',
      applicationMethodType: 'api',
      applicationMethodValue: 'https://jobs.example/apply',
    });
    const byUrl = await buildJob(server, {
      title: 'Go Developer',
      skills: ['Go', 'Kubernetes'],
      regions: 'Worldwide',
      applicationMethodType: 'url',
      applicationMethodValue: 'https://jobs.example/go',
    });
    const byEmail = await buildJob(server, {
      title: 'Golang Engineer',
      skills: ['Go', 'Kubernetes'],
      regions: 'Worldwide',
      applicationMethodType: 'email',
      applicationMethodValue: 'jobs@hiring.example',
    });
    const excluded = await buildJob(server, {
      company: 'Excluded Corp',
      title: 'Go SRE',
      skills: ['Go', 'Kubernetes'],
      regions: 'Worldwide',
      applicationMethodType: 'api',
      applicationMethodValue: 'https://x.example',
    });
    const refuses = await goJob(await buildCompanyEmployer(server), { acceptsAutopilot: false });
    const partTime = await goJob(await buildCompanyEmployer(server), { employmentType: 'Part-time' });

    await scanSeeker(deps, seeker.id);
    const outcome = async (jobId: string) => {
      const row = await decisionFor(seeker.id, jobId);
      return row ? `${row.outcome}${row.reasonCode ? ` ${row.reasonCode}` : ''}` : 'none';
    };
    expect(await outcome(fits.id)).toBe('queued');
    expect(await outcome(usOnly.id)).toBe('skipped not_eligible');
    expect(await outcome(unknown.id)).toBe('proposed eligibility_unknown');
    expect(await outcome(byUrl.id)).toBe('suggested');
    expect(await outcome(byEmail.id)).toBe('proposed');
    expect(await outcome(excluded.id)).toBe('skipped excluded_company');
    expect(await outcome(refuses.id)).toBe('skipped refuses_autopilot');
    expect(await outcome(partTime.id)).toBe('skipped job_type');
    // One application per company per scan: the Africa job's company differs, so it is queued too.
    expect(await outcome(africa.id)).toBe('queued');
    const queued = await decisionFor(seeker.id, fits.id);
    expect(queued!.coverLetter.length).toBeGreaterThan(0);
    expect(queued!.reason).toContain('Open to candidates');
  });

  it('fails closed: below the minimum score is skipped; a seeker in review mode gets proposals, never sends', async () => {
    const picky = await buildAutopilotSeeker(server);
    await setAutopilot(server, picky.id, { minimumMatchScore: 100 });
    const job = await goJob(await buildCompanyEmployer(server));
    await scanSeeker(deps, picky.id);
    expect(await decisionFor(picky.id, job.id)).toMatchObject({ outcome: 'skipped', reasonCode: 'below_score' });

    const careful = await buildAutopilotSeeker(server);
    await setAutopilot(server, careful.id, { mode: 'review' });
    const fits = await goJob(await buildCompanyEmployer(server));
    await scanSeeker(deps, careful.id);
    expect(await decisionFor(careful.id, fits.id)).toMatchObject({ outcome: 'proposed' });
    expect(await applicationsOf(careful.id)).toHaveLength(0);
  });

  it('sends spaced by the gap, through the same apply as a person, marked Autopilot, with the letter kept', async () => {
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id);
    const [first, second] = [
      await goJob(await buildCompanyEmployer(server)),
      await goJob(await buildCompanyEmployer(server)),
    ];
    await scanSeeker(deps, seeker.id);
    // Queued, the first perhaps already sent: the send queue notifies its worker, which may take it at once.
    const queued = (await decisionsOf(seeker.id)).filter(
      (row) => row.outcome === 'queued' || row.outcome === 'applied',
    );
    expect(queued.map((row) => row.jobId).sort()).toEqual([first.id, second.id].sort());
    const slots = queued.map((row) => row.sendAfter!.getTime()).sort();
    expect(slots[1]! - slots[0]!).toBe(30 * minuteMs);

    // The first is due at once (the worker may already have sent it); the second only after its slot.
    await sendDue(seeker.id);
    await eventually(async () => (await applicationsOf(seeker.id)).length === 1, {
      timeoutMs: 10_000,
      what: 'the first send',
    });
    server.clock.advance(29 * minuteMs);
    await sendDue(seeker.id);
    expect(await applicationsOf(seeker.id)).toHaveLength(1);
    server.clock.advance(minuteMs);
    await sendDue(seeker.id);
    const sent = await applicationsOf(seeker.id);
    expect(sent).toHaveLength(2);
    for (const application of sent) {
      expect(application).toMatchObject({ autopilotGenerated: true, status: 'Applied' });
      const decision = await decisionFor(seeker.id, application.jobId);
      expect(decision).toMatchObject({ outcome: 'applied', applicationId: application.id });
      expect(application.coverLetter).toBe(decision!.coverLetter);
    }
    const mine = await server.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(seeker.token) });
    expect(mine.json().every((entry: { autopilotGenerated: boolean }) => entry.autopilotGenerated)).toBe(true);
  });

  it('never twice: not a job applied to (withdrawn too), not a repost within 60 days, one application per company per 30 days', async () => {
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id);
    const applied = await buildCompanyEmployer(server);
    const appliedJob = await goJob(applied, { title: 'Go Engineer' });
    await applyTo(server, seeker.token, appliedJob.id);
    const repost = await goJob(applied, { title: 'Go Engineer (Remote)' });
    const sameCompany = await goJob(applied, { title: 'Kubernetes Platform Lead' });
    const older = await buildCompanyEmployer(server);
    const oldJob = await goJob(older, { title: 'Backend Go Engineer' });
    await server.database.db.insert(applications).values({
      seekerId: seeker.id,
      jobId: oldJob.id,
      appliedAt: new Date(server.clock.now().getTime() - 45 * dayMs),
      withdrawnAt: server.clock.now(),
    });
    const oldRepost = await goJob(older, { title: 'Backend Go Engineer' });
    const oldOther = await goJob(older, { title: 'Go Developer Advocate' });

    await scanSeeker(deps, seeker.id);
    expect(await decisionFor(seeker.id, appliedJob.id)).toBeUndefined();
    expect(await decisionFor(seeker.id, repost.id)).toMatchObject({ outcome: 'skipped', reasonCode: 'repost' });
    expect(await decisionFor(seeker.id, sameCompany.id)).toMatchObject({
      outcome: 'skipped',
      reasonCode: 'company_cooldown',
    });
    expect(await decisionFor(seeker.id, oldRepost.id)).toMatchObject({ outcome: 'skipped', reasonCode: 'repost' });
    // 45 days ago is past the company cooldown: another role there may be sent.
    expect(await decisionFor(seeker.id, oldOther.id)).toMatchObject({ outcome: 'queued' });
  });

  it('caps: the daily limit in the seeker’s zone; the rest waits for their midnight, not the server’s', async () => {
    const seeker = await buildAutopilotSeeker(server);
    // 21:30 UTC = 22:30 in Lagos: an hour and a half before the seeker's midnight.
    server.clock.set(new Date('2027-03-10T21:30:00Z'));
    await setAutopilot(server, seeker.id, { dailyLimit: 2, weeklyLimit: 10, timeZone: 'Africa/Lagos' });
    const jobsFor = await Promise.all([1, 2, 3, 4].map(async () => goJob(await buildCompanyEmployer(server))));
    await scanSeeker(deps, seeker.id);
    let rows = await decisionsOf(seeker.id);
    expect(rows.filter((row) => row.outcome === 'queued')).toHaveLength(2);
    expect(rows.filter((row) => row.reasonCode === 'daily_cap')).toHaveLength(2);
    await sendDue(seeker.id);
    server.clock.advance(30 * minuteMs);
    await sendDue(seeker.id);
    expect(await applicationsOf(seeker.id)).toHaveLength(2);

    // 22:45 UTC = 23:45 in Lagos: still the same local day, nothing more.
    server.clock.set(new Date('2027-03-10T22:45:00Z'));
    await scanSeeker(deps, seeker.id);
    expect((await decisionsOf(seeker.id)).filter((row) => row.outcome === 'queued')).toHaveLength(0);
    // 23:15 UTC = 00:15 in Lagos the next day: the two left are sent.
    server.clock.set(new Date('2027-03-10T23:15:00Z'));
    await scanSeeker(deps, seeker.id);
    rows = await decisionsOf(seeker.id);
    expect(rows.filter((row) => row.outcome === 'queued')).toHaveLength(2);
    await sendDue(seeker.id);
    server.clock.advance(30 * minuteMs);
    await sendDue(seeker.id);
    expect((await applicationsOf(seeker.id)).map((row) => row.jobId).sort()).toEqual(
      jobsFor.map((job) => job.id).sort(),
    );
    server.clock.set(new Date());
  });

  it('two scans and duplicated sends at once never exceed a cap or apply twice', async () => {
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id, { dailyLimit: 3, weeklyLimit: 3 });
    await Promise.all([1, 2, 3, 4, 5, 6].map(async () => goJob(await buildCompanyEmployer(server))));
    await Promise.all([scanSeeker(deps, seeker.id), scanSeeker(deps, seeker.id), scanSeeker(deps, seeker.id)]);
    // Queued, the first perhaps already sent: the send queue notifies its worker, which may take it at once.
    const queued = (await decisionsOf(seeker.id)).filter(
      (row) => row.outcome === 'queued' || row.outcome === 'applied',
    );
    expect(queued).toHaveLength(3);
    server.clock.advance(3 * 60 * minuteMs);
    // Every queued send worked three times at once (a retried job, two workers).
    await Promise.all(queued.flatMap((decision) => [1, 2, 3].map(() => sendQueuedApplication(deps, decision.id))));
    const sent = await applicationsOf(seeker.id);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((row) => row.jobId)).size).toBe(sent.length);
  });

  it('Stop cancels queued sends at once: the send that comes later sends nothing', async () => {
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id);
    await goJob(await buildCompanyEmployer(server));
    await goJob(await buildCompanyEmployer(server));
    await scanSeeker(deps, seeker.id);
    // The first send is due at once (a worker may send it now); the second waits 30 minutes for its slot.
    const queued = (await decisionsOf(seeker.id))
      .filter((row) => row.outcome === 'queued')
      .sort((a, b) => a.sendAfter!.getTime() - b.sendAfter!.getTime());
    expect(queued).toHaveLength(2);
    const later = queued[1]!;
    const stop = await server.app.inject({ method: 'POST', url: '/api/autopilot/stop', headers: bearer(seeker.token) });
    expect(stop.json().cancelled).toBeGreaterThanOrEqual(1);
    server.clock.advance(31 * minuteMs);
    await sendQueuedApplication(deps, later.id);
    expect((await applicationsOf(seeker.id)).map((row) => row.jobId)).not.toContain(later.jobId);
    expect(await decisionFor(seeker.id, later.jobId)).toMatchObject({ outcome: 'cancelled', reasonCode: 'stopped' });
  });

  it('review: approve sends the edited letter; skip is final; proposals expire after 3 days', async () => {
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id, { mode: 'review' });
    const [a, b, c] = [
      await goJob(await buildCompanyEmployer(server)),
      await goJob(await buildCompanyEmployer(server)),
      await goJob(await buildCompanyEmployer(server)),
    ];
    await scanSeeker(deps, seeker.id);
    const queue = (
      await server.app.inject({ method: 'GET', url: '/api/autopilot/queue', headers: bearer(seeker.token) })
    ).json();
    expect(queue.proposals.map((entry: { job: { _id: string } }) => entry.job._id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    const proposal = (id: string) => queue.proposals.find((entry: { job: { _id: string } }) => entry.job._id === id);
    const decide = (id: string, body: object) =>
      server.app.inject({
        method: 'POST',
        url: `/api/autopilot/queue/${proposal(id)._id}`,
        headers: bearer(seeker.token),
        payload: body,
      });

    const approved = await decide(a.id, { decision: 'approve', coverLetter: 'My own words, edited.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().decision.outcome).toBe('queued');
    expect((await decide(b.id, { decision: 'skip' })).json().decision.outcome).toBe('dismissed');
    expect((await decide(b.id, { decision: 'approve' })).statusCode).toBe(409);
    await sendDue(seeker.id);
    const [sent] = await applicationsOf(seeker.id);
    expect(sent).toMatchObject({ jobId: a.id, coverLetter: 'My own words, edited.', autopilotGenerated: true });

    server.clock.advance(3 * dayMs + minuteMs);
    const later = (
      await server.app.inject({ method: 'GET', url: '/api/autopilot/queue', headers: bearer(seeker.token) })
    ).json();
    expect(later.proposals).toHaveLength(0);
    expect(await decisionFor(seeker.id, c.id)).toMatchObject({ outcome: 'expired' });
    const activity = (
      await server.app.inject({ method: 'GET', url: '/api/autopilot/activity', headers: bearer(seeker.token) })
    ).json();
    expect(activity.entries.map((entry: { outcome: string }) => entry.outcome).sort()).toEqual([
      'applied',
      'dismissed',
      'expired',
    ]);
    expect(activity.entries.find((entry: { outcome: string }) => entry.outcome === 'applied').resumeFileName).toBe(
      'amaka-resume.pdf',
    );
  });

  it('pauses itself after 3 failed sends in a row, and when the resume becomes unreadable, saying why', async () => {
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id, { mode: 'review' });
    // E-mail applications to addresses that cannot receive mail fail at once.
    await Promise.all(
      [1, 2, 3].map((n) =>
        buildJob(server, {
          title: `Go Engineer ${n}`,
          skills: ['Go', 'Kubernetes'],
          regions: 'Worldwide',
          applicationMethodType: 'email',
          applicationMethodValue: 'not-an-address',
        }),
      ),
    );
    await scanSeeker(deps, seeker.id);
    const proposals = (await decisionsOf(seeker.id)).filter((row) => row.outcome === 'proposed');
    expect(proposals).toHaveLength(3);
    for (const proposal of proposals) {
      await server.app.inject({
        method: 'POST',
        url: `/api/autopilot/queue/${proposal.id}`,
        headers: bearer(seeker.token),
        payload: { decision: 'approve' },
      });
      server.clock.advance(31 * minuteMs);
      await sendDue(seeker.id);
    }
    expect((await decisionsOf(seeker.id)).filter((row) => row.outcome === 'failed')).toHaveLength(3);
    const [settings] = await server.database.db
      .select()
      .from(autopilotSettings)
      .where(eq(autopilotSettings.userId, seeker.id));
    expect(settings).toMatchObject({ isActive: false });
    expect(settings!.pausedReason).toContain('3 applications in a row could not be sent');

    const other = await buildAutopilotSeeker(server);
    await setAutopilot(server, other.id);
    await server.database.db
      .update(resumeAnalyses)
      .set({ status: 'unreadable' })
      .where(eq(resumeAnalyses.fileId, other.resumeFileId!));
    await scanSeeker(deps, other.id);
    const status = (
      await server.app.inject({ method: 'GET', url: '/api/autopilot/status', headers: bearer(other.token) })
    ).json();
    expect(status.isActive).toBe(false);
    expect(status.pausedReason).toContain('your resume could not be read');
  });
});
