import { eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { countingSelects } from '../../test-support/counting-db.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { forgetChangedJobs, rankChangedJobs } from './rank-changed-jobs.ts';
import { rankJobs } from './rank-jobs.ts';

/** Ranking the few jobs changed since a moment, for seeker after seeker (Autopilot's incremental round). */
describe('rankChangedJobs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(() => forgetChangedJobs());

  /** The database, counting the statements a ranking makes. */
  const counting = () => countingSelects(server.database.db);
  const goSeeker = { skills: ['Go', 'Kubernetes'], title: 'Backend Engineer', location: 'Lagos, Nigeria' };
  const goDesigner = { skills: ['Go', 'Figma'], title: 'Product Designer', location: 'Nairobi, Kenya' };

  it('scores the changed candidates as rankJobs would, reads them once for many seekers, and again when they change', async () => {
    const now = server.clock.now();
    const since = new Date(Date.now() + 60_000);
    const old = await buildJob(server, {
      title: 'Go Engineer (old)',
      skills: ['Go', 'Kubernetes'],
      regions: 'Worldwide',
      updatedAt: new Date(since.getTime() - 3_600_000),
    });
    const fresh = await buildJob(server, {
      title: 'Go Platform Engineer',
      skills: ['Go', 'Kubernetes'],
      regions: 'Worldwide',
      updatedAt: new Date(since.getTime() + 1000),
    });
    const offTopic = await buildJob(server, {
      title: 'Pastry Chef',
      skills: ['Baking'],
      regions: 'Worldwide',
      updatedAt: new Date(since.getTime() + 1000),
    });
    const where = [isLiveJob(now), gte(jobs.updatedAt, since)];

    const first = counting();
    const ranked = await rankChangedJobs(first.db, goSeeker, where, now, 100);
    const ids = ranked!.map((job) => job._id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
    // Not a candidate (no skill, no words in common), as in rankJobs.
    expect(ids).not.toContain(offTopic.id);
    expect(ranked).toEqual(
      (await rankJobs(server.database.db, goSeeker, where, now, 100)).filter((job) => ids.includes(job._id)),
    );
    expect(first.selects).toBe(2);

    // Another seeker: the candidates are listed, the jobs themselves come from what the first ranking read.
    const second = counting();
    expect((await rankChangedJobs(second.db, goDesigner, where, now, 100))!.map((job) => job._id)).toContain(fresh.id);
    expect(second.selects).toBe(1);

    // Changed: read again, and ranked as it now is.
    await server.database.db
      .update(jobs)
      .set({ title: 'Go Site Reliability Engineer', updatedAt: new Date(since.getTime() + 2000) })
      .where(eq(jobs.id, fresh.id));
    const third = counting();
    const again = await rankChangedJobs(third.db, goSeeker, where, now, 100);
    expect(again!.find((job) => job._id === fresh.id)?.title).toBe('Go Site Reliability Engineer');
    expect(third.selects).toBe(2);
  });
});
