import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { insertDecision } from '../../test-support/autopilot-application-builders.ts';
import { buildUser } from '../../test-support/builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { writeDecisions, type DecisionToWrite } from './write-decisions.ts';

/**
 * A scan's decisions in one statement, and what holds them to their seeker and job now that no foreign key does: the
 * statement-level triggers of migration 0031 (checked as a foreign key checks, cascaded as it cascaded).
 */
describe('writeDecisions and the decisions table', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const decision = (jobId: string, overrides: Partial<DecisionToWrite> = {}): DecisionToWrite => ({
    jobId,
    outcome: 'skipped',
    reasonCode: 'below_score',
    reason: 'Match 41% is below your minimum of 70%',
    matchScore: 41,
    matchReasons: ['Shares Go'],
    coverLetter: '',
    sendAfter: null,
    expiresAt: null,
    ...overrides,
  });
  const decisionsOf = (seekerId: string) =>
    server.database.db.select().from(autopilotDecisions).where(eq(autopilotDecisions.seekerId, seekerId));

  it('writes every row as given, replaces only skips, and returns what it wrote', async () => {
    const seeker = await buildUser(server);
    const [skipped, queued, proposed] = await Promise.all([buildJob(server), buildJob(server), buildJob(server)]);
    const now = server.clock.now();
    const slot = new Date(now.getTime() + 15 * 60 * 1000);
    const first = await writeDecisions(server.database.db, seeker.id, now, [
      decision(skipped.id),
      decision(queued.id, {
        outcome: 'queued',
        reasonCode: null,
        reason: 'Fits',
        coverLetter: 'Dear team',
        sendAfter: slot,
      }),
    ]);
    expect(first.map((row) => row.outcome).sort()).toEqual(['queued', 'skipped']);
    const stored = await decisionsOf(seeker.id);
    const queuedRow = stored.find((row) => row.jobId === queued.id);
    expect(queuedRow).toMatchObject({ outcome: 'queued', coverLetter: 'Dear team', matchReasons: ['Shares Go'] });
    expect(queuedRow?.sendAfter?.getTime()).toBe(slot.getTime());
    expect(first.find((row) => row.jobId === queued.id)?.id).toBe(queuedRow?.id);

    // Again: the skip becomes a proposal, the queued send is left as it is (not returned), a new job is added.
    const later = new Date(now.getTime() + 60_000);
    const second = await writeDecisions(server.database.db, seeker.id, later, [
      decision(skipped.id, { outcome: 'proposed', reasonCode: 'review_mode', reason: 'Review mode' }),
      decision(queued.id, { outcome: 'skipped', reasonCode: 'daily_cap', reason: 'Cap' }),
      decision(proposed.id, { outcome: 'suggested', reasonCode: null, reason: 'Apply on their site' }),
    ]);
    expect(second.map((row) => row.jobId).sort()).toEqual([skipped.id, proposed.id].sort());
    const after = new Map((await decisionsOf(seeker.id)).map((row) => [row.jobId, row]));
    expect(after.get(skipped.id)).toMatchObject({ outcome: 'proposed', reasonCode: 'review_mode' });
    expect(after.get(skipped.id)?.updatedAt.getTime()).toBe(later.getTime());
    expect(after.get(queued.id)).toMatchObject({ outcome: 'queued', reason: 'Fits' });
    expect(after.get(proposed.id)?.outcome).toBe('suggested');
  });

  it('refuses a decision about a job or a seeker that does not exist, and writes none of the statement', async () => {
    const seeker = await buildUser(server);
    const job = await buildJob(server);
    const now = server.clock.now();
    await expect(
      writeDecisions(server.database.db, seeker.id, now, [decision(job.id), decision(randomUUID())]),
    ).rejects.toThrow();
    await expect(writeDecisions(server.database.db, randomUUID(), now, [decision(job.id)])).rejects.toThrow();
    await expect(
      insertDecision(server, { seekerId: seeker.id, jobId: randomUUID(), outcome: 'skipped' }),
    ).rejects.toThrow();
    expect(await decisionsOf(seeker.id)).toEqual([]);
    // Moving a decision to a job that does not exist is refused too.
    const id = await insertDecision(server, { seekerId: seeker.id, jobId: job.id, outcome: 'skipped' });
    await expect(
      server.database.db.update(autopilotDecisions).set({ jobId: randomUUID() }).where(eq(autopilotDecisions.id, id)),
    ).rejects.toThrow();
  });

  it("goes with its job and with the seeker's account, as a cascading foreign key did", async () => {
    const seeker = await buildUser(server);
    const other = await buildUser(server);
    const [gone, kept] = await Promise.all([buildJob(server), buildJob(server)]);
    for (const seekerId of [seeker.id, other.id])
      for (const job of [gone, kept]) await insertDecision(server, { seekerId, jobId: job.id, outcome: 'skipped' });

    await server.database.db.delete(jobs).where(eq(jobs.id, gone.id));
    expect((await decisionsOf(seeker.id)).map((row) => row.jobId)).toEqual([kept.id]);
    expect((await decisionsOf(other.id)).map((row) => row.jobId)).toEqual([kept.id]);

    await server.database.db.delete(users).where(eq(users.id, seeker.id));
    expect(await decisionsOf(seeker.id)).toEqual([]);
    expect((await decisionsOf(other.id)).map((row) => row.jobId)).toEqual([kept.id]);
  });
});
