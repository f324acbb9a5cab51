import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import type { JobRow } from '../../domain/jobs/present-job.ts';
import { countingSelects } from '../../test-support/counting-db.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { forgetKeptJobRows, rankJobsByKey } from './rank-jobs-by-key.ts';
import { rankJobs } from './rank-jobs.ts';

/** Ranking for seeker after seeker (Autopilot's scans): the walk reads keys, the rows are read once per version. */
describe('rankJobsByKey', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => forgetKeptJobRows());

  /** The database, counting the statements a ranking makes. */
  const counting = () => countingSelects(server.database.db);
  const goSeeker = { skills: ['Go', 'Kubernetes'], title: 'Backend Engineer', location: 'Lagos, Nigeria' };
  const goDesigner = { skills: ['Go', 'Figma'], title: 'Product Designer', location: 'Nairobi, Kenya' };

  it('ranks as rankJobs does, reads the rows once for many seekers, and again when a job changes or goes', async () => {
    const now = server.clock.now();
    const platform = await buildJob(server, { title: 'Go Platform Engineer', skills: ['Go', 'Kubernetes'] });
    const backend = await buildJob(server, { title: 'Go Backend Engineer', skills: ['Go'], acceptsAutopilot: false });
    const mine = [platform.id, backend.id];
    const where = [isLiveJob(now), inArray(jobs.id, mine)];

    const first = counting();
    const seen: Pick<JobRow, 'id' | 'acceptsAutopilot'>[] = [];
    const ranked = await rankJobsByKey(first.db, goSeeker, where, now, 100, (row) => seen.push(row));
    expect(ranked.map((job) => job._id).sort()).toEqual([...mine].sort());
    expect(ranked).toEqual(await rankJobs(server.database.db, goSeeker, where, now, 100));
    // The rows as read, for what the presented job leaves out.
    expect(seen.find((row) => row.id === backend.id)?.acceptsAutopilot).toBe(false);
    // The walk's keys (jobs sharing the seeker's own skills, then the rest), then the rows in one read.
    const walk = first.selects - 1;
    expect(walk).toBeGreaterThanOrEqual(1);

    // Another seeker: only the walk; the rows are those kept.
    const second = counting();
    const designer = await rankJobsByKey(second.db, goDesigner, where, now, 100);
    expect(designer).toEqual(await rankJobs(server.database.db, goDesigner, where, now, 100));
    expect(second.selects).toBe(walk);

    // Changed: read again and ranked as it now is. Gone: not ranked from what was kept.
    await server.database.db
      .update(jobs)
      .set({ title: 'Go Site Reliability Engineer', updatedAt: new Date(now.getTime() + 1000) })
      .where(eq(jobs.id, platform.id));
    const third = counting();
    const again = await rankJobsByKey(third.db, goSeeker, where, now, 100);
    expect(again.find((job) => job._id === platform.id)?.title).toBe('Go Site Reliability Engineer');
    expect(third.selects).toBe(walk + 1);
    await server.database.db.delete(jobs).where(eq(jobs.id, backend.id));
    expect((await rankJobsByKey(server.database.db, goSeeker, where, now, 100)).map((job) => job._id)).toEqual([
      platform.id,
    ]);
  });
});
