import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundTaskDeps } from '../../background-tasks.ts';
import { autopilotDecisions, autopilotSettings } from '../../db/schema/autopilot.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { buildAutopilotSeeker, setAutopilot } from '../../test-support/autopilot-builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { scanSeeker } from './scan-seeker.ts';

/** A scan after new jobs (`since`): only the changed jobs, and only those near the seeker's minimum score. */
describe('an incremental Autopilot scan', () => {
  let server: TestServer;
  let deps: ReturnType<typeof backgroundTaskDeps>;
  beforeAll(async () => {
    server = await startTestServer();
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

  const decisionFor = async (seekerId: string, jobId: string) =>
    (
      await server.database.db
        .select()
        .from(autopilotDecisions)
        .where(and(eq(autopilotDecisions.seekerId, seekerId), eq(autopilotDecisions.jobId, jobId)))
    )[0];

  it('leaves far misses and older jobs to the hourly scan, writing nothing and taking no lock', async () => {
    await server.database.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.status, 'live'));
    const seeker = await buildAutopilotSeeker(server);
    await setAutopilot(server, seeker.id, { minimumMatchScore: 100, excludedCompanies: ['Far Corp'] });
    const since = new Date(Date.now() + 60_000);
    // A candidate (it names Go) far below 100 whose company is excluded: a full scan records why it was skipped.
    const far = await buildJob(server, {
      company: 'Far Corp',
      title: 'Barista',
      skills: ['Go'],
      regions: 'Worldwide',
      updatedAt: new Date(since.getTime() + 1000),
    });
    const older = await buildJob(server, {
      company: 'Far Corp',
      title: 'Go Barista',
      skills: ['Go'],
      regions: 'Worldwide',
      updatedAt: new Date(since.getTime() - 60_000),
    });

    expect(await scanSeeker(deps, seeker.id, since)).toMatchObject({ considered: 0, skipped: 0 });
    expect(await decisionFor(seeker.id, far.id)).toBeUndefined();
    expect(await decisionFor(seeker.id, older.id)).toBeUndefined();
    const [settings] = await server.database.db
      .select()
      .from(autopilotSettings)
      .where(eq(autopilotSettings.userId, seeker.id));
    expect(settings!.lastScanAt).toEqual(server.clock.now());

    await scanSeeker(deps, seeker.id);
    expect(await decisionFor(seeker.id, far.id)).toMatchObject({ outcome: 'skipped', reasonCode: 'excluded_company' });
    expect(await decisionFor(seeker.id, older.id)).toMatchObject({
      outcome: 'skipped',
      reasonCode: 'excluded_company',
    });
  });
});
