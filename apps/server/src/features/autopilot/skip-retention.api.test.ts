import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { insertDecision } from '../../test-support/autopilot-application-builders.ts';
import { buildUser } from '../../test-support/builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { deleteOldSkips } from './skip-retention.ts';

describe('Autopilot skip retention', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('deletes skips last written over 90 days ago, keeps every other decision, and a second run deletes nothing', async () => {
    const seeker = await buildUser(server);
    const now = server.clock.now().getTime();
    const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000);
    const jobsFor = await Promise.all(Array.from({ length: 5 }, () => buildJob(server)));
    const decided = async (index: number, outcome: 'skipped' | 'applied' | 'suggested' | 'dismissed', days: number) =>
      insertDecision(server, {
        seekerId: seeker.id,
        jobId: jobsFor[index]!.id,
        outcome,
        reasonCode: outcome === 'skipped' ? 'below_score' : null,
        createdAt: daysAgo(days),
        updatedAt: daysAgo(days),
      });
    const oldSkip = await decided(0, 'skipped', 91);
    const recentSkip = await decided(1, 'skipped', 89);
    const oldApplied = await decided(2, 'applied', 200);
    const oldSuggestion = await decided(3, 'suggested', 120);
    const oldDismissed = await decided(4, 'dismissed', 120);

    const deps = { db: server.database.db, clock: server.clock };
    expect(await deleteOldSkips(deps)).toBeGreaterThanOrEqual(1);
    const left = await server.database.db
      .select({ id: autopilotDecisions.id })
      .from(autopilotDecisions)
      .where(eq(autopilotDecisions.seekerId, seeker.id));
    expect(left.map((row) => row.id).sort()).toEqual([recentSkip, oldApplied, oldSuggestion, oldDismissed].sort());
    expect(left.map((row) => row.id)).not.toContain(oldSkip);
    expect(await deleteOldSkips(deps)).toBe(0);
  });
});
